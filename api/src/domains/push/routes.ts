import {
  okResponseSchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import * as push from './service';

/** Where `…/api/user.php?push=1` is routed (see pushUrlRewrite). */
export const PUSH_ROUTE = '/api/push.php';

/**
 * The spec's path for a push subscription is `POST /api/user.php?push=1`, the login's path with
 * a flag. Routed to its own URL before routing, so login and push keep their own schemas and
 * rate limits.
 */
export function pushUrlRewrite(url: string): string {
  const [pathname, query = ''] = url.split('?', 2) as [string, string?];
  if (pathname !== '/api/user.php') return url;
  const params = new URLSearchParams(query);
  if (params.get('push') !== '1') return url;
  params.delete('push');
  const rest = params.toString();
  return rest ? `${PUSH_ROUTE}?${rest}` : PUSH_ROUTE;
}

/** Spec §4, §7: a browser's push subscription for the member, stored and removed. */
export async function pushRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const ok = { ok: true as const };

  app.post(
    PUSH_ROUTE,
    {
      schema: { body: pushSubscribeSchema, response: { 200: okResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.pushSubscription },
    },
    async (request) => {
      const session = request.member;
      await push.subscribe(app.db, session, request.body, app.config.push.services);
      app.push.subscribed(session.userId);
      return ok;
    },
  );

  // Removing a subscription that is not there is still a success: the browser's state is what
  // the member asked for.
  app.delete(
    PUSH_ROUTE,
    {
      schema: { body: pushUnsubscribeSchema, response: { 200: okResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.pushSubscription },
    },
    async (request) => {
      const userId = request.member.userId;
      await push.unsubscribe(app.db, userId, request.body.endpoint);
      return ok;
    },
  );
}
