import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectUser, useAppSelector } from '@app/shared';
import { WHO_MAY_WRITE, paths } from '@app/shared/values';
import { ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useSetWhoMayWriteMutation } from './api';
import { SettingsSection } from './settings-section';

/**
 * "Who may write to me" (issue 29 §1): everyone (members one has not matched with as requests),
 * verified members only, or matches only. The rest cannot write at all, and are told why.
 */
export function WhoMayWriteSection() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUser);
  const [save, { isLoading, error, originalArgs }] = useSetWhoMayWriteMutation();
  // While saving, the choice being saved; then the member's own.
  const chosen = (isLoading ? originalArgs?.who_may_write : undefined) ?? user?.who_may_write;
  return (
    <SettingsSection id="settings-who-may-write" title={t('settings.who_may_write.title')}>
      <fieldset aria-describedby="settings-who-may-write-help">
        <legend className="visually-hidden">{t('settings.who_may_write.title')}</legend>
        {WHO_MAY_WRITE.map((who) => (
          <div key={who} className="form-check">
            <input
              id={`settings-who-may-write-${who}`}
              type="radio"
              name="who_may_write"
              className="form-check-input"
              checked={chosen === who}
              disabled={!user || isLoading}
              onChange={() => void save({ who_may_write: who })}
            />
            <label htmlFor={`settings-who-may-write-${who}`} className="form-check-label">
              {t(`settings.who_may_write.${who}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="form-check form-switch mt-3">
        <input
          id="settings-new-accounts-at-once"
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={user?.new_accounts_at_once ?? false}
          disabled={!user || isLoading}
          onChange={(event) => void save({ new_accounts_at_once: event.target.checked })}
          aria-describedby="settings-new-accounts-help"
        />
        <label htmlFor="settings-new-accounts-at-once" className="form-check-label">
          {t('settings.who_may_write.new_accounts')}
        </label>
      </div>
      <div id="settings-new-accounts-help" className="form-text">
        {t('settings.who_may_write.new_accounts_help')}
      </div>
      <div id="settings-who-may-write-help" className="form-text">
        {t('settings.who_may_write.help')}{' '}
        <Link to={paths.page('safety')}>{t('settings.sessions.safety_centre')}</Link>
      </div>
      {error && <ErrorAlert error={error} />}
    </SettingsSection>
  );
}
