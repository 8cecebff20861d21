// Exposed as `./routes`: every path this remote owns (routes.json) with its page.
import { defineRemoteRoutes, type OwnedRoute } from '@app/shared';
import { upcomingRoute } from '@app/shared/ui';
import owned from '../routes.json';
import { NAMESPACE } from './i18n';

/** Owned routes whose screens come with later issues. */
const upcoming = (feature: string) => upcomingRoute(NAMESPACE, feature);

export default defineRemoteRoutes(owned as OwnedRoute[], {
  '/chats': upcoming('chats'),
  '/chats/:id': upcoming('conversation'),
  '/members/:id/chat': upcoming('conversation'),
});
