import { TableScroll } from '@app/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTES } from '@app/shared/platform/apps';
import { staffRoles, type StaffList } from '@app/shared/contracts';
import {
  backofficeRequest,
  formValues,
  useBackofficeQuery,
  useFormat,
} from '@app/shared/backoffice';
import { PageTitle } from '../../components/page-title';
import { ErrorAlert } from '../../components/error-alert';
import { NAMESPACE } from '../../i18n';

type StaffMember = StaffList['staff'][number];
/** What a row of the staff table is doing: nothing, disabling, or changing the role. */
type Editing = { id: number; act: 'disable' | 'role' } | null;

/**
 * Staff management, for owners (issues 26 §2, 48 §2): who has an account and which role, pending
 * invitations (sent again or revoked), roles changed and accounts disabled at once (their sessions
 * end), each with the reason recorded. An owner's own row offers neither: another owner does it.
 */
export function StaffPage() {
  const { t } = useTranslation(NAMESPACE);
  const { dateTime } = useFormat();
  const { data, error, reload } = useBackofficeQuery<StaffList>('/staff');
  const me = useBackofficeQuery<{ id: number }>('/me').data;
  const [said, setSaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [editing, setEditing] = useState<Editing>(null);

  /** One act of this screen: said when done, its refusal shown in words otherwise. */
  const act = async (path: string, body: unknown, done: string) => {
    setFailure(null);
    setSaid(null);
    try {
      await backofficeRequest(path, { method: 'POST', body });
      setSaid(done);
      setEditing(null);
      reload();
      return true;
    } catch (refusal) {
      setFailure(refusal);
      return false;
    }
  };

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = formValues(form);
    const email = value('email').trim().toLowerCase();
    const ok = await act(
      '/staff/invitations',
      {
        email,
        role: value('role'),
        ...(value('role') === 'deployer' ? { remote: value('remote') } : {}),
      },
      t('staff.invited', { email }),
    );
    if (ok) form.reset();
  };

  return (
    <section>
      <PageTitle text={t('staff.title')} />
      <ErrorAlert error={error ?? failure} />
      {said && (
        <div className="alert alert-success" role="status">
          {said}
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
        <RoleFields id="invite" />
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('staff.invite')}
          </button>
        </div>
      </form>

      {data && data.invitations.length > 0 && (
        <>
          <h2 className="h5">{t('staff.pending_title')}</h2>
          <TableScroll label={t('staff.pending_title')}>
            <table className="table align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col">{t('staff.role')}</th>
                  <th scope="col">{t('staff.invited_by')}</th>
                  <th scope="col">{t('staff.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.invitations.map((invitation) => (
                  <tr key={invitation.id}>
                    <td>{invitation.email}</td>
                    <td>
                      <RoleName {...invitation} />
                    </td>
                    <td>{invitation.invited_by ?? '—'}</td>
                    <td>
                      {invitation.expired
                        ? t('staff.invitation_expired', { at: dateTime(invitation.expires_at) })
                        : t('staff.invitation_valid', { at: dateTime(invitation.expires_at) })}
                    </td>
                    <td className="text-end text-nowrap">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary me-2"
                        aria-label={t('staff.resend_label', { email: invitation.email })}
                        onClick={() =>
                          void act(
                            `/staff/invitations/${invitation.id}/resend`,
                            undefined,
                            t('staff.invited', { email: invitation.email }),
                          )
                        }
                      >
                        {t('staff.resend')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={t('staff.revoke_label', { email: invitation.email })}
                        onClick={() =>
                          void act(
                            `/staff/invitations/${invitation.id}/revoke`,
                            undefined,
                            t('staff.revoked', { email: invitation.email }),
                          )
                        }
                      >
                        {t('staff.revoke')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}

      <h2 className="h5">{t('staff.accounts_title')}</h2>
      <TableScroll label={t('staff.accounts_title')}>
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
                <td>
                  <RoleName {...member} />
                </td>
                <td>{dateTime(member.created_at)}</td>
                <td>
                  {member.disabled_at
                    ? t('staff.disabled', { at: dateTime(member.disabled_at) })
                    : member.second_factor
                      ? t('staff.active')
                      : t('staff.no_second_factor')}
                </td>
                <td className="text-end">
                  {member.id === me?.id ? (
                    <span className="text-body-secondary small">{t('staff.you')}</span>
                  ) : member.disabled_at ? null : editing?.id === member.id ? (
                    <form
                      className="d-flex flex-wrap gap-2 justify-content-end align-items-end"
                      onSubmit={(event) => {
                        event.preventDefault();
                        const value = formValues(event.currentTarget);
                        void (editing.act === 'disable'
                          ? act(
                              `/staff/${member.id}/disable`,
                              { reason: value('reason') },
                              t('staff.disabled_said', { email: member.email }),
                            )
                          : act(
                              `/staff/${member.id}/role`,
                              {
                                role: value('role'),
                                reason: value('reason'),
                                ...(value('role') === 'deployer'
                                  ? { remote: value('remote') }
                                  : {}),
                              },
                              t('staff.role_changed', { email: member.email }),
                            ));
                      }}
                    >
                      {editing.act === 'role' && (
                        <RoleFields id={`role-${member.id}`} of={member} />
                      )}
                      <div>
                        <label htmlFor={`staff-reason-${member.id}`} className="visually-hidden">
                          {t(
                            editing.act === 'disable'
                              ? 'staff.disable_reason'
                              : 'staff.role_reason',
                            { email: member.email },
                          )}
                        </label>
                        <input
                          id={`staff-reason-${member.id}`}
                          name="reason"
                          className="form-control form-control-sm"
                          placeholder={t('reason')}
                          required
                          // Opened by the click just made: typing the reason comes next.
                          ref={(input) => {
                            if (editing.act === 'disable') input?.focus();
                          }}
                        />
                      </div>
                      <button
                        type="submit"
                        className={`btn btn-sm ${editing.act === 'disable' ? 'btn-danger' : 'btn-primary'}`}
                      >
                        {t(
                          editing.act === 'disable'
                            ? 'staff.disable_confirm'
                            : 'staff.role_confirm',
                        )}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        onClick={() => setEditing(null)}
                      >
                        {t('cancel')}
                      </button>
                    </form>
                  ) : (
                    <div className="d-flex gap-2 justify-content-end">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        onClick={() => setEditing({ id: member.id, act: 'role' })}
                        aria-label={t('staff.change_role_label', { email: member.email })}
                      >
                        {t('staff.change_role')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => setEditing({ id: member.id, act: 'disable' })}
                        aria-label={t('staff.disable_label', { email: member.email })}
                      >
                        {t('staff.disable')}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** A role's name, with the remote a team deployer deploys. */
function RoleName({ role, remote }: { role: string; remote: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const name = t(`roles.${role}`, { defaultValue: role });
  return <>{remote ? `${name} (${remote})` : name}</>;
}

/** The role picker, and the remote when the role is team deployer (issue 28 §2). */
function RoleFields({ id, of }: { id: string; of?: StaffMember }) {
  const { t } = useTranslation(NAMESPACE);
  const [role, setRole] = useState<string>(of?.role ?? staffRoles[0]);
  return (
    <>
      <div className={of ? '' : 'col-sm-4 col-lg-3'}>
        <label htmlFor={`${id}-role`} className={of ? 'visually-hidden' : 'form-label'}>
          {of ? t('staff.new_role', { email: of.email }) : t('staff.role')}
        </label>
        <select
          id={`${id}-role`}
          name="role"
          className={of ? 'form-select form-select-sm' : 'form-select'}
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
        <div className={of ? '' : 'col-sm-4 col-lg-3'}>
          <label htmlFor={`${id}-remote`} className={of ? 'visually-hidden' : 'form-label'}>
            {t('staff.remote')}
          </label>
          <select
            id={`${id}-remote`}
            name="remote"
            className={of ? 'form-select form-select-sm' : 'form-select'}
            required
            defaultValue={of?.remote ?? undefined}
          >
            {REMOTES.map((remote) => (
              <option key={remote} value={remote}>
                {remote}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
