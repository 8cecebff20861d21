import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeDownload, backofficeRequest, formValues } from '@app/shared/backoffice';
import { ConfirmDialog } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';

/**
 * A member's data rights, handled by support (issue 26 §4): everything about them as a download
 * (their data as JSON and their photos), and erasure now — asked twice, because it cannot be
 * undone. Both with the reason the audit trail keeps.
 */
export function MemberRights({
  id,
  name,
  say,
  fail,
  onErased,
}: {
  id: number;
  name: string;
  /** Said in the member file's one status line. */
  say: (text: string) => void;
  /** Shown in the member file's one error alert (null clears it). */
  fail: (failure: unknown) => void;
  onErased: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [erasing, setErasing] = useState<string | null>(null);

  const download = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    fail(null);
    setBusy(true);
    try {
      await backofficeDownload(`/members/${id}/export`, {
        reason: formValues(form)('reason'),
      });
      say(t('member_desk.exported'));
      form.reset();
    } catch (refusal) {
      fail(refusal);
    } finally {
      setBusy(false);
    }
  };
  const askErase = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErasing(formValues(event.currentTarget)('reason'));
  };
  const erase = async () => {
    fail(null);
    setBusy(true);
    try {
      await backofficeRequest(`/members/${id}/erase`, {
        method: 'POST',
        body: { reason: erasing },
      });
      setErasing(null);
      onErased();
    } catch (refusal) {
      setErasing(null);
      fail(refusal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mb-4" aria-labelledby="member-rights-title">
      <h3 id="member-rights-title" className="h5">
        {t('member_desk.rights')}
      </h3>
      <div className="row g-4">
        <form className="col-lg-6" onSubmit={(event) => void download(event)}>
          <label htmlFor="export-reason" className="form-label">
            {t('member_desk.export_reason')}
          </label>
          <div className="d-flex gap-2">
            <input id="export-reason" name="reason" className="form-control" required />
            <button type="submit" className="btn btn-outline-primary text-nowrap" disabled={busy}>
              {t('member_desk.export')}
            </button>
          </div>
        </form>
        <form className="col-lg-6" onSubmit={askErase}>
          <label htmlFor="erase-reason" className="form-label">
            {t('member_desk.erase_reason')}
          </label>
          <div className="d-flex gap-2">
            <input id="erase-reason" name="reason" className="form-control" required />
            <button type="submit" className="btn btn-danger text-nowrap" disabled={busy}>
              {t('member_desk.erase')}
            </button>
          </div>
        </form>
      </div>
      {erasing !== null && (
        <ConfirmDialog
          title={t('member_desk.erase_title', { name })}
          cancelLabel={t('member_desk.keep')}
          confirmLabel={t('member_desk.erase_confirm')}
          onCancel={() => setErasing(null)}
          onConfirm={() => void erase()}
          busy={busy}
        >
          {t('member_desk.erase_text', { name })}
        </ConfirmDialog>
      )}
    </section>
  );
}
