import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectSettings, selectUser, useAppSelector } from '@app/shared';
import { LoginRequired } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { BlockedSection } from './blocked-section';
import { DataSection } from './data-section';
import { DeleteAccountSection } from './delete-account';
import { EmailSection } from './email-section';
import { InviteSection } from './invite-section';
import { PasswordSection } from './password-section';
import { LanguageSection, VisibilitySection } from './preferences-section';
import { SecuritySection } from './security-section';
import { SessionsSection } from './sessions-section';
import { WhoMayWriteSection } from './who-may-write-section';
import { HiddenWordsSection } from './hidden-words-section';
import { SettingsSection } from './settings-section';

/** `/settings` (spec §1): password, e-mail address, language, invisible mode, leaving. */
export function SettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUser);
  const site = useAppSelector(selectSettings);
  if (!user) return <LoginRequired />;
  return (
    <div className="container py-4" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-4">{t('settings.title')}</h1>
      <PasswordSection />
      <SecuritySection />
      <EmailSection />
      <SessionsSection />
      <LanguageSection />
      <VisibilitySection />
      <WhoMayWriteSection />
      <HiddenWordsSection />
      <BlockedSection />
      <SettingsSection id="settings-notifications" title={t('settings.notifications.title')}>
        <p className="text-body-secondary">{t('settings.notifications.lead')}</p>
        <Link to={paths.notifications} className="btn btn-outline-primary">
          {t('settings.notifications.open')}
        </Link>
      </SettingsSection>
      {site?.signups === 'invite' && user.status === 'active' && <InviteSection />}
      <DataSection />
      <DeleteAccountSection />
    </div>
  );
}
