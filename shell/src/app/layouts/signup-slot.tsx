import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectSignupStatus,
  selectSignupUnavailable,
  signupUnavailable,
} from '@app/shared/bindings';
import { useAppDispatch, useAppSelector } from '@app/shared';
import { WidgetSlot } from '../federation/remote-widget';
import { Toast } from '@app/shared/ui';

/** While mf-signup downloads, the click that opened the modal shows it is on its way. */
function WidgetLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="modal-backdrop show d-flex align-items-center justify-content-center">
      <div className="spinner-border text-light" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </div>
  );
}

/**
 * Where the default and empty layouts place the sign-up modal (spec §2). mf-signup is
 * downloaded the first time the modal opens; if it cannot be, the member who asked gets a
 * translated toast and every sign-up button says sign-up is unavailable.
 */
export function SignupSlot() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSignupStatus);
  const unavailable = useAppSelector(selectSignupUnavailable);
  const [toast, setToast] = useState(false);

  const fail = useCallback(() => {
    dispatch(signupUnavailable());
    setToast(true);
  }, [dispatch]);
  // Asked again after it failed: nothing will load, say so again.
  useEffect(() => {
    if (unavailable && status !== 'closed') fail();
  }, [unavailable, status, fail]);
  const hide = useCallback(() => setToast(false), []);

  return (
    <>
      <WidgetSlot
        widget="SignupModal"
        needed={status !== 'closed'}
        onUnavailable={fail}
        fallback={<WidgetLoading />}
      />
      {toast && <Toast text={t('signup_unavailable')} onClose={hide} />}
    </>
  );
}
