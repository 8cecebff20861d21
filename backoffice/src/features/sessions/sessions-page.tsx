import { TableScroll } from '@app/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeRequest, useBackofficeQuery } from '@app/shared/backoffice';
import { PageTitle } from '../../components/page-title';
import { ErrorAlert } from '../../components/error-alert';
import { NAMESPACE } from '../../i18n';
import { useFormat } from '@app/shared/backoffice';
import { PasskeysSection } from './passkeys-section';

interface Sessions {
  sessions: {
    id: number;
    user_agent: string;
    created_at: string;
    last_seen: string;
    current: boolean;
  }[];
}

/** A staff member's own sessions (issue 26 §2): where they are logged in, and ending one. */
export function SessionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { dateTime } = useFormat();
  const { data, error, reload } = useBackofficeQuery<Sessions>('/sessions');
  const [failure, setFailure] = useState<unknown>(null);
  const end = async (id: number) => {
    setFailure(null);
    await backofficeRequest(`/sessions/${id}`, { method: 'DELETE' }).catch(setFailure);
    reload();
  };
  return (
    <section>
      <PageTitle text={t('sessions.title')} />
      <ErrorAlert error={error ?? failure} />
      <TableScroll label={t('sessions.title')}>
        <table className="table align-middle">
          <thead>
            <tr>
              <th scope="col">{t('sessions.browser')}</th>
              <th scope="col">{t('sessions.since')}</th>
              <th scope="col">{t('sessions.last_seen')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.sessions.map((session) => (
              <tr key={session.id}>
                <td className="text-break">{session.user_agent || t('sessions.unknown')}</td>
                <td>{dateTime(session.created_at)}</td>
                <td>{dateTime(session.last_seen)}</td>
                <td className="text-end">
                  {session.current ? (
                    <span className="badge text-bg-success">{t('sessions.current')}</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => void end(session.id)}
                    >
                      {t('sessions.end')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <PasskeysSection />
    </section>
  );
}
