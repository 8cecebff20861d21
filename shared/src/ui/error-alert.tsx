import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../api/errors';

/** A failed request, said in the member's language, with a way to try again. */
export function ErrorAlert({
  error,
  onRetry,
  children,
}: {
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry?: () => void;
  /** A way out that fits the error (e.g. a link to ask for a new e-mail). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { key, params } = describeApiError(error);
  return (
    <div
      className="alert alert-danger d-flex align-items-center justify-content-between gap-3"
      role="alert"
    >
      <span>
        {t(key, params)} {children}
      </span>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
