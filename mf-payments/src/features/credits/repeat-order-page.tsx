import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { ErrorAlert, LoginRequired, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGetRepeatOfferQuery, useRepeatOrderMutation } from '../../api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatMoney } from '../../lib/money';

/**
 * `/credits/repeat-order` (spec §4 repeat last order): the last bundle again, charged on the card
 * or mandate stored with it, in one tap. The way back is the same result page as any purchase.
 */
export function RepeatOrderPage() {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const offer = useGetRepeatOfferQuery(undefined, { skip: !loggedIn });
  const [repeat, repeating] = useRepeatOrderMutation();
  const key = useRef(newIdempotencyKey());

  if (!loggedIn) return <LoginRequired />;
  if (offer.isLoading) return <PageSpinner />;
  const buy = async () => {
    try {
      const { order } = await repeat({ idempotencyKey: key.current }).unwrap();
      navigate(`/credits/${order.package_id}/${order.paymentmethod}?order=${order.id}`, {
        replace: true,
      });
    } catch {
      // Shown below; trying again is a new attempt.
      key.current = newIdempotencyKey();
    }
  };
  return (
    <div className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3">{t('repeat.title')}</h1>
      {offer.error && <ErrorAlert error={offer.error} onRetry={() => void offer.refetch()} />}
      {offer.data === null && (
        <>
          <p>{t('common:error.repeat_unavailable')}</p>
          <Link className="btn btn-primary" to={paths.credits}>
            {t('pricing.buy')}
          </Link>
        </>
      )}
      {offer.data && (
        <>
          <p className="lead">
            {t('repeat.offer', {
              count: offer.data.package.credits,
              price: formatMoney(
                offer.data.package.amount,
                offer.data.package.currency,
                i18n.language,
              ),
            })}
          </p>
          <p>{t('repeat.with', { mandate: offer.data.mandate.label })}</p>
          {repeating.error && <ErrorAlert error={repeating.error} />}
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary btn-lg"
              disabled={repeating.isLoading}
              onClick={() => void buy()}
            >
              {repeating.isLoading ? t('checkout.starting') : t('repeat.buy')}
            </button>
            <Link className="btn btn-outline-primary btn-lg" to={paths.credits}>
              {t('repeat.other')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
