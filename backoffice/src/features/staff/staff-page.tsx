import { TableScroll } from '@app/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTES } from '@app/shared/platform/apps';
import { staffRoles } from '@app/shared/contracts';
import { backofficeRequest, useBackofficeQuery } from '@app/shared/backoffice';
import { PageTitle } from '../../components/page-title';
import { ErrorAlert } from '../../components/error-alert';
import { NAMESPACE } from '../../i18n';
import { useFormat } from '@app/shared/backoffice';
import { formValues } from '@app/shared/backoffice';

interface StaffList {
  staff: {
    id: number;
    email: string;
    role: string;
    created_at: string;
    disabled_at: string | null;
    second_factor: boolean;
  }[];
}

/**
 * Staff management, for owners (issue 26 §2): who has an account and which role, invitations by
 * mail, and disabling an account at once (its sessions end) with the reason recorded.
 */
export function StaffPage() {
  const { t } = useTranslation(NAMESPACE);
  const { dateTime } = useFormat();
  const { data, error, reload } = useBackofficeQuery<StaffList>('/staff');
  const [invited, setInvited] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [disabling, setDisabling] = useState<number | null>(null);
  // A team deployer is invited for one remote (issue 28 §2).
  const [role, setRole] = useState<string>(staffRoles[0]);

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const value = formValues(formElement);
    setFailure(null);
    setInvited(null);
    try {
      const { email } = await backofficeRequest<{ email: string }>('/staff/invitations', {
        method: 'POST',
        body: {
          email: value('email'),
          role: value('role'),
          ...(value('role') === 'deployer' ? { remote: value('remote') } : {}),
        },
      });
      setInvited(email);
      formElement.reset();
    } catch (refusal) {
      setFailure(refusal);
    }
  };
  const disable = async (event: FormEvent<HTMLFormElement>, id: number) => {
    event.preventDefault();
    const reason = formValues(event.currentTarget)('reason');
    setFailure(null);
    try {
      await backofficeRequest(`/staff/${id}/disable`, { method: 'POST', body: { reason } });
      setDisabling(null);
      reload();
    } catch (refusal) {
      setFailure(refusal);
    }
  };

  return (
    <section>
      <PageTitle text={t('staff.title')} />
      <ErrorAlert error={error ?? failure} />
      {invited && (
        <div className="alert alert-success" role="status">
          {t('staff.invited', { email: invited })}
        </div>
      )}
      <form className="row g-2 align-items-end mb-4" onSubmit={(event) => void invite(event)}>
        <h2 className="h5 col-12">{t('staff.invite_title')}</h2>
        <div className="col-sm-6 col-lg-4">
          <label htmlFor="invite-email" className="form-label">
            {t('staff.email')}
          </label>
          <input id="invite-email" name="email" type="email" className="form-control" required />
        </div>
        <div className="col-sm-4 col-lg-3">
          <label htmlFor="invite-role" className="form-label">
            {t('staff.role')}
          </label>
          <select
            id="invite-role"
            name="role"
            className="form-select"
            required
            value={role}
            onChange={(event) => setRole(event.target.value)}
          >
            {staffRoles.map((name) => (
              <option key={name} value={name}>
                {t(`roles.${name}`)}
              </option>
            ))}
          </select>
        </div>
        {role === 'deployer' && (
          <div className="col-sm-4 col-lg-3">
            <label htmlFor="invite-remote" className="form-label">
              {t('staff.remote')}
            </label>
            <select id="invite-remote" name="remote" className="form-select" required>
              {REMOTES.map((remote) => (
                <option key={remote} value={remote}>
                  {remote}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('staff.invite')}
          </button>
        </div>
      </form>
      <TableScroll label={t('staff.title')}>
        <table className="table align-middle">
          <thead>
            <tr>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('staff.since')}</th>
              <th scope="col">{t('staff.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.staff.map((member) => (
              <tr key={member.id}>
                <td>{member.email}</td>
                <td>{t(`roles.${member.role}`, { defaultValue: member.role })}</td>
                <td>{dateTime(member.created_at)}</td>
                <td>
                  {member.disabled_at
                    ? t('staff.disabled', { at: dateTime(member.disabled_at) })
                    : member.second_factor
                      ? t('staff.active')
                      : t('staff.no_second_factor')}
                </td>
                <td className="text-end">
                  {!member.disabled_at &&
                    (disabling === member.id ? (
                      <form
                        className="d-flex gap-2 justify-content-end"
                        onSubmit={(event) => void disable(event, member.id)}
                      >
                        <label htmlFor={`disable-reason-${member.id}`} className="visually-hidden">
                          {t('staff.disable_reason', { email: member.email })}
                        </label>
                        <input
                          id={`disable-reason-${member.id}`}
                          name="reason"
                          className="form-control form-control-sm"
                          placeholder={t('reason')}
                          required
                          // Opened by the click just made: typing the reason comes next.
                          ref={(input) => input?.focus()}
                        />
                        <button type="submit" className="btn btn-sm btn-danger">
                          {t('staff.disable_confirm')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          onClick={() => setDisabling(null)}
                        >
                          {t('cancel')}
                        </button>
                      </form>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => setDisabling(member.id)}
                        aria-label={t('staff.disable_label', { email: member.email })}
                      >
                        {t('staff.disable')}
                      </button>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
