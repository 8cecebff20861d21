import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { selectSignupStatus, signupClosed } from '@app/shared/bindings';
import { useAppDispatch, useAppSelector } from '@app/shared';
import { NAMESPACE } from '../../i18n';
import { SignupFlow } from './signup-flow';

/**
 * Exposed as `./SignupModal` (spec §2): a large dialog with no header or footer. While sign-up
 * is in progress a backdrop click or Escape does not close it; it closes on signupClosed or
 * redirectedToLogin, which any part of the site may dispatch.
 */
export default function SignupModal() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSignupStatus);
  const inProgress = status === 'in_progress';
  const close = () => dispatch(signupClosed());
  return (
    <Modal
      show={status !== 'closed'}
      size="lg"
      centered
      fullscreen="sm-down"
      backdrop={inProgress ? 'static' : true}
      keyboard={!inProgress}
      onHide={close}
      aria-label={t('modal_label')}
    >
      <Modal.Body className="p-4 p-md-5">
        <button
          type="button"
          className="btn-close position-absolute top-0 end-0 m-3"
          aria-label={t('common:close')}
          onClick={close}
        />
        <SignupFlow />
      </Modal.Body>
    </Modal>
  );
}
