import { useTranslation } from 'react-i18next';
import { describeApiError } from '@app/shared/utils';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The field a failed call names (`params.field`), if any. */
function failedField(error: CallError): string | undefined {
  if (!error || !('data' in error)) return undefined;
  return (error.data as { error?: { params?: { field?: string } } })?.error?.params?.field;
}

/** True when the failure belongs to a field rather than to the form as a whole. */
export function isFieldError(error: CallError): boolean {
  return failedField(error) !== undefined;
}

/**
 * The translated text of a failed call for one field, so it shows under that field; null for
 * the other fields (and for failures of the form as a whole, which an ErrorAlert shows).
 */
export function useFieldErrors(error: CallError): (field: string) => string | null {
  const { t } = useTranslation('common');
  return (field) => {
    if (failedField(error) !== field) return null;
    const { key, params } = describeApiError(error);
    return t(key, params);
  };
}
