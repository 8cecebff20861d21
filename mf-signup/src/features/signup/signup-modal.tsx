import { useTranslation } from 'react-i18next';
import { selectSignupStatus, signupClosed } from '@app/shared/bindings';
import { useAppDispatch, useAppSelector } from '@app/shared';
import { Dialog } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { SignupFlow } from './signup-flow';

/**
 * Exposed as `./SignupModal` (spec §2): a large dialog with no header or footer, the whole
 * screen on a phone. While sign-up is in progress a backdrop click or Escape does not close it;
 * it closes on signupClosed or redirectedToLogin, which any part of the site may dispatch, and
 * by its own close button.
 */
export default function SignupModal() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSignupStatus);
  if (status === 'closed') return null;
  return (
    <Dialog
      label={t('modal_label')}
      size="lg"
      fullscreenOnPhone
      dismissible={status !== 'in_progress'}
      onClose={() => dispatch(signupClosed())}
      bodyClassName="p-4 p-md-5"
    >
      <SignupFlow />
    </Dialog>
  );
}
