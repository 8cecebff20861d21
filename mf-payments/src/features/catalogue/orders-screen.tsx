import { ConfirmDialog, TableScroll } from '@app/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  backofficeRequest,
  errorText,
  formValues,
  useBackofficeQuery,
} from '@app/shared/backoffice';
import type { OrderDetail } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

interface Found {
  orders: (OrderDetail['order'] & { email: string })[];
}

/**
 * Orders and refunds (issue 26 §5), for finance: orders found by their number, the member's id
 * or address; an order with its refunds; a refund in full or in part through the PSP that took
 * the payment, with a reason, made once however often the button is pressed.
 */
export default function OrdersScreen() {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const id = /^\/orders\/(\d+)/.exec(location.pathname)?.[1];
  const q = new URLSearchParams(location.search).get('q') ?? '';
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = formValues(event.currentTarget)('q').trim();
    if (typed) void navigate(`/orders?q=${encodeURIComponent(typed)}`);
  };
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="h3">
        {t('backoffice.orders_title')}
      </h1>
      <form role="search" className="d-flex gap-2 mb-4" style={{ maxWidth: 560 }} onSubmit={search}>
        <label htmlFor="order-search" className="visually-hidden">
          {t('backoffice.order_search')}
        </label>
        <input
          id="order-search"
          name="q"
          type="search"
          className="form-control"
          defaultValue={q}
          key={q}
          placeholder={t('backoffice.order_search')}
          required
        />
        <button type="submit" className="btn btn-primary">
          {t('backoffice.find')}
        </button>
      </form>
      {id ? <Order id={Number(id)} /> : q ? <Orders q={q} /> : null}
    </section>
  );
}

function useMoney() {
  const { i18n } = useTranslation(NAMESPACE);
  return (minor: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(minor / 100);
}

function Orders({ q }: { q: string }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const { data, error } = useBackofficeQuery<Found>(`/orders?q=${encodeURIComponent(q)}`);
  if (error)
    return (
      <div className="alert alert-danger" role="alert">
        {errorText(t, error)}
      </div>
    );
  if (!data) return null;
  if (data.orders.length === 0) return <p role="status">{t('backoffice.no_order')}</p>;
  return (
    <TableScroll label={t('backoffice.orders_title')}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('backoffice.order')}</th>
            <th scope="col">{t('backoffice.member')}</th>
            <th scope="col">{t('backoffice.paid')}</th>
            <th scope="col">{t('backoffice.state')}</th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={`/orders/${order.id}`}>
                  {t('backoffice.order_number', { id: order.id })}
                </Link>
              </td>
              <td>
                {order.email} ({order.user_id})
              </td>
              <td>
                {money(order.amount, order.currency)} · {order.credits} · {order.paymentmethod}
              </td>
              <td>{order.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Order({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = useMoney();
  const { data, error, reload } = useBackofficeQuery<OrderDetail>(`/orders/${id}`);
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per refund form shown: a double click or a retry is the same refund.
  const [key, setKey] = useState(() => crypto.randomUUID());

  // A refund is asked twice: what it gives back, then the act.
  const [asking, setAsking] = useState<{
    amount: number;
    reason: string;
    complaint: number | null;
    form: HTMLFormElement;
  } | null>(null);
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = formValues(form);
    setFailure(null);
    setAsking({
      amount: Math.round(Number(value('amount').replace(',', '.')) * 100),
      reason: value('reason'),
      complaint: value('complaint') === '' ? null : Number(value('complaint')),
      form,
    });
  };
  const refund = async () => {
    if (!asking) return;
    setBusy(true);
    setFailure(null);
    try {
      const { refund: made } = await backofficeRequest<{ refund: { credits: number } }>(
        `/orders/${id}/refunds`,
        {
          method: 'POST',
          body: {
            amount: asking.amount,
            reason: asking.reason,
            idempotency_key: key,
            ...(asking.complaint === null ? {} : { complaint_id: asking.complaint }),
          },
        },
      );
      setSaid(t('backoffice.refunded', { count: made.credits, credits: made.credits }));
      asking.form.reset();
      setKey(crypto.randomUUID());
      reload();
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  if (error)
    return (
      <div className="alert alert-danger" role="alert">
        {errorText(t, error)}
      </div>
    );
  if (!data) return null;
  const { order, refunds, complaints } = data;
  const refunded = refunds.reduce((sum, made) => sum + made.amount, 0);
  return (
    <article aria-labelledby="order-title">
      <h2 id="order-title" className="h4">
        {t('backoffice.order_number', { id: order.id })}
      </h2>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {errorText(t, failure)}
        </div>
      ) : null}
      <p data-testid="order-summary">
        {money(order.amount, order.currency)} · {order.credits} · {order.paymentmethod} ({order.psp}
        ) · <strong>{order.status}</strong>
        {refunded > 0 &&
          ` · ${t('backoffice.refunded_so_far', { amount: money(refunded, order.currency) })}`}
      </p>
      {refunds.length > 0 && (
        <ul>
          {refunds.map((made) => (
            <li key={made.id}>
              {money(made.amount, order.currency)} · {made.reason} ·{' '}
              {t('backoffice.credits_back', { count: made.credits })}
              {made.complaint_id !== null && (
                <>
                  {' · '}
                  <Link to={`/complaints/${made.complaint_id}`}>
                    {t('backoffice.for_complaint', { id: made.complaint_id })}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {order.status === 'paid' && (
        <form className="row g-2 align-items-end" onSubmit={ask}>
          <h3 className="h6 col-12">{t('backoffice.refund_title')}</h3>
          <div className="col-sm-3">
            <label htmlFor="refund-amount" className="form-label">
              {t('backoffice.refund_amount', { currency: order.currency })}
            </label>
            <input
              id="refund-amount"
              name="amount"
              inputMode="decimal"
              className="form-control"
              defaultValue={((order.amount - refunded) / 100).toFixed(2)}
              required
            />
          </div>
          <div className="col-sm-6">
            <label htmlFor="refund-reason" className="form-label">
              {t('backoffice.refund_reason')}
            </label>
            <input id="refund-reason" name="reason" className="form-control" required />
          </div>
          {complaints.length > 0 && (
            <div className="col-sm-6">
              <label htmlFor="refund-complaint" className="form-label">
                {t('backoffice.refund_complaint')}
              </label>
              <select id="refund-complaint" name="complaint" className="form-select">
                <option value="">{t('backoffice.refund_no_complaint')}</option>
                {complaints.map((complaint) => (
                  <option key={complaint.id} value={complaint.id}>
                    {t('backoffice.complaint_option', {
                      id: complaint.id,
                      date: new Date(complaint.created_at).toLocaleDateString(i18n.language),
                    })}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="col-auto">
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {t('backoffice.refund')}
            </button>
          </div>
        </form>
      )}
      {asking && (
        <ConfirmDialog
          title={t('backoffice.refund_confirm_title', { id: order.id })}
          cancelLabel={t('backoffice.refund_keep')}
          confirmLabel={t('backoffice.refund')}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void refund()}
        >
          {t('backoffice.refund_confirm', {
            amount: money(asking.amount, order.currency),
            reason: asking.reason,
          })}
          {asking.complaint !== null &&
            ` ${t('backoffice.refund_confirm_complaint', { id: asking.complaint })}`}
        </ConfirmDialog>
      )}
    </article>
  );
}
