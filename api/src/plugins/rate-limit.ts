import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { nodeRedis, outageReporter } from '../storage/redis';
import type { Config } from '../config';
import { sessionUser } from '../domains/auth/session';
import { tooManyRequests } from '../http/errors';
import { redisWithLocalFallback } from './rate-limit-store';

const MINUTE_MS = 60_000;
/** Where the shared counters live in Redis. */
const NAME_SPACE = 'amora-rate-';

/**
 * How fast one client may go (RELIABILITY 21, 23): generous for a person, tight for a robot.
 * A person turns a search page or opens a profile every few seconds and sees a page of photos
 * each time; a scraper of an adult site wants every profile and photo. Per address limits are
 * wider than per member ones, since several people may share an address.
 */
export const RATE_LIMITS = {
  /** Login requests per address (failed logins are limited more tightly by the auth service). */
  login: { max: 60, timeWindow: MINUTE_MS },
  /**
   * Back-office logins and codes per address (issue 26): staff are few and type slowly; a
   * password alone opens nothing, and STAFF_MAX_WRONG_CODES ends a login guessing codes.
   */
  staffLogin: { max: 20, timeWindow: MINUTE_MS },
  /** Reset requests and uses per address: a person needs a few; more is testing addresses. */
  passwordReset: { max: 10, timeWindow: MINUTE_MS },
  /** Activation mails and confirmations per address. */
  accountMail: { max: 10, timeWindow: MINUTE_MS },
  /** Sign-ups per address: a household signs up a few; more is a script. */
  signup: { max: 10, timeWindow: MINUTE_MS },
  /**
   * Account-step checks per address. They tell whether an address has an account, as sign-up
   * must; this cap keeps that from being a way to test addresses at scale.
   */
  signupCheck: { max: 30, timeWindow: MINUTE_MS },
  /** Invitations per address: a member invites a few friends, not a mailing list. */
  invite: { max: 20, timeWindow: 60 * MINUTE_MS },
  /** Typing signals per address: a client sends one every few seconds while typing. */
  typing: { max: 120, timeWindow: MINUTE_MS },
  /** Page-hidden beacons per address: one each time a member switches away from a tab. */
  pageHidden: { max: 120, timeWindow: MINUTE_MS },
  /** Complaints per address: a person files one or two; more is a flood of mail to support. */
  complaint: { max: 5, timeWindow: 60 * MINUTE_MS },
  /** Appeals per address: one per sanction; the rest are guesses at links (issue 48 §2). */
  appeal: { max: 10, timeWindow: 60 * MINUTE_MS },
  /** Push subscription changes per address: a browser subscribes once, renewing now and then. */
  pushSubscription: { max: 20, timeWindow: MINUTE_MS },
  /** GIF searches per address: the picker searches as the member types (debounced). */
  gifSearch: { max: 120, timeWindow: MINUTE_MS },
  /** Discount-code checks per address: a member types a code or two; more is guessing codes. */
  discountCode: { max: 30, timeWindow: MINUTE_MS },
  /** Direct-debit forms and codes per address: a member needs a few tries, not hundreds. */
  directDebit: { max: 20, timeWindow: MINUTE_MS },
  /** Override links opened per address: QA opens a few; more is guessing signatures. */
  overrideLink: { max: 30, timeWindow: MINUTE_MS },
  /** Remote-load reports per address: a page loads a few remotes, each reported once. */
  remoteLoads: { max: 300, timeWindow: MINUTE_MS },
  /** Sign-up forms opened from a lander per address (campaign figures): one per visit. */
  signupStart: { max: 30, timeWindow: MINUTE_MS },
  /** Photo uploads per address: each is decoded and encoded three times. */
  photoUpload: { max: 30, timeWindow: MINUTE_MS },
  search: { member: 60, address: 120, timeWindow: MINUTE_MS },
  profile: { member: 60, address: 120, timeWindow: MINUTE_MS },
  /**
   * Photos: a search page shows up to 50. Per member too, so a scraper spreading one account's
   * reads over many addresses is held back all the same.
   */
  photos: { member: 600, address: 1200, timeWindow: MINUTE_MS },
} as const;

type ReadKind = 'search' | 'profile' | 'photos';

/** The same limit, checked outside a route (a page that inlines what the route answers). */
type ReadLimitCheck = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that holds a client back once it reads `kind` faster than RATE_LIMITS allows. */
    readLimit(kind: ReadKind): preHandlerAsyncHookHandler & ReadLimitCheck;
  }
}

/**
 * @fastify/rate-limit, in memory on one node, in Redis when REDIS_URL is set so that every node
 * counts together (in this node's memory again while Redis is away: rate-limit-store.ts).
 * RATE_LIMITS=false switches every limit off (load tests).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const redis = config.redisUrl ? nodeRedis(config.redisUrl, { connectTimeout: 500 }) : undefined;
    if (redis) {
      outageReporter((error) =>
        app.log.warn({ err: error }, 'rate limits: Redis away, counting on this node'),
      ).watch(redis);
      app.addHook('onClose', async () => redis.disconnect());
    }

    await app.register(rateLimit, {
      global: false,
      enableDraftSpec: true,
      skipOnError: true,
      ...(redis ? { store: redisWithLocalFallback(redis, NAME_SPACE) } : {}),
      allowList: () => !config.rateLimits,
      errorResponseBuilder: (_request, context) => tooManyRequests(minutes(context.ttl)),
    });

    const limiters = (kind: ReadKind) => {
      const limits = RATE_LIMITS[kind];
      const byAddress = app.createRateLimit({
        max: limits.address,
        timeWindow: limits.timeWindow,
        keyGenerator: (request) => `${kind}:address:${request.ip}`,
      });
      const byMember =
        'member' in limits
          ? app.createRateLimit({
              max: limits.member,
              timeWindow: limits.timeWindow,
              keyGenerator: async (request) => `${kind}:member:${await sessionUser(request)}`,
            })
          : null;
      return async (request: FastifyRequest) => {
        const checks = [byAddress(request)];
        if (byMember && (await sessionUser(request)) !== null) checks.push(byMember(request));
        for (const limit of await Promise.all(checks))
          if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(minutes(limit.ttl));
      };
    };
    app.decorate('readLimit', (kind: ReadKind) => {
      const check = limiters(kind);
      return async (request: FastifyRequest) => {
        if (config.rateLimits) await check(request);
      };
    });
  },
  { name: 'rate-limit', dependencies: ['session'] },
);

function minutes(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / MINUTE_MS));
}
