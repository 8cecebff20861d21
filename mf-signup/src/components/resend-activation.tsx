import { useTranslation } from 'react-i18next';
import { describeApiError } from '@app/shared/utils';
import { selectUser, useAppSelector } from '@app/shared';
import { useResendActivationMailMutation } from '@app/shared/bindings';
import { NAMESPACE } from '../i18n';

/** For a logged-in member whose address is not confirmed: send the link again. */
export function ResendActivation() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const user = useAppSelector(selectUser);
  const [resend, { isLoading, isSuccess, error }] = useResendActivationMailMutation();
  if (user?.status !== 'not_confirmed') return null;
  if (isSuccess)
    return (
      <p className="alert alert-success" role="status">
        {t('activation.resent', { email: user.email })}
      </p>
    );
  const problem = error ? describeApiError(error) : null;
  return (
    <>
      {problem && (
        <p className="alert alert-danger" role="alert">
          {t(`common:${problem.key}`, problem.params)}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={isLoading}
        onClick={() => resend()}
      >
        {t('activation.resend')}
      </button>
    </>
  );
}
