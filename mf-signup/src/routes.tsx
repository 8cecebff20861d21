// Exposed as `./routes`: every path this remote owns (routes.json) with its page.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import { upcomingRoute } from '@app/shared/ui';
import owned from '../routes.json';
import { NAMESPACE } from './i18n';

const activationDone = {
  lazy: async () => ({
    Component: (await import('./features/activation/activation-pages')).ActivationDonePage,
  }),
};
const activationError = {
  lazy: async () => ({
    Component: (await import('./features/activation/activation-pages')).ActivationErrorPage,
  }),
};

const signup = {
  lazy: async () => ({
    Component: (await import('./features/signup/signup-page')).SignupPage,
  }),
};

/** Owned routes whose screens come with later issues. */
const upcoming = (feature: string) => upcomingRoute(NAMESPACE, feature);

export default defineRemoteRoutes(owned as OwnedRoute[], {
  '/signup': signup,
  '/complete-signup': upcoming('signup'),
  '/members/:id/signup': signup,
  '/activate/done': activationDone,
  '/activate/error': activationError,
  '/signup-matches': upcoming('signup_matches'),
});
