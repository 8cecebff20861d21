// Exposed as `./routes`: every path this remote owns (routes.json) with its page.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import owned from '../routes.json';

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

const completeSignup = {
  lazy: async () => ({
    Component: (await import('./features/signup/complete-signup-page')).CompleteSignupPage,
  }),
};

const signupMatches = {
  lazy: async () => ({
    Component: (await import('./features/signup/signup-matches-page')).SignupMatchesPage,
  }),
};

export default defineRemoteRoutes(owned as OwnedRoute[], {
  '/signup': signup,
  '/complete-signup': completeSignup,
  '/members/:id/signup': signup,
  '/activate/done': activationDone,
  '/activate/error': activationError,
  '/signup-matches': signupMatches,
});
