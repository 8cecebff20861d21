import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@app/shared/values';
import { useChangeLanguage } from '@app/shared';
import { useGetAccountSettingsQuery, useUpdateAccountSettingsMutation } from './api';
import { ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { SettingsSection } from './settings-section';

/** The interface language, saved for the member too (mails come in it). */
export function LanguageSection() {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const changeLanguage = useChangeLanguage();
  return (
    <SettingsSection id="settings-language" title={t('settings.language.title')}>
      <label htmlFor="settings-language-select" className="form-label">
        {t('settings.language.label')}
      </label>
      <select
        id="settings-language-select"
        className="form-select"
        style={{ maxWidth: 320 }}
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`common:language.${language}`)}
          </option>
        ))}
      </select>
    </SettingsSection>
  );
}

/** Invisible mode (spec §1): out of search and likes lists; chats go on. */
export function VisibilitySection() {
  const { t } = useTranslation(NAMESPACE);
  const { data: settings, error: loadError, refetch } = useGetAccountSettingsQuery();
  const [update, { isLoading, error }] = useUpdateAccountSettingsMutation();
  return (
    <SettingsSection id="settings-visibility" title={t('settings.visibility.title')}>
      {loadError && <ErrorAlert error={loadError} onRetry={() => void refetch()} />}
      <div className="form-check form-switch">
        <input
          id="settings-invisible"
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={settings?.invisible ?? false}
          disabled={!settings || isLoading}
          onChange={(event) => void update({ invisible: event.target.checked })}
          aria-describedby="settings-invisible-help"
        />
        <label htmlFor="settings-invisible" className="form-check-label">
          {t('settings.visibility.invisible')}
        </label>
      </div>
      <div id="settings-invisible-help" className="form-text">
        {t('settings.visibility.help')}
      </div>
      {error && <ErrorAlert error={error} />}
    </SettingsSection>
  );
}
