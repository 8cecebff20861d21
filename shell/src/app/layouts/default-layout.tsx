import { LayoutOutlet } from './layout-outlet';
import { SignupSlot } from './signup-slot';
import { TopNav } from '../../features/navigation/top-nav';
import { Footer } from '../../features/footer/footer';
import { AccountReminder } from '../../features/alerts/account-reminder';
import { DisabledNotificationsAlert } from '../../features/alerts/disabled-notifications-alert';
import { useTranslation } from 'react-i18next';

/**
 * §2 Default layout: top navigation, the account reminder and disabled-notifications alert, content, footer with disclaimer.
 * The sign-up modal's slot; the other warning banners, the entry warning and the time-bonus and
 * like modals are placed here by the issues that build them.
 */
export function DefaultLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable" href="#main">
        {t('shell:skip_to_content')}
      </a>
      <TopNav />
      <AccountReminder />
      <DisabledNotificationsAlert />
      <LayoutOutlet className="flex-grow-1" />
      <Footer />
      <SignupSlot />
    </div>
  );
}
