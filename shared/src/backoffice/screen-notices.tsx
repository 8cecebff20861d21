import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';

/**
 * What a back-office screen says after an action: a polite status for screen readers (the
 * action went through) and, when something was refused, the translated refusal as an alert.
 */
export function ScreenNotices({ said, error }: { said: string; error: unknown }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      ) : null}
    </>
  );
}
