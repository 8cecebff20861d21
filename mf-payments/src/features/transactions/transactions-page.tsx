import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { useGetCompanyQuery } from '@app/shared/bindings';
import { paths } from '@app/shared/values';
import type { Order } from '@app/shared/contracts';
import { ErrorAlert, LoginRequired, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGetTransactionsQuery } from '../../api';
import { formatMoney } from '../../lib/money';

const STATUS_STYLE: Record<Order['status'], string> = {
  open: 'secondary',
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  canceled: 'secondary',
  expired: 'secondary',
  refunded: 'info',
  charged_back: 'danger',
};

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
}

/** `/transactions/{id?}`: the member's purchases, and one purchase's receipt. */
export function TransactionsPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { id } = useParams();
  if (!loggedIn) return <LoginRequired />;
  const transactionId = Number(id);
  return (
    <div className="container py-3" style={{ maxWidth: 800 }}>
      {Number.isInteger(transactionId) && transactionId > 0 ? (
        <Receipt id={transactionId} />
      ) : (
        <TransactionList />
      )}
    </div>
  );
}

function TransactionList() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const date = useDate();
  const { data, error, isLoading, refetch } = useGetTransactionsQuery();
  return (
    <>
      <h1 className="h3 mb-3">{t('transactions.title')}</h1>
      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && data.length === 0 && (
        <p>
          {t('transactions.none')} <Link to={paths.credits}>{t('pricing.buy')}</Link>
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="list-group" aria-label={t('transactions.title')}>
          {data.map((tx) => (
            <li key={tx.id} className="list-group-item">
              <Link
                to={`/transactions/${tx.id}`}
                className="d-flex flex-wrap justify-content-between gap-2 text-decoration-none"
              >
                <span>
                  <span className="fw-semibold d-block">
                    {t('credits.count', { count: tx.credits })} ·{' '}
                    {formatMoney(tx.amount, tx.currency, i18n.language)}
                  </span>
                  <span className="small text-body-secondary">
                    {date(tx.paid_at ?? tx.created_at)} · {t(`method.name.${tx.paymentmethod}`)}
                  </span>
                </span>
                <span className={`badge text-bg-${STATUS_STYLE[tx.status]} align-self-center`}>
                  {t(`transactions.status.${tx.status}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One purchase as a receipt, with the company's details (spec §3 company info). */
function Receipt({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const date = useDate();
  const { data, error, isLoading, refetch } = useGetTransactionsQuery(id);
  const company = useGetCompanyQuery();
  const tx = data?.[0];
  if (isLoading) return <PageSpinner />;
  if (error || !tx) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  const money = (minor: number) => formatMoney(minor, tx.currency, i18n.language);
  return (
    <article aria-labelledby="receipt-title">
      <p>
        <Link to="/transactions">← {t('transactions.back')}</Link>
      </p>
      <h1 id="receipt-title" className="h3">
        {t('transactions.receipt', { id: tx.id })}
      </h1>
      <dl className="row">
        <dt className="col-sm-4">{t('transactions.date')}</dt>
        <dd className="col-sm-8">{date(tx.paid_at ?? tx.created_at)}</dd>
        <dt className="col-sm-4">{t('transactions.status_label')}</dt>
        <dd className="col-sm-8">
          <span className={`badge text-bg-${STATUS_STYLE[tx.status]}`}>
            {t(`transactions.status.${tx.status}`)}
          </span>
        </dd>
        <dt className="col-sm-4">{t('transactions.bundle')}</dt>
        <dd className="col-sm-8">{t('credits.count', { count: tx.credits })}</dd>
        {tx.discountcode && (
          <>
            <dt className="col-sm-4">{t('transactions.price')}</dt>
            <dd className="col-sm-8">{money(tx.list_amount)}</dd>
            <dt className="col-sm-4">{t('discount.label')}</dt>
            <dd className="col-sm-8">
              {tx.discountcode} (−{money(tx.list_amount - tx.amount)})
            </dd>
          </>
        )}
        <dt className="col-sm-4">{t('transactions.paid')}</dt>
        <dd className="col-sm-8 fw-semibold">{money(tx.amount)}</dd>
        <dt className="col-sm-4">{t('transactions.method')}</dt>
        <dd className="col-sm-8">{t(`method.name.${tx.paymentmethod}`)}</dd>
      </dl>
      {company.data && (
        <section aria-labelledby="seller-title" className="border-top pt-3 small">
          <h2 id="seller-title" className="h6">
            {t('transactions.seller')}
          </h2>
          <address className="mb-1">
            {company.data.name}
            <br />
            {company.data.tradenames.length > 0 && (
              <>
                {t('transactions.trading_as', { names: company.data.tradenames.join(', ') })}
                <br />
              </>
            )}
            {company.data.address}
            <br />
            {company.data.city}, {company.data.country}
          </address>
          <div>{t('transactions.kvk', { kvk: company.data.kvk })}</div>
          {company.data.vat_numbers.map((vat) => (
            <div key={vat}>{t('transactions.vat', { vat })}</div>
          ))}
        </section>
      )}
      <button
        type="button"
        className="btn btn-outline-secondary mt-3 d-print-none"
        onClick={() => window.print()}
      >
        {t('transactions.print')}
      </button>
    </article>
  );
}
