import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeRequest, formValues } from '@app/shared/backoffice';
import { MEMBER_NOTE_MAX_LENGTH, type MemberFile } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

/**
 * Support's notes on the member (issue 48 §2): what colleagues should know next time, kept with
 * who wrote it and when. Staff only: the member never sees them, nor finds them in their data.
 */
export function MemberNotes({
  id,
  notes,
  when,
  say,
  fail,
  onAdded,
}: {
  id: number;
  notes: MemberFile['notes'];
  when: (iso: string) => string;
  say: (text: string) => void;
  fail: (failure: unknown) => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    fail(null);
    setBusy(true);
    try {
      await backofficeRequest(`/members/${id}/notes`, {
        method: 'POST',
        body: { body: formValues(form)('body') },
      });
      say(t('member_desk.note_added'));
      form.reset();
      onAdded();
    } catch (refusal) {
      fail(refusal);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mb-4" aria-labelledby="member-notes-title">
      <h3 className="h5" id="member-notes-title">
        {t('member_desk.notes')}
      </h3>
      <form className="mb-3" onSubmit={(event) => void add(event)}>
        <label htmlFor="member-note" className="form-label">
          {t('member_desk.note_label')}
        </label>
        <textarea
          id="member-note"
          name="body"
          className="form-control mb-2"
          rows={2}
          maxLength={MEMBER_NOTE_MAX_LENGTH}
          required
          aria-describedby="member-note-hint"
        />
        <div id="member-note-hint" className="form-text">
          {t('member_desk.note_hint')}
        </div>
        <button type="submit" className="btn btn-outline-primary mt-2" disabled={busy}>
          {t('member_desk.note_add')}
        </button>
      </form>
      {notes.length === 0 ? (
        <p className="text-body-secondary">{t('member_desk.nothing')}</p>
      ) : (
        <ul className="list-unstyled">
          {notes.map((note) => (
            <li key={note.id} className="border-start border-3 ps-2 mb-2">
              <p className="small text-body-secondary mb-1">
                {note.staff_email ?? t('member_desk.former_staff')} · {when(note.created_at)}
              </p>
              <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                {note.body}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
