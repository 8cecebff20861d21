import { LayoutOutlet } from './layout-outlet';
import { LikeModalSlot } from './like-modal-slot';
import { MatchScreenSlot } from './match-screen-slot';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';
import { SignupSlot } from './signup-slot';
import { TimeBonusBannerSlot, TimeBonusModalSlot } from './time-bonus-slots';
import { TopNav } from '../../features/navigation/top-nav';
import { TabBar } from '../../features/navigation/tab-bar';
import { Footer } from '../../features/footer/footer';
import { Alerts } from '../../features/alerts/alerts';
import { useTranslation } from 'react-i18next';

/**
 * §2 Default layout: top navigation, the time-bonus banner, the alerts (account reminder, push,
 * disabled notifications, profile photo; alert-rules.ts decides per route) at the top of the
 * content, footer with disclaimer; the sign-up, time-bonus and
 * like modals' and the match screen's slots; all behind the entry warning. The other warning banners are placed here
 * by the issues that build them.
 */
export function DefaultLayout() {
  const { t } = useTranslation('shell');
  return (
    <EntryWarningGate>
      <div className="d-flex flex-column min-vh-100">
        <a className="visually-hidden-focusable" href="#main">
          {t('shell:skip_to_content')}
        </a>
        <TopNav />
        <TimeBonusBannerSlot />
        <LayoutOutlet className="flex-grow-1" above={<Alerts />} />
        <Footer />
        <TabBar />
        <SignupSlot />
        <TimeBonusModalSlot />
        <LikeModalSlot />
        <MatchScreenSlot />
      </div>
    </EntryWarningGate>
  );
}
