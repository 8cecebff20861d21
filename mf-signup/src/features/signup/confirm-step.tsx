import { useTranslation } from 'react-i18next';
import { selectUser, useAppSelector } from '@app/shared';
import { NAMESPACE } from '../../i18n';
import { ResendActivation } from '../../components/resend-activation';
import { useConfirmationWatch } from '../../lib/confirmed-elsewhere';

/** After the steps (spec §2): the confirm-e-mail screen, with a new link on request. */
export function ConfirmStep({ onFinish }: { onFinish: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUser);
  // Confirmed in another tab or browser: the flow moves on by itself (SignupFlow).
  useConfirmationWatch();
  return (
    <section className="text-center py-3" aria-labelledby="signup-confirm-title">
      <h2 id="signup-confirm-title" className="h4">
        {t('confirm.title')}
      </h2>
      <p className="text-body-secondary">{t('confirm.text', { email: user?.email ?? '' })}</p>
      <div className="d-flex flex-column align-items-center gap-3">
        <ResendActivation />
        <button type="button" className="btn btn-link" onClick={onFinish}>
          {t('confirm.continue')}
        </button>
      </div>
    </section>
  );
}
