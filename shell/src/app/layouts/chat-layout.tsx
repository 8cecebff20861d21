import { useEffect } from 'react';
import { useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ENTRY_WARNING_COUNTRIES_LIMITED } from '@app/shared/values';
import { LayoutOutlet } from './layout-outlet';
import { MatchScreenSlot } from './match-screen-slot';
import { EntryWarningGate } from '../../features/entry-warning/entry-warning';
import { TopNav } from '../../features/navigation/top-nav';
import { TabBar } from '../../features/navigation/tab-bar';
import styles from './chat-layout.module.scss';

/**
 * §2 Chat layout: the conversations inside the normal header, filling the screen below it (the
 * list and the thread scroll on their own), behind the entry warning for visitors from NL and DE
 * only. On a phone the tab bar shows on the list; a thread has its back arrow instead, and the
 * page keeps no room for the bar. A match made meanwhile opens the match screen here too.
 */
export function ChatLayout() {
  const { t } = useTranslation('shell');
  const onList = useMatch('/chats') !== null;
  useEffect(() => {
    if (onList) return;
    document.body.classList.add('without-tab-bar');
    return () => document.body.classList.remove('without-tab-bar');
  }, [onList]);
  return (
    <EntryWarningGate limitTo={ENTRY_WARNING_COUNTRIES_LIMITED}>
      <div className={`d-flex flex-column ${styles.screen}`}>
        <a className="visually-hidden-focusable" href="#main">
          {t('shell:skip_to_content')}
        </a>
        <TopNav />
        <LayoutOutlet className={`flex-grow-1 d-flex flex-column ${styles.content}`} />
        {onList && <TabBar />}
      </div>
      <MatchScreenSlot />
    </EntryWarningGate>
  );
}
