// Exposed as `./routes`: every path this remote owns (routes.json) with its page, inside the app.
// Landers are looked up by name at run time from this remote's campaign files, so a new lander
// ships with this remote only. A visitor's first page load is rendered by the server from the
// same components (app/render.tsx), and hydrated on its own (app/hydrate.tsx).
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import owned from '../routes.json';
import './i18n';
import './styles/landers.scss';
import { IndexPage } from './features/index/index-page';

const landerPage = {
  lazy: async () => ({ Component: (await import('./features/landers/lander-page')).LanderPage }),
};

export default defineRemoteRoutes(owned as OwnedRoute[], {
  // The landing is what this remote is first loaded for: in the routes chunk itself, not one
  // round trip later.
  '/': { Component: IndexPage },
  '/members/:id/landing': landerPage,
  '/members/:id/landing2/:slug?': landerPage,
  '/members/:id/landing3/:slug?': landerPage,
  '/landers/tinderswipe': landerPage,
  '/landers/:name/:slug?': landerPage,
});
