import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { deviceWords } from '@app/shared/utils';
import type { MemberSession } from '@app/shared/contracts';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useEndSessionsMutation, useGetSessionsQuery } from './api';
import { Saved, SettingsSection } from './settings-section';

/**
 * Where the member is logged in (issue 29 §4): each session's device, coarse place and last
 * use, this one first among equals; log out of any, or of every other one at once.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, error, isLoading, refetch } = useGetSessionsQuery();
  const [end, ending] = useEndSessionsMutation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const places = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const place = (session: MemberSession) =>
    session.country
      ? (places.of(session.country) ?? session.country)
      : t('settings.sessions.unknown_place');
  const others = data?.filter((session) => !session.current) ?? [];
  const said =
    ending.data === undefined
      ? null
      : ending.originalArgs && 'others' in ending.originalArgs
        ? t('settings.sessions.ended_others', { count: ending.data.ended })
        : t('settings.sessions.ended_session');

  return (
    <SettingsSection id="settings-sessions" title={t('settings.sessions.title')}>
      <p className="text-body-secondary">
        {t('settings.sessions.lead')}{' '}
        <Link to={paths.page('safety')}>{t('settings.sessions.safety_centre')}</Link>
      </p>
      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && (
        <ul className="list-group mb-3" aria-label={t('settings.sessions.title')}>
          {data.map((session) => {
            const device = session.device
              ? deviceWords(session.device, t('settings.sessions.on'))
              : t('settings.sessions.unknown_device');
            return (
              <li
                key={session.id}
                className="list-group-item d-flex flex-wrap align-items-center gap-2"
              >
                <div className="me-auto">
                  <div className="fw-semibold">
                    {device} · {place(session)}
                    {session.current && (
                      <span className="badge text-bg-success ms-2">
                        {t('settings.sessions.this_device')}
                      </span>
                    )}
                  </div>
                  <div className="small text-body-secondary">
                    {t('settings.sessions.last_used', {
                      when: when.format(new Date(session.last_seen)),
                    })}
                    {' · '}
                    {t('settings.sessions.since', {
                      when: when.format(new Date(session.created_at)),
                    })}
                  </div>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    disabled={ending.isLoading}
                    aria-label={t('settings.sessions.log_out_name', { device })}
                    onClick={() => void end({ id: session.id })}
                  >
                    {t('settings.sessions.log_out')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data && others.length === 0 && (
        <p className="mb-0 text-body-secondary">{t('settings.sessions.only_this')}</p>
      )}
      {others.length > 0 && (
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={ending.isLoading}
          onClick={() => void end({ others: true })}
        >
          {t('settings.sessions.log_out_others')}
        </button>
      )}
      {said && <Saved>{said}</Saved>}
      {ending.error && <ErrorAlert error={ending.error} />}
    </SettingsSection>
  );
}
