// Exposed as `./routes`: every path this remote owns (routes.json) with its page. The members
// search, where a member lands after logging in, comes with the routes chunk; other pages load
// on demand.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import owned from '../routes.json';
import './i18n';
import { MembersPage } from './features/search/members-page';

const membersPage = { Component: MembersPage };
const profilePage = {
  lazy: async () => ({
    Component: (await import('./features/profile/member-profile-page')).MemberProfilePage,
  }),
};
const settingsPage = {
  lazy: async () => ({
    Component: (await import('./features/settings/settings-page')).SettingsPage,
  }),
};
const notificationsPage = {
  lazy: async () => ({
    Component: (await import('./features/settings/notifications-page')).NotificationsPage,
  }),
};
const likesPage = {
  lazy: async () => ({
    Component: (await import('./features/likes/likes-page')).LikesPage,
  }),
};
const swipeGamePage = {
  lazy: async () => ({
    Component: (await import('./features/swipe/swipe-game-page')).SwipeGamePage,
  }),
};
const matchFinderPage = {
  lazy: async () => ({
    Component: (await import('./features/swipe/match-finder-page')).MatchFinderPage,
  }),
};
const ownProfilePage = {
  lazy: async () => ({
    Component: (await import('./features/own-profile/own-profile-page')).OwnProfilePage,
  }),
};

export default defineRemoteRoutes(owned as OwnedRoute[], {
  '/members': membersPage,
  '/members/:id': profilePage,
  '/likes/m/:id': profilePage,
  '/likes': likesPage,
  // Each tab by name: any other /likes/… is unknown, and the server answers it 404.
  '/likes/received': likesPage,
  '/likes/sent': likesPage,
  '/likes/matches': likesPage,
  '/match-finder': matchFinderPage,
  '/swipe-game': swipeGamePage,
  '/profile': ownProfilePage,
  '/settings': settingsPage,
  '/notifications': notificationsPage,
});
