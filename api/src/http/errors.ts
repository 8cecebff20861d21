import type { ErrorCode } from '@app/shared/contracts';

export type ErrorParams = Record<string, string | number>;

/**
 * An error meant for the client: the error handler turns it into
 * `{ error: { code, message, params? } }` with this status. Services throw these; anything
 * else that escapes a handler is a bug and becomes a logged 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// The messages are for developers and logs; the client shows its own translated text per code.

export const authenticationRequired = () =>
  new HttpError(403, 'authentication_required', 'Log in to use this part of the site.');

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

export const validationFailed = (message: string, params?: ErrorParams) =>
  new HttpError(400, 'validation_failed', message, params);

export const crossSiteRequest = () =>
  new HttpError(403, 'cross_site_request', 'Cross-site requests may not change anything.');

/** A limit was reached; the client says when to try again. */
export const tooManyRequests = (minutes: number) =>
  new HttpError(
    429,
    'too_many_requests',
    `Too many attempts, please try again in ${minutes} min.`,
    {
      minutes,
    },
  );
