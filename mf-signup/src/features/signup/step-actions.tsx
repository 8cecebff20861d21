import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { BusyButton } from '@app/shared/ui';

/**
 * The buttons under steps 1 to 4: back to the step before (issue 49 §13: from step 2 on there
 * was no way back), skip the step, or save it and go on.
 */
export function StepActions({
  busy,
  onSkip,
  onBack,
  canContinue = true,
}: {
  busy: boolean;
  onSkip: () => void;
  onBack?: () => void;
  canContinue?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
      {onBack && (
        <button type="button" className="btn btn-link me-auto" disabled={busy} onClick={onBack}>
          {t('steps.back')}
        </button>
      )}
      <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onSkip}>
        {t('steps.skip')}
      </button>
      <BusyButton busy={busy} disabled={!canContinue}>
        {t('steps.next')}
      </BusyButton>
    </div>
  );
}

/** "Step 2 of 5" over a thin bar: where the member is in sign-up. */
export function StepProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation(NAMESPACE);
  const label = t('steps.progress', { step, total });
  return (
    <div className="mb-3">
      <div className="small text-body-secondary mb-1" aria-hidden="true">
        {label}
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuenow={step}
        aria-valuemin={1}
        aria-valuemax={total}
        style={{ height: 4 }}
      >
        <div className="progress-bar" style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </div>
  );
}
