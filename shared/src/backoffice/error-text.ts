import type { TFunction } from 'i18next';
import { BackofficeError } from './client';

/**
 * The translated text of a back-office refusal: the `backoffice_errors` texts of the `common`
 * namespace by code, else the general one. Screens show this, never the API's own message.
 */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof BackofficeError ? error.code : 'server_error';
  return t(`common:backoffice_errors.${code}`, {
    defaultValue: t('common:backoffice_errors.server_error'),
  });
}
