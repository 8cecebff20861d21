import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorCodes } from '../contracts/values';

export interface ApiErrorInfo {
  /** i18n key in the `common` namespace. */
  key: string;
  params: Record<string, string | number>;
}

/** Codes with a text of their own in `common:error.*`; every other code reads as the generic text. */
const CODES_WITH_TEXT = new Set<string>([
  errorCodes.login_failed,
  errorCodes.login_locked,
  errorCodes.too_many_requests,
  errorCodes.not_enough_credits,
  errorCodes.email_not_found,
  errorCodes.reset_limit_reached,
  errorCodes.link_invalid,
  errorCodes.passwords_differ,
  errorCodes.activation_failed,
  errorCodes.invalid_email,
  errorCodes.name_is_email,
  errorCodes.name_starts_with_at,
  errorCodes.name_invalid,
  errorCodes.name_taken,
  errorCodes.password_invalid,
  errorCodes.date_of_birth_invalid,
  errorCodes.date_of_birth_too_young,
  errorCodes.email_taken,
  errorCodes.signup_not_allowed,
  errorCodes.photo_invalid,
  errorCodes.photo_too_large,
  errorCodes.photo_limit_reached,
  errorCodes.region_invalid,
  errorCodes.old_password_wrong,
  errorCodes.password_wrong,
  errorCodes.new_email_invalid,
  errorCodes.account_pending_deletion,
  errorCodes.account_suspended,
  errorCodes.account_banned,
  errorCodes.remarks_required,
  errorCodes.forbidden,
  errorCodes.premium_required,
  errorCodes.recipient_not_confirmed,
  errorCodes.verified_only,
  errorCodes.matches_only,
  errorCodes.request_pending,
  errorCodes.request_closed,
  errorCodes.message_unkind,
  errorCodes.verification_needs_photo,
  errorCodes.verification_expired,
  errorCodes.verification_limit,
  errorCodes.message_too_long,
  errorCodes.blocked,
  errorCodes.authentication_required,
  errorCodes.validation_failed,
  errorCodes.not_found,
  errorCodes.chat_photo_unavailable,
  errorCodes.gif_unavailable,
  errorCodes.gifs_unavailable,
  errorCodes.discount_code_not_found,
  errorCodes.discount_code_used,
  errorCodes.discount_code_expired,
  errorCodes.discount_code_minimum,
  errorCodes.discount_code_country,
  errorCodes.discount_code_method,
  errorCodes.package_unavailable,
  errorCodes.payment_method_unavailable,
  errorCodes.bank_required,
  errorCodes.payment_provider_unavailable,
  errorCodes.payment_failed,
  errorCodes.iban_invalid,
  errorCodes.sms_code_invalid,
  errorCodes.sms_code_attempts,
  errorCodes.sms_unavailable,
  errorCodes.photo_storage_unavailable,
  errorCodes.direct_debit_blocked,
  errorCodes.direct_debit_limit,
  errorCodes.repeat_unavailable,
  errorCodes.second_factor_wrong,
  errorCodes.second_factor_locked,
  errorCodes.second_factor_off,
  errorCodes.passkey_refused,
  errorCodes.passkey_not_accepted,
  errorCodes.service_unavailable,
  errorCodes.appeal_exists,
  errorCodes.appeal_invalid,
  errorCodes.export_link_invalid,
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
