import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeRequest, formValues } from '@app/shared/backoffice';
import { NAMESPACE } from '../../i18n';
import { SanctionFields } from './sanction-fields';

/**
 * Suspend or ban a member from their file, without a report (issue 48 §2), or lift the
 * suspension or ban they are under — for staff with `members.suspend`. The reason from the list
 * is what the member is told at login; the note is the team's, in the audit trail.
 */
export function MemberSanction({
  id,
  status,
  say,
  fail,
  onDone,
}: {
  id: number;
  status: string;
  say: (text: string) => void;
  fail: (failure: unknown) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [kind, setKind] = useState<'suspend' | 'ban'>('suspend');
  const [busy, setBusy] = useState(false);
  const sanctioned = status === 'suspended' || status === 'banned';

  const send = async (path: string, body: unknown, text: string, form: HTMLFormElement) => {
    fail(null);
    setBusy(true);
    try {
      await backofficeRequest(`/members/${id}/${path}`, { method: 'POST', body });
      say(text);
      form.reset();
      onDone();
    } catch (refusal) {
      fail(refusal);
    } finally {
      setBusy(false);
    }
  };
  const sanction = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = formValues(form);
    const note = value('note').trim();
    void send(
      kind,
      {
        reason: value('reason'),
        ...(kind === 'suspend' ? { days: Number(value('days')) } : {}),
        ...(note ? { note } : {}),
      },
      t(kind === 'suspend' ? 'member_desk.suspended' : 'member_desk.banned'),
      form,
    );
  };
  const lift = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void send('lift', { reason: formValues(form)('reason') }, t('member_desk.lifted_said'), form);
  };

  if (sanctioned)
    return (
      <form className="col-lg-6" onSubmit={lift}>
        <h3 className="h6">
          {t(status === 'banned' ? 'member_desk.lift_ban' : 'member_desk.lift_suspension')}
        </h3>
        <label htmlFor="lift-reason" className="form-label">
          {t('member_desk.reason')}
        </label>
        <div className="d-flex gap-2">
          <input id="lift-reason" name="reason" className="form-control" required />
          <button type="submit" className="btn btn-outline-success text-nowrap" disabled={busy}>
            {t('member_desk.lift')}
          </button>
        </div>
      </form>
    );
  return (
    <form className="col-lg-6" onSubmit={sanction}>
      <fieldset>
        <legend className="h6">{t('member_desk.sanction')}</legend>
        {(['suspend', 'ban'] as const).map((name) => (
          <div className="form-check form-check-inline" key={name}>
            <input
              className="form-check-input"
              type="radio"
              name="kind"
              id={`sanction-${name}`}
              checked={kind === name}
              onChange={() => setKind(name)}
            />
            <label className="form-check-label" htmlFor={`sanction-${name}`}>
              {t(`member_desk.${name}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="row g-2">
        <SanctionFields idPrefix="sanction" withDays={kind === 'suspend'} />
      </div>
      <button type="submit" className="btn btn-outline-danger mt-2" disabled={busy}>
        {t(kind === 'suspend' ? 'member_desk.suspend_button' : 'member_desk.ban_button')}
      </button>
    </form>
  );
}
