import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBlockMemberMutation } from '@app/shared/bindings';
import { Dialog } from './dialog';
import { ErrorAlert } from './error-alert';

import type { Blocking } from './report-dialog';

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
  const blocking = useBlocking(memberId, { leaveTo, onBlocked, onDone: () => setOpen(null) });
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
        <BlockDialog name={name} blocking={blocking} onClose={() => setOpen(null)} />
      )}
      {open === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog
            memberId={memberId}
            name={name}
            onClose={() => setOpen(null)}
            // Its "Block" answers "Also block them?": asked once, not twice (issue 49 §8).
            alsoBlock={blocking}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Blocking the member, then leaving the page (`leaveTo`) or telling it (`onBlocked`). */
function useBlocking(
  memberId: number,
  { leaveTo, onBlocked, onDone }: { leaveTo?: string; onBlocked?: () => void; onDone: () => void },
): Blocking {
  const navigate = useNavigate();
  const [block, { isLoading, error }] = useBlockMemberMutation();
  const run = async () => {
    if (!('data' in (await block({ profile: memberId })))) return;
    onDone();
    onBlocked?.();
    if (leaveTo) void navigate(leaveTo, { replace: true });
  };
  return { run: () => void run(), busy: isLoading, error };
}

function BlockDialog({
  name,
  blocking,
  onClose,
}: {
  name: string;
  blocking: Blocking;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
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
            disabled={blocking.busy}
            onClick={blocking.run}
          >
            {t('safety.block_confirm')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('safety.block_text', { name })}</p>
      {blocking.error && <ErrorAlert error={blocking.error} />}
    </Dialog>
  );
}
