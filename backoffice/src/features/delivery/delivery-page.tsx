import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  backofficeRequest,
  formValues,
  ScreenNotices,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import { DELIVERY_TELEMETRY_HOURS, type Delivery } from '@app/shared/contracts';
import { ConfirmDialog, TableScroll } from '@app/shared/ui';
import { ChartFigure, SERIES_COLOURS } from '@app/shared/backoffice-charts';
import { PageTitle } from '../../components/page-title';
import { useFormat } from '@app/shared/backoffice';
import { NAMESPACE } from '../../i18n';
import { RolloutPanel } from './rollout-panel';

interface RemoteList {
  remotes: Array<Delivery['remote']>;
}

/** A commit as the console shows it: short, with the `-dirty` of a tree that had changes. */
const shortCommit = (commit: string) => commit.replace(/^([0-9a-f]{12})[0-9a-f]*/, '$1');

/**
 * A version as the console names it, with its `-dirty` mark when it was built from uncommitted
 * changes (issue 47 §2: the registry and remote:status said so, the console did not).
 */
function VersionName({ version, dirty }: { version: string; dirty: ReadonlySet<string> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <code>{version}</code>
      {dirty.has(version) && (
        <span className="badge text-bg-warning ms-1" title={t('delivery.dirty_title')}>
          -dirty
        </span>
      )}
    </>
  );
}

/** A version in running text, `-dirty` appended when its build said so. */
const marked = (version: string | null, origin: { commit: string | null } | null) =>
  version === null ? '—' : origin?.commit?.endsWith('-dirty') ? `${version}-dirty` : version;

/** The moves a deployer confirms before they happen. */
type Move = 'promote' | 'stop' | 'rollback';

/**
 * The delivery console (issue 28 §2): each remote's live versions, its history and how its
 * versions load, and its rollout run from here — a team deployer on their remote, an owner on
 * all. `/backoffice/delivery/<remote>` is one remote.
 */
export function DeliveryPage() {
  const location = useLocation();
  const remote = /^\/delivery\/([a-z-]+)/.exec(location.pathname)?.[1];
  return remote ? <RemoteDelivery remote={remote} /> : <RemoteList />;
}

function RemoteList() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error } = useBackofficeQuery<RemoteList>('/delivery');
  return (
    <section>
      <PageTitle text={t('delivery.title')} />
      <ScreenNotices said="" error={error} />
      <ul className="list-group" style={{ maxWidth: 640 }}>
        {data?.remotes.map((remote) => (
          <li className="list-group-item" key={remote.remote}>
            <Link to={`/delivery/${remote.remote}`}>{remote.remote}</Link> ·{' '}
            {t('delivery.stable_is', { version: marked(remote.stable, remote.origin.stable) })}
            {remote.candidate &&
              ` · ${t('delivery.candidate_is', {
                version: marked(remote.candidate, remote.origin.candidate),
                percent: remote.percent,
              })}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RemoteDelivery({ remote }: { remote: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { dateTime, percent } = useFormat();
  const { data, error, reload } = useBackofficeQuery<Delivery>(`/delivery/${remote}`);
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const [link, setLink] = useState<{ url: string; qr_svg: string; expires_at: string } | null>(
    null,
  );
  const [asking, setAsking] = useState<Move | null>(null);

  const act = async (
    path: string,
    method: 'POST' | 'PUT' | 'PATCH',
    body: object,
    done: string,
  ) => {
    setFailure(null);
    setSaid('');
    try {
      await backofficeRequest(`/delivery/${remote}${path}`, { method, body });
      setSaid(done);
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      // After a refusal too: a stale revision is refused because the remote moved on.
      reload();
    }
  };
  if (!data)
    return (
      <section>
        <PageTitle text={t('delivery.of', { remote })} />
        <ScreenNotices said="" error={error} />
      </section>
    );
  const live = data.remote;
  const revision = live.revision;
  const dirty = new Set(
    data.versions.filter((one) => one.commit?.endsWith('-dirty')).map((one) => one.version),
  );
  const moves: Record<Move, () => Promise<void>> = {
    promote: () => act('/promote', 'POST', { expected_revision: revision }, t('delivery.promoted')),
    stop: () =>
      act(
        '/channel',
        'PUT',
        { expected_revision: revision, candidate: null, percent: 0 },
        t('delivery.stopped'),
      ),
    rollback: () =>
      act('/rollback', 'POST', { expected_revision: revision }, t('delivery.rolled_back')),
  };
  const startCanary = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    const countries = value('countries')
      .split(/[\s,]+/)
      .map((country) => country.trim().toUpperCase())
      .filter(Boolean);
    void act(
      '/channel',
      'PUT',
      {
        expected_revision: revision,
        candidate: value('candidate'),
        percent: Number(value('percent')),
        rules: countries.length > 0 ? { countries } : {},
      },
      t('delivery.canary_set'),
    );
  };
  const makeLink = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      setLink(
        await backofficeRequest(`/delivery/${remote}/override-links`, {
          method: 'POST',
          body: { version: formValues(event.currentTarget)('version') },
        }),
      );
    } catch (refusal) {
      setFailure(refusal);
    }
  };
  const others = data.versions.filter((one) => one.version !== live.stable);

  return (
    <section>
      <p>
        <Link to="/delivery">{t('delivery.all')}</Link>
      </p>
      <PageTitle text={t('delivery.of', { remote })} />
      <ScreenNotices said={said} error={failure ?? error} />

      <h2 className="h5">{t('delivery.live')}</h2>
      <TableScroll label={t('delivery.live')}>
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{t('delivery.version')}</th>
              <th scope="col">{t('delivery.share')}</th>
              <th scope="col">{t('delivery.loads')}</th>
              <th scope="col">{t('delivery.failure_rate')}</th>
              <th scope="col">{t('delivery.mean_time')}</th>
            </tr>
          </thead>
          <tbody>
            {(['stable', 'candidate'] as const).map((which) => {
              const version = live[which];
              const health = live.health[which];
              return (
                <tr key={which}>
                  <th scope="row">{t(`delivery.${which}`)}</th>
                  <td>
                    {version === null ? '—' : <VersionName version={version} dirty={dirty} />}
                  </td>
                  <td>
                    {version === null
                      ? '—'
                      : which === 'stable'
                        ? percent(live.candidate ? 1 - live.percent / 100 : 1)
                        : percent(live.percent / 100)}
                  </td>
                  <td>{health?.loads ?? 0}</td>
                  <td>
                    {health && health.loads > 0 ? percent(health.failures / health.loads) : '—'}
                  </td>
                  <td>
                    {health?.mean_ms == null ? '—' : t('delivery.ms', { ms: health.mean_ms })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>

      <div className="d-flex flex-wrap gap-2 mb-4">
        {live.candidate && (
          <>
            <button type="button" className="btn btn-primary" onClick={() => setAsking('promote')}>
              {t('delivery.promote')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setAsking('stop')}
            >
              {t('delivery.stop')}
            </button>
          </>
        )}
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setAsking('rollback')}
        >
          {t('delivery.rollback')}
        </button>
      </div>
      {asking !== null && (
        <ConfirmDialog
          title={t(`delivery.confirm.${asking}`)}
          cancelLabel={t('delivery.confirm.cancel')}
          confirmLabel={t(`delivery.${asking}`)}
          danger={asking !== 'promote'}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const move = moves[asking];
            setAsking(null);
            void move();
          }}
        >
          {t(`delivery.confirm.${asking}_text`, {
            stable: live.stable ?? '—',
            candidate: live.candidate ?? '—',
          })}
        </ConfirmDialog>
      )}

      {others.length > 0 && (
        <form className="card mb-4" onSubmit={startCanary}>
          <fieldset className="card-body">
            <legend className="h5">{t('delivery.canary')}</legend>
            <div className="row g-2 align-items-end">
              <div className="col-sm-4">
                <label htmlFor="canary-version" className="form-label">
                  {t('delivery.candidate')}
                </label>
                <select
                  id="canary-version"
                  name="candidate"
                  className="form-select"
                  defaultValue={live.candidate ?? others[0]!.version}
                >
                  {others.map((one) => (
                    <option key={one.version} value={one.version}>
                      {one.version}
                      {dirty.has(one.version) && ' -dirty'}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-sm-3">
                <label htmlFor="canary-percent" className="form-label">
                  {t('delivery.share_percent')}
                </label>
                <input
                  id="canary-percent"
                  name="percent"
                  type="number"
                  min={1}
                  max={100}
                  className="form-control"
                  defaultValue={live.candidate ? live.percent : 10}
                  required
                />
              </div>
              <div className="col-sm-5">
                <label htmlFor="canary-countries" className="form-label">
                  {t('delivery.countries')}
                </label>
                <input
                  id="canary-countries"
                  name="countries"
                  className="form-control"
                  placeholder="NL, FR"
                  pattern="^\s*([A-Za-z]{2}([\s,]+[A-Za-z]{2})*)?\s*$"
                />
              </div>
            </div>
            <button type="submit" className="btn btn-primary mt-3">
              {live.candidate ? t('delivery.change_canary') : t('delivery.start_canary')}
            </button>
          </fieldset>
        </form>
      )}

      <RolloutPanel delivery={data} act={act} />

      <Telemetry delivery={data} />

      <form className="card mb-4" onSubmit={(event) => void makeLink(event)}>
        <fieldset className="card-body">
          <legend className="h5">{t('delivery.override')}</legend>
          <p className="small">{t('delivery.override_text')}</p>
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <div>
              <label htmlFor="override-version" className="form-label">
                {t('delivery.version')}
              </label>
              <select id="override-version" name="version" className="form-select">
                {data.versions.map((one) => (
                  <option key={one.version} value={one.version}>
                    {one.version}
                    {dirty.has(one.version) && ' -dirty'}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-outline-primary">
              {t('delivery.make_link')}
            </button>
          </div>
          {link && (
            <div className="mt-3">
              <label htmlFor="override-link" className="form-label">
                {t('delivery.link_until', { time: dateTime(link.expires_at) })}
              </label>
              <div className="input-group mb-2">
                <input id="override-link" className="form-control" value={link.url} readOnly />
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() =>
                    void navigator.clipboard
                      .writeText(link.url)
                      .then(() => setSaid(t('delivery.copied')))
                  }
                >
                  {t('delivery.copy')}
                </button>
              </div>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qr_svg)}`}
                alt={t('delivery.qr')}
                width={160}
                height={160}
              />
            </div>
          )}
        </fieldset>
      </form>

      <h2 className="h5">{t('delivery.history')}</h2>
      <ol className="list-unstyled mb-4">
        {live.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="mb-1">
            <span className="text-body-secondary">{dateTime(event.at)}</span> ·{' '}
            {t(`delivery.events.${event.kind}`, { defaultValue: event.kind })}{' '}
            {event.version && <VersionName version={event.version} dirty={dirty} />} · {event.by}
            {typeof event.detail.reason === 'string' && ` · ${event.detail.reason}`}
            {event.detail.journeys === 'skipped' && ` · ${t('delivery.journeys_skipped')}`}
          </li>
        ))}
      </ol>

      <DeployTokens remote={remote} say={setSaid} fail={setFailure} />

      <h2 className="h5">{t('delivery.versions')}</h2>
      <TableScroll label={t('delivery.versions')}>
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('delivery.version')}</th>
              <th scope="col">{t('delivery.commit')}</th>
              <th scope="col">{t('delivery.built')}</th>
              <th scope="col">{t('delivery.published')}</th>
            </tr>
          </thead>
          <tbody>
            {data.versions.map((one) => (
              <tr key={one.version}>
                <th scope="row">
                  <VersionName version={one.version} dirty={dirty} />
                </th>
                <td>{one.commit ? <code>{shortCommit(one.commit)}</code> : '—'}</td>
                <td>{one.built_at ? dateTime(one.built_at) : '—'}</td>
                <td>
                  {dateTime(one.published_at)} · {one.published_by}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** Loads, failure rate and mean load time per hour, stable and candidate side by side. */
function Telemetry({ delivery }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { count, percent } = useFormat();
  const { stable, candidate } = delivery.remote;
  // Every hour of the window on the charts (an hour without loads draws as a gap or zero); the
  // tables list the hours that had some.
  const hours = [...new Set(delivery.telemetry.map((row) => row.hour))].sort();
  const window = useMemo(() => {
    const now = Date.now();
    return Array.from({ length: DELIVERY_TELEMETRY_HOURS }, (_, index) =>
      new Date(now - (DELIVERY_TELEMETRY_HOURS - 1 - index) * 3_600_000).toISOString().slice(0, 13),
    );
  }, []);
  const shown = [stable, candidate].filter((version): version is string => version !== null);
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
  // The axis is narrow: an hour alone, and the day at midnight.
  const shortHour = useMemo(() => {
    const hour = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric' });
    const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
    return (seconds: number) => {
      const at = new Date(seconds * 1000);
      return at.getHours() === 0 ? day.format(at) : hour.format(at);
    };
  }, [i18n.language]);
  if (hours.length === 0 || shown.length === 0) return <p>{t('delivery.no_loads')}</p>;
  const times = window.map((hour) => Date.parse(`${hour}:00:00Z`) / 1000);
  const of = (version: string, hour: string) =>
    delivery.telemetry.find((row) => row.version === version && row.hour === hour);
  const label = (version: string) =>
    t(version === stable ? 'delivery.stable_version' : 'delivery.candidate_version', { version });
  const charts = [
    {
      title: t('delivery.loads_per_hour'),
      value: (version: string, hour: string) => of(version, hour)?.loads ?? 0,
      format: count,
      whole: true,
    },
    {
      title: t('delivery.failures_per_hour'),
      value: (version: string, hour: string) => {
        const row = of(version, hour);
        return row && row.loads > 0 ? row.failures / row.loads : null;
      },
      format: (value: number) => percent(value),
      whole: false,
    },
    {
      title: t('delivery.mean_per_hour'),
      value: (version: string, hour: string) => of(version, hour)?.mean_ms ?? null,
      format: (value: number) => t('delivery.ms', { ms: Math.round(value) }),
      whole: false,
    },
  ];
  return (
    <div className="row">
      {charts.map((chart) => {
        const lines = shown.map((version, index) => ({
          version,
          label: label(version),
          colour: SERIES_COLOURS[index]!,
        }));
        // The chart: every hour of the window; the table: the hours with loads.
        const drawn = lines.map((line) => ({
          ...line,
          values: window.map((hour) => chart.value(line.version, hour)),
        }));
        const series = lines.map((line) => ({
          ...line,
          values: hours.map((hour) => chart.value(line.version, hour)),
        }));
        return (
          <ChartFigure
            key={chart.title}
            className="col-lg-4 mb-4"
            title={chart.title}
            times={times}
            series={drawn}
            rows={hours.map((hour, index) => ({
              key: hour,
              label: timeFormat.format(new Date(`${hour}:00:00Z`)),
              values: series.map((one) => one.values[index] ?? null),
            }))}
            rowHeader={t('delivery.hour')}
            format={chart.format}
            formatTime={shortHour}
            whole={chart.whole}
            height={160}
          />
        );
      })}
    </div>
  );
}

interface TokenList {
  tokens: Array<{
    id: number;
    label: string;
    created_at: string;
    created_by: string | null;
    last_used_at: string | null;
    revoked_at: string | null;
  }>;
}

/**
 * The team's deploy tokens for scripts and CI: named, shown once when made, revoked here. What
 * happened is said by the page's own status and alert (`say`, `fail`).
 */
function DeployTokens({
  remote,
  say,
  fail,
}: {
  remote: string;
  say: (text: string) => void;
  fail: (refusal: unknown) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { dateTime } = useFormat();
  const { data, error, reload } = useBackofficeQuery<TokenList>(`/delivery/${remote}/tokens`);
  const [made, setMade] = useState<string | null>(null);
  useEffect(() => {
    if (error) fail(error);
  }, [error, fail]);

  const make = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    fail(null);
    try {
      const { token } = await backofficeRequest<{ token: string }>(`/delivery/${remote}/tokens`, {
        method: 'POST',
        body: { label: formValues(form)('label') },
      });
      setMade(token);
      form.reset();
      reload();
    } catch (refusal) {
      fail(refusal);
    }
  };
  const revoke = async (id: number, label: string) => {
    fail(null);
    try {
      await backofficeRequest(`/delivery/${remote}/tokens/${id}`, { method: 'DELETE' });
      say(t('delivery.tokens.revoked', { label }));
      reload();
    } catch (refusal) {
      fail(refusal);
    }
  };

  return (
    <section className="card mb-4" aria-labelledby="deploy-tokens-title">
      <div className="card-body">
        <h2 id="deploy-tokens-title" className="h5">
          {t('delivery.tokens.title')}
        </h2>
        <p className="small">{t('delivery.tokens.text', { remote })}</p>
        <form
          className="d-flex flex-wrap gap-2 align-items-end mb-3"
          onSubmit={(e) => void make(e)}
        >
          <div>
            <label htmlFor="token-label" className="form-label">
              {t('delivery.tokens.label')}
            </label>
            <input
              id="token-label"
              name="label"
              className="form-control"
              maxLength={80}
              placeholder="GitHub Actions"
              required
            />
          </div>
          <button type="submit" className="btn btn-outline-primary">
            {t('delivery.tokens.make')}
          </button>
        </form>
        {made && (
          <div className="alert alert-warning">
            <label htmlFor="token-made" className="form-label">
              {t('delivery.tokens.once')}
            </label>
            <div className="input-group">
              <input id="token-made" className="form-control" value={made} readOnly />
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() =>
                  void navigator.clipboard.writeText(made).then(() => say(t('delivery.copied')))
                }
              >
                {t('delivery.copy')}
              </button>
            </div>
          </div>
        )}
        {data && data.tokens.length > 0 && (
          <TableScroll label={t('delivery.tokens.title')}>
            <table className="table table-sm align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('delivery.tokens.label')}</th>
                  <th scope="col">{t('delivery.tokens.made_by')}</th>
                  <th scope="col">{t('delivery.tokens.last_used')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('delivery.tokens.state')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.tokens.map((token) => (
                  <tr key={token.id}>
                    <th scope="row">{token.label}</th>
                    <td>
                      {token.created_by ?? '—'} · {dateTime(token.created_at)}
                    </td>
                    <td>{token.last_used_at ? dateTime(token.last_used_at) : '—'}</td>
                    <td>
                      {token.revoked_at ? (
                        t('delivery.tokens.revoked_on', { time: dateTime(token.revoked_at) })
                      ) : (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          onClick={() => void revoke(token.id, token.label)}
                        >
                          {t('delivery.tokens.revoke', { label: token.label })}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
    </section>
  );
}
