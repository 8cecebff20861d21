import type { ButtonHTMLAttributes } from 'react';

/**
 * A button whose action is under way: disabled, marked busy for screen readers, with a small
 * spinner before its label (every long wait shows progress). A submit button unless told.
 */
export function BusyButton({
  busy,
  disabled,
  type = 'submit',
  className = 'btn btn-primary',
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button
      {...rest}
      type={type}
      className={className}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
