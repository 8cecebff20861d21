import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import commonTexts from '../../locales/en/common.json';

export interface ApiErrorInfo {
  /** i18n key in the `common` namespace. */
  key: string;
  params: Record<string, string | number>;
}

/**
 * Codes with a text of their own in `common:error.*` (the English texts, bundled as every
 * language's fallback, name them all); every other code reads as the generic text. Derived, not
 * listed: a code given a text is shown by it — a hand list once left 25 of them generic, among
 * them the sign-up's "agree to us keeping your sexual orientation" (issue 49 §4).
 */
const CODES_WITH_TEXT: ReadonlySet<string> = new Set(Object.keys(commonTexts.error));

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
    if (code && CODES_WITH_TEXT.has(code))
      return { key: `error.${code}`, params: body.error?.params ?? {} };
  }
  return { key: 'error.generic', params: {} };
}

/** The API's error code of a failed call (`{error: {code}}`), or null when it has none. */
export function apiErrorCode(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | null {
  if (!error || !('status' in error)) return null;
  const code = (error.data as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === 'string' ? code : null;
}
