import { useId, type ComponentPropsWithRef } from 'react';

/**
 * A labelled Bootstrap input whose error, when there is one, is shown under it, marked invalid
 * and tied to the input for screen readers. Takes a `ref`, so a form library can register it.
 */
export function TextField({
  label,
  error,
  invalid = !!error,
  className = '',
  id,
  ...input
}: ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | null;
  /** Marked invalid without a message of its own (one message for a group of fields). */
  invalid?: boolean;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        id={inputId}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
