import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formValues, useFormat } from '@app/shared/backoffice';
import {
  ROLLOUT_CONFIDENCE,
  ROLLOUT_STAGES,
  type Delivery,
  type Rollout,
} from '@app/shared/contracts';
import { ConfirmDialog } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';

type Hand = 'pause' | 'resume' | 'advance' | 'withdraw';

/** The confidences a deployer picks from. */
const CONFIDENCES = [0.9, ROLLOUT_CONFIDENCE, 0.99];

/**
 * A staged rollout in the console (issue 47 §2): start one (a version, its stages, the
 * confidence), then follow each stage, the evidence the sequential test has and what it decided,
 * in words — and pause, resume, advance or withdraw by hand, each asked first.
 */
export function RolloutPanel({
  delivery,
  act,
}: {
  delivery: Delivery;
  /** The page's action runner: path under the remote, method, body, what to say when done. */
  act: (path: string, method: 'POST' | 'PATCH', body: object, done: string) => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { percent } = useFormat();
  const [asking, setAsking] = useState<Hand | null>(null);
  const [stagesError, setStagesError] = useState('');
  const live = delivery.remote;
  const rollout = delivery.rollout;
  const active = rollout && ['running', 'paused'].includes(rollout.state) ? rollout : null;
  const others = delivery.versions.filter((one) => one.version !== live.stable);

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    const stages = value('stages')
      .split(/[\s,;→>%]+/)
      .filter(Boolean)
      .map(Number);
    const valid =
      stages.length > 0 &&
      stages.every(
        (share, i) =>
          Number.isInteger(share) &&
          share >= 1 &&
          share <= 100 &&
          (i === 0 || share > stages[i - 1]!),
      ) &&
      stages.at(-1) === 100;
    if (!valid) {
      setStagesError(t('delivery.rollout.stages_invalid'));
      return;
    }
    setStagesError('');
    void act(
      '/rollout',
      'POST',
      {
        expected_revision: live.revision,
        version: value('version'),
        stages,
        confidence: Number(value('confidence')),
      },
      t('delivery.rollout.started'),
    );
  };

  return (
    <section className="card mb-4" aria-labelledby="rollout-title">
      <div className="card-body">
        <h2 id="rollout-title" className="h5">
          {t('delivery.rollout.title')}
        </h2>
        {active ? (
          <>
            <RolloutProgress rollout={active} />
            <div className="d-flex flex-wrap gap-2 mt-3">
              {active.state === 'running' ? (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setAsking('pause')}
                >
                  {t('delivery.rollout.pause')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setAsking('resume')}
                >
                  {t('delivery.rollout.resume')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setAsking('advance')}
              >
                {active.stage === active.stages.length - 1
                  ? t('delivery.rollout.promote_now')
                  : t('delivery.rollout.advance', { percent: active.stages[active.stage + 1] })}
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => setAsking('withdraw')}
              >
                {t('delivery.rollout.withdraw')}
              </button>
            </div>
          </>
        ) : (
          <>
            {rollout && (
              <p>{t(`delivery.rollout.ended.${rollout.state}`, { version: rollout.version })}</p>
            )}
            <p className="small">
              {t('delivery.rollout.text', { confidence: percent(ROLLOUT_CONFIDENCE) })}
            </p>
            {others.length > 0 ? (
              <form onSubmit={start} noValidate>
                <div className="row g-2 align-items-start">
                  <div className="col-sm-4">
                    <label htmlFor="rollout-version" className="form-label">
                      {t('delivery.rollout.version')}
                    </label>
                    <select id="rollout-version" name="version" className="form-select">
                      {others.map((one) => (
                        <option key={one.version} value={one.version}>
                          {one.version}
                          {one.commit?.endsWith('-dirty') && ' -dirty'}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="col-sm-4">
                    <label htmlFor="rollout-stages" className="form-label">
                      {t('delivery.rollout.stages')}
                    </label>
                    <input
                      id="rollout-stages"
                      name="stages"
                      className={`form-control${stagesError ? ' is-invalid' : ''}`}
                      defaultValue={ROLLOUT_STAGES.join(', ')}
                      aria-describedby="rollout-stages-help"
                      aria-invalid={stagesError ? true : undefined}
                      required
                    />
                    <div
                      id="rollout-stages-help"
                      className={stagesError ? 'invalid-feedback' : 'form-text'}
                    >
                      {stagesError || t('delivery.rollout.stages_help')}
                    </div>
                  </div>
                  <div className="col-sm-4">
                    <label htmlFor="rollout-confidence" className="form-label">
                      {t('delivery.rollout.confidence')}
                    </label>
                    <select
                      id="rollout-confidence"
                      name="confidence"
                      className="form-select"
                      defaultValue={String(ROLLOUT_CONFIDENCE)}
                    >
                      {CONFIDENCES.map((confidence) => (
                        <option key={confidence} value={confidence}>
                          {percent(confidence)}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <button type="submit" className="btn btn-primary mt-3">
                  {t('delivery.rollout.start')}
                </button>
              </form>
            ) : (
              <p className="mb-0">{t('delivery.rollout.nothing_to_roll_out')}</p>
            )}
          </>
        )}
      </div>
      {asking !== null && active && (
        <ConfirmDialog
          title={t(`delivery.rollout.confirm.${asking}`)}
          cancelLabel={t('delivery.confirm.cancel')}
          confirmLabel={t(`delivery.rollout.confirm.${asking}_button`)}
          danger={asking === 'withdraw'}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const action = asking;
            setAsking(null);
            void act(
              '/rollout',
              'PATCH',
              { expected_revision: live.revision, action },
              t(`delivery.rollout.done.${action}`),
            );
          }}
        >
          {t(`delivery.rollout.confirm.${asking}_text`, {
            version: active.version,
            stable: live.stable ?? '—',
            percent: active.stages[active.stage + 1] ?? 100,
          })}
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Where a rollout stands: its stages, the current one, and the test's last word. */
function RolloutProgress({ rollout }: { rollout: Rollout }) {
  const { t } = useTranslation(NAMESPACE);
  const { percent, dateTime } = useFormat();
  const decision = rollout.decision;
  const evidence = decision?.evidence ?? null;
  const rate = (loads: number, failures: number) => (loads > 0 ? percent(failures / loads) : '—');
  const ms = (value: number | null) =>
    value === null ? '—' : t('delivery.ms', { ms: Math.round(value) });
  // How far the failure test has gone toward "not worse" (its lower bound), 0–100.
  const toward =
    evidence && evidence.failures.lower < 0
      ? Math.max(
          0,
          Math.min(100, Math.round((evidence.failures.llr / evidence.failures.lower) * 100)),
        )
      : 0;
  return (
    <>
      <p className="mb-2">
        {t(`delivery.rollout.state.${rollout.state}`, {
          version: rollout.version,
          stage: rollout.stage + 1,
          stages: rollout.stages.length,
          percent: rollout.percent,
          confidence: percent(rollout.confidence),
          since: dateTime(rollout.stage_since),
        })}
      </p>
      <ol className="list-inline mb-2" aria-label={t('delivery.rollout.stages')}>
        {rollout.stages.map((share, index) => (
          <li
            key={share}
            className={`list-inline-item badge ${index < rollout.stage ? 'text-bg-success' : index === rollout.stage ? 'text-bg-primary' : 'text-bg-light'}`}
            aria-current={index === rollout.stage ? 'step' : undefined}
          >
            {percent(share / 100)}
          </li>
        ))}
      </ol>
      {decision === null || evidence === null ? (
        <p className="mb-0">{t('delivery.rollout.no_evidence')}</p>
      ) : (
        <>
          <p className="mb-1">
            {t('delivery.rollout.evidence', {
              loads: evidence.candidate.loads,
              failed: rate(evidence.candidate.loads, evidence.candidate.failures),
              ms: ms(evidence.candidate.meanMs),
              stable_failed: rate(evidence.stable.loads, evidence.stable.failures),
              stable_ms: ms(evidence.stable.meanMs),
            })}
          </p>
          {evidence.stable.starts > 0 && (
            <p className="mb-1">
              {t('delivery.rollout.conversion', {
                rate: rate(evidence.candidate.loads, evidence.candidate.starts),
                stable_rate: rate(evidence.stable.loads, evidence.stable.starts),
              })}
            </p>
          )}
          <p className="mb-1">
            {decision.sources < decision.min_sources
              ? t('delivery.rollout.waiting_sources', {
                  sources: decision.sources,
                  min: decision.min_sources,
                })
              : t(`delivery.rollout.verdict.${evidence.verdict}`, {
                  confidence: percent(rollout.confidence),
                })}
          </p>
          <label htmlFor="rollout-toward" className="form-label small mb-0">
            {t('delivery.rollout.toward', { percent: toward })}
          </label>
          <progress id="rollout-toward" className="w-100" max={100} value={toward} />
        </>
      )}
    </>
  );
}
