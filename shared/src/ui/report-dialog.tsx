import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/routes';
import { reportSchema } from '../contracts/chat';
import { REPORT_REMARKS_MAX_LENGTH, reportReasons } from '../contracts/values';
import { useReportMemberMutation } from '@app/shared/bindings';
import { Dialog } from './dialog';
import { ErrorAlert } from './error-alert';
import { useContractForm, useFieldError } from './contract-form';

/** Blocking a member from a dialog: the action, whether it runs, and why it failed. */
export interface Blocking {
  run: () => void;
  busy: boolean;
  error: Parameters<typeof ErrorAlert>[0]['error'];
}

/**
 * Report a member (spec §4): why, and a few words; it flags the profile for the moderators. A
 * report ends by asking whether to block them too (issue 25 §2), when `alsoBlock` is given —
 * its answer blocks at once (issue 49 §8: not a second "Block?" after it).
 */
export default function ReportDialog({
  memberId,
  name,
  onClose,
  alsoBlock,
}: {
  memberId: number;
  name: string;
  onClose: () => void;
  alsoBlock?: Blocking;
}) {
  const { t } = useTranslation('common');
  const form = useContractForm(reportSchema, { profile: memberId, remarks: '' });
  const fieldError = useFieldError(form);
  const [report, { isLoading, isSuccess, error }] = useReportMemberMutation();
  const submit = form.handleSubmit(async ({ remarks, ...request }) => {
    await report({ ...request, ...(remarks ? { remarks } : {}) });
  });
  const reasonError = fieldError('reason');
  const remarksError = fieldError('remarks');
  return (
    <Dialog title={t('safety.report_title', { name })} onClose={onClose}>
      {isSuccess ? (
        <>
          <p className={alsoBlock ? 'mb-3' : 'mb-0'} role="status">
            {t('safety.reported')}
          </p>
          {alsoBlock && (
            <>
              <p className="mb-2">{t('safety.also_block', { name })}</p>
              {alsoBlock.error && <ErrorAlert error={alsoBlock.error} />}
              <div className="d-flex flex-wrap gap-2 justify-content-end">
                <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                  {t('safety.not_now')}
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={alsoBlock.busy}
                  onClick={alsoBlock.run}
                >
                  {t('safety.block_confirm')}
                </button>
              </div>
            </>
          )}
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset
            className="mb-3"
            aria-describedby={reasonError ? 'report-reason-error' : undefined}
          >
            <legend className="fs-6">{t('safety.why')}</legend>
            {reportReasons.map((value) => (
              <div className="form-check" key={value}>
                <input
                  id={`report-${value}`}
                  type="radio"
                  value={value}
                  className={`form-check-input${reasonError ? ' is-invalid' : ''}`}
                  {...form.register('reason')}
                />
                <label htmlFor={`report-${value}`} className="form-check-label">
                  {t(`safety.reasons.${value}`)}
                </label>
              </div>
            ))}
            {reasonError && (
              <div id="report-reason-error" className="text-danger small" role="alert">
                {reasonError}
              </div>
            )}
          </fieldset>
          <label htmlFor="report-remarks" className="form-label">
            {t('safety.remarks')}
          </label>
          <div className="mb-3">
            <textarea
              id="report-remarks"
              className={`form-control${remarksError ? ' is-invalid' : ''}`}
              rows={3}
              maxLength={REPORT_REMARKS_MAX_LENGTH}
              aria-invalid={remarksError ? true : undefined}
              aria-describedby={remarksError ? 'report-remarks-error' : undefined}
              {...form.register('remarks')}
            />
            {remarksError && (
              <div id="report-remarks-error" className="invalid-feedback">
                {remarksError}
              </div>
            )}
          </div>
          {error && <ErrorAlert error={error} />}
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {t('safety.report_submit')}
          </button>
        </form>
      )}
      {/* A report flags the profile for review; a complaint is answered by customer service. */}
      <p className="small text-body-secondary mt-3 mb-0">
        {t('safety.complaint_hint')}{' '}
        <Link to={paths.complaintAbout(memberId)}>{t('safety.complaint_link', { name })}</Link>
      </p>
    </Dialog>
  );
}
