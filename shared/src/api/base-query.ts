import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { HTTP_MAX_RETRIES, HTTP_RETRY_BASE_DELAY_MS } from '../config/constants';
import { sessionEnded } from '../auth/auth-events';

/** §7: every request made by the client carries this header. */
export const CLIENT_HEADER = 'X-Request-Type';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request may be repeated if it cannot change anything, or if it carries an idempotency key. */
export function isRepeatable(args: string | FetchArgs): boolean {
  if (typeof args === 'string') return true;
  const method = (args.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method)) return true;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  return headers.has(IDEMPOTENCY_HEADER);
}

/** Network failures and server-side errors are worth another try; a 4xx answer is final. */
function isTransient(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  return typeof error.status === 'number' && (error.status >= 500 || error.status === 429);
}

export function isAuthenticationRequired(error: FetchBaseQueryError | undefined): boolean {
  if (!error || error.status !== 403) return false;
  const body = error.data as { error?: { code?: string } } | undefined;
  return body?.error?.code === 'authentication_required';
}

/** Exponential delay with jitter: ~300, 600, 1200, 2400, 4800 ms. */
export async function exponentialBackoff(attempt: number): Promise<void> {
  const base = HTTP_RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1);
  const delay = base / 2 + Math.random() * (base / 2);
  await new Promise((resolve) => setTimeout(resolve, delay));
}

/** Absolute, because a Request built outside a document cannot resolve a relative URL. */
const API_BASE = `${typeof window === 'undefined' ? '' : window.location.origin}/api`;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  credentials: 'include',
  prepareHeaders: (headers) => {
    headers.set(CLIENT_HEADER, 'client');
    return headers;
  },
});

// retryCondition replaces maxRetries: it is where the limit of HTTP_MAX_RETRIES is applied.
const retryingBaseQuery = retry(rawBaseQuery, {
  backoff: exponentialBackoff,
  retryCondition: (error, args, { attempt }) =>
    attempt <= HTTP_MAX_RETRIES &&
    isRepeatable(args as string | FetchArgs) &&
    isTransient(error as FetchBaseQueryError),
});

/**
 * The base query of the one api slice: /api with credentials and the client header, retries for
 * requests that are safe to repeat, and a 403 `authentication_required` logs the member out.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await retryingBaseQuery(args, api, extraOptions ?? {});
  if (isAuthenticationRequired(result.error)) {
    const state = api.getState() as { auth?: { user: unknown } };
    if (state.auth?.user) api.dispatch(sessionEnded());
  }
  return result;
};
