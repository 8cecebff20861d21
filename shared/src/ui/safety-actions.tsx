import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../config/routes';
import { useTranslation } from 'react-i18next';
import type { Report } from '../contracts/chat';
import { REPORT_REMARKS_MAX_LENGTH, reportReasons } from '../contracts/values';
import { useBlockMemberMutation, useReportMemberMutation } from '@app/shared/bindings';
import { Dialog } from './dialog';
import { ErrorAlert } from './error-alert';

/**
 * Block and report (spec §2 block-user dialog, §6), from a conversation's header or a profile.
 * Once blocked, the member's page is no place to stay: the page goes to `leaveTo`.
 */
export function SafetyActions({
  memberId,
  name,
  leaveTo,
}: {
  memberId: number;
  name: string;
  leaveTo: string;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  return (
    <div className="ms-auto d-flex gap-1">
      <button
        type="button"
        className="btn btn-sm btn-link text-body-secondary"
        onClick={() => setOpen('report')}
      >
        {t('safety.report')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-link text-danger"
        onClick={() => setOpen('block')}
      >
        {t('safety.block')}
      </button>
      {open === 'block' && (
        <BlockDialog
          memberId={memberId}
          name={name}
          leaveTo={leaveTo}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'report' && (
        <ReportDialog memberId={memberId} name={name} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

function BlockDialog({
  memberId,
  name,
  leaveTo,
  onClose,
}: {
  memberId: number;
  name: string;
  leaveTo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [block, { isLoading, error }] = useBlockMemberMutation();
  const confirm = async () => {
    if ('data' in (await block({ profile: memberId }))) navigate(leaveTo, { replace: true });
  };
  return (
    <Dialog
      title={t('safety.block_title', { name })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('safety.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={isLoading}
            onClick={() => void confirm()}
          >
            {t('safety.block_confirm')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('safety.block_text', { name })}</p>
      {error && <ErrorAlert error={error} />}
    </Dialog>
  );
}

function ReportDialog({
  memberId,
  name,
  onClose,
}: {
  memberId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [reason, setReason] = useState<Report['reason'] | ''>('');
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const [report, { isLoading, isSuccess, error }] = useReportMemberMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    await report({
      profile: memberId,
      reason,
      ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
    });
  };
  return (
    <Dialog title={t('safety.report_title', { name })} onClose={onClose}>
      {isSuccess ? (
        <p className="mb-0" role="status">
          {t('safety.reported')}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="mb-3">
            <legend className="fs-6">{t('safety.why')}</legend>
            {reportReasons.map((value) => (
              <div className="form-check" key={value}>
                <input
                  id={`report-${value}`}
                  type="radio"
                  name="report-reason"
                  className={`form-check-input${missing ? ' is-invalid' : ''}`}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissing(false);
                  }}
                />
                <label htmlFor={`report-${value}`} className="form-check-label">
                  {t(`safety.reasons.${value}`)}
                </label>
              </div>
            ))}
            {missing && (
              <div className="text-danger small" role="alert">
                {t('safety.reason_required')}
              </div>
            )}
          </fieldset>
          <label htmlFor="report-remarks" className="form-label">
            {t('safety.remarks')}
          </label>
          <textarea
            id="report-remarks"
            className="form-control mb-3"
            rows={3}
            maxLength={REPORT_REMARKS_MAX_LENGTH}
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
          />
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
