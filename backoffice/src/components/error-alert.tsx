import { useTranslation } from 'react-i18next';
import { errorText } from '@app/shared/backoffice';

/** A refusal or failure, in words, announced to screen readers. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {errorText(t, error)}
    </div>
  );
}
