import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { useActivateMutation } from './api';
import { PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { ResendActivation } from '../../components/resend-activation';
import { announceConfirmed } from '../../lib/confirmed-elsewhere';

/**
 * /activate/done: the mailed link lands here with its token; confirming happens now, by a PUT
 * (a link opened by a mail scanner changes nothing). Without a token it only says it is done.
 */
export function ActivationDonePage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [activate, { isSuccess, isError, isUninitialized }] = useActivateMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void activate({ token });
  }, [token, activate]);
  useEffect(() => {
    if (isError) navigate('/activate/error', { replace: true });
  }, [isError, navigate]);
  // A tab still waiting on "Check your inbox" moves on to the first matches.
  useEffect(() => {
    if (isSuccess) announceConfirmed();
  }, [isSuccess]);

  if (token && !isSuccess) return <PageSpinner />;
  return (
    <section className="container py-5 text-center" style={{ maxWidth: 540 }}>
      <h1 className="h3">{t('activation.done_title')}</h1>
      <p className="text-body-secondary">{t('activation.done_text')}</p>
      {(isSuccess || isUninitialized) && (
        <Link to={paths.members} className="btn btn-primary">
          {t('activation.to_members')}
        </Link>
      )}
    </section>
  );
}

/** /activate/error: "Activation failed." (spec §8), with a new link for a logged-in member. */
export function ActivationErrorPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  return (
    <section className="container py-5 text-center" style={{ maxWidth: 540 }}>
      <h1 className="h3">{t('common:error.activation_failed')}</h1>
      <p className="text-body-secondary">{t('activation.error_text')}</p>
      <ResendActivation />
    </section>
  );
}
