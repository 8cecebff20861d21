import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
// The plugin's own stores (CommonJS files of the package, which has no exports map).
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counts in Redis, shared by every node, while Redis answers; in this node's memory while it
 * does not (issue 23 §5): a Redis outage must neither stop the site nor switch the limits off.
 * The client fails at once when Redis is away (no offline queue), so nothing waits for it.
 */
export function redisWithLocalFallback(redis: Redis, nameSpace: string) {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) =>
          error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result),
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin hands its own resolved parameters, a wider shape than its options type says.
      const given = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      const { continueExceeding = false, exponentialBackoff = false } = given;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
