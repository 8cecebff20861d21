/**
 * Whether a failure means the database cannot be reached now (it is restarting, failing over,
 * terminated our connection, or every connection is busy past the wait) rather than that the
 * request or the code is wrong. Such a request is answered 503 with Retry-After: the same
 * request will succeed once the database is back, and changed nothing (its transaction, if one
 * began, was rolled back with the connection).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (isUnavailableItself(cause)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Socket errors of a connection that was refused, reset or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server going away: administrator or crash shutdown, not yet
 * accepting connections, too many connections; and class 08, connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and pg-pool say when a connection ends or none comes in time. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
    // SQLite: another process held the write lock past busy_timeout.
    if (code === 'SQLITE_BUSY') return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && CLIENT_MESSAGES.some((text) => message.startsWith(text));
}
