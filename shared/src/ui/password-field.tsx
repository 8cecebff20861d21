import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * A labelled password input with a "Show password" toggle (members expect to check what they
 * typed, above all on a phone); `aside` sits next to the toggle (e.g. "Forgot password?").
 */
export function PasswordField({
  id,
  aside,
  className = '',
  ...field
}: Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  id: string;
  label: string;
  error?: string | null;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <div className={className}>
      <TextField className="mb-1" id={id} type={shown ? 'text' : 'password'} {...field} />
      <div className="d-flex justify-content-between align-items-center">
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('password.hide') : t('password.show')}
        </button>
        {aside}
      </div>
    </div>
  );
}
