import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dismiss } from '@app/shared/site-chrome';

const BUTTON_CLASS = { info: 'btn-primary', warning: 'btn-warning', success: 'btn-success' };

/**
 * A spec §4 banner under the navigation: a text, the way to act on it, and a close button that
 * dismisses it for good (stored under `dismissalKey`).
 */
export function DismissibleAlert({
  variant,
  label,
  text,
  action,
  dismissalKey,
  error = null,
}: {
  variant: 'info' | 'warning' | 'success';
  label: string;
  text: string;
  /** A link to where the member acts on it, or a button that does it here. */
  action: { to: string; label: string } | { onClick: () => void; label: string; busy?: boolean };
  dismissalKey: string;
  /** Shown under the text when acting on it failed. */
  error?: string | null;
}) {
  const { t } = useTranslation('common');
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    dismiss(dismissalKey);
    setClosed(true);
  };
  return (
    <div className="container mt-3">
      <div
        className={`alert alert-${variant} alert-dismissible d-flex flex-wrap align-items-center gap-2 mb-0`}
        role="region"
        aria-label={label}
      >
        <span className="me-auto">
          {text}
          {error && (
            <span className="d-block small mt-1" role="alert">
              {error}
            </span>
          )}
        </span>
        {'to' in action ? (
          <Link to={action.to} className={`btn btn-sm ${BUTTON_CLASS[variant]}`}>
            {action.label}
          </Link>
        ) : (
          <button
            type="button"
            className={`btn btn-sm ${BUTTON_CLASS[variant]}`}
            onClick={action.onClick}
            disabled={action.busy}
            aria-busy={action.busy || undefined}
          >
            {action.busy && (
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            )}
            {action.label}
          </button>
        )}
        <button type="button" className="btn-close" aria-label={t('close')} onClick={close} />
      </div>
    </div>
  );
}
