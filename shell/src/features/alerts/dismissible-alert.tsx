import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dismiss } from '../../lib/dismissal';

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
}: {
  variant: 'info' | 'warning';
  label: string;
  text: string;
  action: { to: string; label: string };
  dismissalKey: string;
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
        <span className="me-auto">{text}</span>
        <Link
          to={action.to}
          className={`btn btn-sm ${variant === 'info' ? 'btn-primary' : 'btn-warning'}`}
        >
          {action.label}
        </Link>
        <button type="button" className="btn-close" aria-label={t('close')} onClick={close} />
      </div>
    </div>
  );
}
