import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export interface ApiErrorInfo {
  /** i18n key in the `common` namespace. */
  key: string;
  params: Record<string, string | number>;
}

const KNOWN_CODES = new Set([
  'login_failed',
  'login_locked',
  'authentication_required',
  'validation_failed',
  'not_found',
]);

/**
 * Turns whatever an endpoint failed with into a translatable message: a known error code from
 * the API's `{ error: { code, params } }` body, a network failure, or the generic text.
 */
export function describeApiError(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiErrorInfo {
  if (error && 'status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return { key: 'error.network', params: {} };
    }
    const body = error.data as {
      error?: { code?: string; params?: Record<string, string | number> };
    };
    const code = body?.error?.code;
    if (code && KNOWN_CODES.has(code))
      return { key: `error.${code}`, params: body.error?.params ?? {} };
  }
  return { key: 'error.generic', params: {} };
}
