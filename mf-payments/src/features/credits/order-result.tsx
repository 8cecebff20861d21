import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FINAL_ORDER_STATUSES, paths } from '@app/shared/values';
import { useAppDispatch } from '@app/shared';
import { ErrorAlert, PageSpinner, Toast } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { refreshMember, useGetOrderQuery } from '../../api';
import { formatMoney } from '../../lib/money';

/** While the PSP has not settled, the page asks again this often (events usually come first). */
export const ORDER_POLL_MS = 2_000;

/**
 * Back from the PSP's page (spec §4 payment): pending ("Processing your payment", updated by
 * events and by asking, never a dead end), completed (credits added, a toast, the badge and
 * premium state follow at once) or failed/cancelled (try another method).
 */
export function OrderResult({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [settled, setSettled] = useState(false);
  const {
    data: order,
    error,
    refetch,
  } = useGetOrderQuery(orderId, {
    pollingInterval: settled ? 0 : ORDER_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const [toast, setToast] = useState(false);
  const announced = useRef(false);

  useEffect(() => {
    if (!order || !FINAL_ORDER_STATUSES.includes(order.status)) return;
    setSettled(true);
    if (order.status === 'paid' && !announced.current) {
      announced.current = true;
      setToast(true);
      // The badge and premium state already follow the live events; this covers a page
      // without a live connection.
      dispatch(refreshMember());
    }
  }, [order, dispatch]);

  if (error && !order) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!order) return <PageSpinner />;

  if (order.status === 'paid' || order.status === 'refunded' || order.status === 'charged_back')
    return (
      <section className="text-center py-4" aria-labelledby="result-title">
        <p className="display-4" aria-hidden="true">
          ✓
        </p>
        <h2 id="result-title" className="h4">
          {t('result.completed_title')}
        </h2>
        <p>{t('result.completed_text', { count: order.credits })}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link className="btn btn-primary" to={paths.members}>
            {t('result.to_members')}
          </Link>
          <Link className="btn btn-outline-primary" to={`/transactions/${order.id}`}>
            {t('result.receipt')}
          </Link>
        </div>
        {toast && (
          <Toast
            text={t('result.toast', { count: order.credits })}
            onClose={() => setToast(false)}
          />
        )}
      </section>
    );

  if (order.status === 'open' || order.status === 'pending')
    return (
      <section className="text-center py-4" aria-labelledby="result-title" aria-busy="true">
        <div className="spinner-border text-primary mb-3" aria-hidden="true" />
        <div role="status">
          <h2 id="result-title" className="h4">
            {t('result.pending_title')}
          </h2>
          <p className="text-body-secondary">
            {t('result.pending_text', {
              amount: formatMoney(order.amount, order.currency, i18n.language),
            })}
          </p>
        </div>
        {order.checkout_url && (
          <a className="btn btn-outline-primary" href={order.checkout_url}>
            {t('result.back_to_payment')}
          </a>
        )}
      </section>
    );

  // §4: a stored card that declines a repeat order offers to retry, or to pay with PayPal.
  if (order.recurring && order.paymentmethod !== 'sdd')
    return (
      <section className="py-4" aria-labelledby="result-title">
        <h2 id="result-title" className="visually-hidden">
          {t('result.failed_title')}
        </h2>
        <div className="alert alert-danger" role="alert">
          {t('common:error.payment_failed')} {t('repeat.declined')}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to="/credits/repeat-order" replace>
            {t('repeat.retry')}
          </Link>
          <Link
            className="btn btn-outline-primary"
            to={`/credits/${order.package_id}/paypal`}
            replace
          >
            {t('repeat.paypal')}
          </Link>
        </div>
      </section>
    );

  return (
    <section className="py-4" aria-labelledby="result-title">
      <h2 id="result-title" className="visually-hidden">
        {t('result.failed_title')}
      </h2>
      <div className="alert alert-danger" role="alert">
        {t('common:error.payment_failed')}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => navigate(`/credits/${order.package_id}?failed=1`, { replace: true })}
      >
        {t('result.try_another')}
      </button>
    </section>
  );
}
