import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * How the server logs (issue 23 §4, RELIABILITY 32): structured JSON (pino), a request id on
 * every line (the caller's X-Request-Id when it is sane, else a new one; answered back), an
 * access line per request in production, and nothing that lets anyone in: no password, token,
 * session id, mailed link, SMS code or full e-mail address, whichever field or message it hides
 * in. Known fields are cut by path; everything else is scrubbed by shape.
 */

/** A request id a proxy or client may hand us: short, and nothing to inject into a log. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Query parameters whose values open something (links, resets, overrides, checkouts). */
const SECRET_PARAMS =
  /([?&](?:token|code|key|signature|sig|secret|password|session|override)=)[^&#\s]*/gi;
/** An address: the first letter and the domain stay, enough to tell whose problem it is. */
const EMAIL = /([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
/**
 * 32+ characters of base64url in a row that look random (upper and lower case and digits):
 * tokens, session ids, keys. Hyphenated names (migrations, routes) have no capitals.
 */
const LONG_TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;
const looksRandom = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run);
/** Bearer tokens and cookies as they appear in header dumps. */
const CREDENTIALS = /\b(bearer\s+|auth\.session=|traffic_source=)[^\s;,"']+/gi;
/** A six-digit code on its own (an SMS code in a message). */
const SMS_CODE = /\b\d{6}\b/g;

/** A text as it may go into a log. */
export function scrub(text: string): string {
  return text
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(CREDENTIALS, '$1[redacted]')
    .replace(EMAIL, '$1***@$2')
    .replace(LONG_TOKEN, (run) => (looksRandom(run) ? '[redacted]' : run))
    .replace(SMS_CODE, '[redacted]');
}

/** Fields whose values never go into a log, at any depth. */
const SECRET_KEYS =
  /^(password|new_password|old_password|password_repeat|token|code|cookie|set-cookie|authorization|secret|private_?key|session|iban|phone)$/i;

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value instanceof Error)
    return {
      type: value.name,
      message: scrub(value.message),
      stack: value.stack && scrub(value.stack),
    };
  // Requests, replies and other instances are left to their serializers (which scrub the URL).
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEYS.test(key) ? '[redacted]' : scrubValue(item, depth + 1),
    ]),
  );
}

/** The logger and request-id options of the Fastify instance (`stream`: tests read the lines). */
export function loggingOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId: requestIdOf,
    logger: {
      level: config.logLevel,
      ...(stream ? { stream } : {}),
      // Every line passes through here: what a plugin or error put in it is scrubbed too.
      formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as typeof args,
          );
        },
      },
      serializers: {
        // What an access line says of a request: no headers, the path without its secrets.
        req: (request: { method?: string; url?: string; ip?: string }) => ({
          method: request.method,
          url: scrub(request.url ?? ''),
          remoteAddress: request.ip,
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
  };
}

/** Whether each request gets its access line: always in production, else when asked for. */
export function logsRequests(config: Config): boolean {
  return config.mode === 'production' || ['debug', 'trace'].includes(config.logLevel);
}

/**
 * One access line per request, when it is answered (Fastify's own logging writes two, the
 * second without method or path): method, path (scrubbed), route pattern, status, time, the
 * caller's address and the node, with the request id every line of the request carries.
 */
export function logAccess(app: FastifyInstance, config: Config): void {
  if (!logsRequests(config)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: scrub(request.url),
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
        node: config.nodeName,
      },
      'request',
    );
    done();
  });
}
