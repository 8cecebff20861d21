import type { ReactNode } from 'react';

/**
 * A labelled field of a back-office form (campaigns, mailings): its label, the control, what is
 * wrong with it (`<id>-error`) and a help line (`<id>-help`) for the control's aria-describedby.
 */
export function FormField({
  id,
  label,
  help,
  error = null,
  children,
  className = 'col-12 col-md-6',
}: {
  id: string;
  label: string;
  help?: string;
  error?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}
