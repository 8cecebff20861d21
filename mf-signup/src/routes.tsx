// Exposed as `./routes`: every path this remote owns (routes.json) with its page.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import { UpcomingFeature } from '@app/shared/ui';
import owned from '../routes.json';
import { NAMESPACE } from './i18n';

/** Owned routes whose screens come with the sign-up issue. */
const upcoming = (feature: string) => ({
  element: <UpcomingFeature ns={NAMESPACE} titleKey={`upcoming.${feature}`} />,
});

export default defineRemoteRoutes(owned as OwnedRoute[], {
  '/signup': upcoming('signup'),
  '/complete-signup': upcoming('signup'),
  '/members/:id/signup': upcoming('signup'),
  '/activate/done': upcoming('activation'),
  '/activate/error': upcoming('activation'),
  '/signup-matches': upcoming('signup_matches'),
});
