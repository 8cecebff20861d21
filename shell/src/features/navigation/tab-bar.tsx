import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectUser, useAppSelector } from '@app/shared';
import { CountBadge } from './count-badge';
import { useNavCounts } from './use-nav-counts';
import styles from './tab-bar.module.scss';

/** Simple line icons (24×24), drawn here: an icon font would cost every page a download. */
const ICONS = {
  search:
    'M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.44 1.41-1.42-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
  likes:
    'M12 20.5s-7.5-4.6-9.6-9.2C.9 7.8 3 4 6.7 4c2.1 0 3.6 1.1 4.3 2.6C11.7 5.1 13.2 4 15.3 4 19 4 21.1 7.8 19.6 11.3 17.5 15.9 12 20.5 12 20.5Z',
  messages:
    'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4.4 3.5A.4.4 0 0 1 4 20.2V17a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9h1v2.2L8.3 15H19V6H5Z',
  profile:
    'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 8c4.4 0 8 2.2 8 5.5V21H4v-2.5C4 15.2 7.6 13 12 13Zm0 2c-3.3 0-6 1.5-6 3.5v.5h12v-.5c0-2-2.7-3.5-6-3.5Z',
} as const;

function TabIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ICONS[name]} />
    </svg>
  );
}

/**
 * On a phone (below the desktop navigation's width), a member's four main places — search,
 * likes, messages, profile — at the thumb, each with its count, instead of behind the menu.
 */
export function TabBar() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const { unreadMessages, newLikes } = useNavCounts();
  if (!user) return null;
  const tabs = [
    { to: paths.members, icon: 'search', label: t('nav.search_tab'), end: true },
    {
      to: paths.likes,
      icon: 'likes',
      label: t('nav.likes'),
      badge: <CountBadge count={newLikes} label={t('nav.new_likes')} />,
    },
    {
      to: paths.chats,
      icon: 'messages',
      label: t('nav.messages'),
      badge: (
        <CountBadge count={unreadMessages} label={t('nav.unread_messages')} variant="secondary" />
      ),
    },
    { to: paths.profile, icon: 'profile', label: t('nav.profile_tab') },
  ] as const;
  return (
    <nav className={`${styles.bar} d-lg-none border-top bg-body`} aria-label={t('nav.tabs')}>
      <ul className="nav nav-justified flex-nowrap">
        {tabs.map((tab) => (
          <li className="nav-item" key={tab.to}>
            <NavLink
              to={tab.to}
              end={'end' in tab}
              className={({ isActive }) => `nav-link ${styles.tab}${isActive ? ' active' : ''}`}
            >
              <TabIcon name={tab.icon} />
              <span className={styles.label}>{tab.label}</span>
              {/* After the name, so it is read "Messages, 3 unread messages"; drawn on the icon. */}
              {'badge' in tab && <span className={styles.badge}>{tab.badge}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
