// Exposed as `./routes`: every path this remote owns (routes.json) with its page. Landers are
// looked up by name at run time (lander-registry.ts), so a new lander ships with this remote only.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import { upcomingRoute } from '@app/shared/ui';
import owned from '../routes.json';
import { NAMESPACE } from './i18n';
import { IndexPage } from './features/index/index-page';

/** Owned routes whose screens come with later issues. */
const upcoming = (feature: string) => upcomingRoute(NAMESPACE, feature);
const landerPage = {
  lazy: async () => ({ Component: (await import('./features/landers/lander-page')).LanderPage }),
};

export default defineRemoteRoutes(owned as OwnedRoute[], {
  // The landing is what this remote is first loaded for: in the routes chunk itself, not one
  // round trip later.
  '/': { Component: IndexPage },
  '/members/:id/landing': upcoming('member_landing'),
  '/members/:id/landing2/:slug?': upcoming('member_landing'),
  '/members/:id/landing3/:slug?': upcoming('member_landing'),
  '/landers/tinderswipe': landerPage,
  '/landers/:name/:slug?': landerPage,
});
