import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBlockMemberMutation } from '@app/shared/bindings';
import { Dialog } from './dialog';
import { ErrorAlert } from './error-alert';

// The report form checks its contract (zod): loaded when a member opens it, not with every page
// that offers it.
const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * Block and report (spec §2 block-user dialog, §6), from a conversation's header or a profile.
 * Once blocked, a conversation is no place to stay: the page goes to `leaveTo`; a profile stays,
 * saying the member is blocked (`onBlocked`). A report ends by offering to block too.
 */
export function SafetyActions({
  memberId,
  name,
  leaveTo,
  onBlocked,
}: {
  memberId: number;
  name: string;
  leaveTo?: string;
  onBlocked?: () => void;
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
          onBlocked={onBlocked}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog
            memberId={memberId}
            name={name}
            onClose={() => setOpen(null)}
            onAlsoBlock={() => setOpen('block')}
          />
        </Suspense>
      )}
    </div>
  );
}

function BlockDialog({
  memberId,
  name,
  leaveTo,
  onBlocked,
  onClose,
}: {
  memberId: number;
  name: string;
  leaveTo?: string;
  onBlocked?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [block, { isLoading, error }] = useBlockMemberMutation();
  const confirm = async () => {
    if (!('data' in (await block({ profile: memberId })))) return;
    onClose();
    onBlocked?.();
    if (leaveTo) void navigate(leaveTo, { replace: true });
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
