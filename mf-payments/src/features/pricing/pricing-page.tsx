import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, selectSettings, useAppSelector } from '@app/shared';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGetCreditBundlesQuery } from '../../api';
import { formatMoney, formatPerCredit } from '../../lib/money';

/**
 * `/pricing` (public): the bundles and what a message costs, per country. Visitors choose the
 * country (their own first); members see their own country's prices.
 */
export function PricingPage() {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const settings = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const selectId = useId();
  const [country, setCountry] = useState<string | undefined>(
    settings?.geoip_selected_country ?? undefined,
  );
  const { data, error, isFetching, refetch } = useGetCreditBundlesQuery(
    loggedIn ? undefined : country,
  );
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('pricing.title')}</h1>
      <p>{t('pricing.intro')}</p>
      {!loggedIn && settings && (
        <div className="mb-3" style={{ maxWidth: 320 }}>
          <label htmlFor={selectId} className="form-label">
            {t('pricing.country')}
          </label>
          <select
            id={selectId}
            className="form-select"
            value={data?.country ?? country ?? ''}
            onChange={(event) => setCountry(event.target.value)}
          >
            {settings.countries.map((c) => (
              <option key={c} value={c}>
                {t(`common:country.${c}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {!data && isFetching && <PageSpinner />}
      {data && (
        <>
          <table className="table align-middle">
            <caption className="visually-hidden">{t('pricing.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pricing.bundle')}</th>
                <th scope="col">{t('pricing.price')}</th>
                <th scope="col">{t('pricing.per_credit')}</th>
              </tr>
            </thead>
            <tbody>
              {data.packages.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{t('credits.count', { count: p.credits })}</th>
                  <td>{formatMoney(p.amount, p.currency, i18n.language)}</td>
                  <td>{formatPerCredit(p.amount, p.credits, p.currency, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t('pricing.message_credits', { count: data.message_credits })}
            {data.message_cost &&
              ` ${t('pricing.message_cost', {
                cost: new Intl.NumberFormat(i18n.language, {
                  style: 'currency',
                  currency: data.message_cost.currency,
                }).format(data.message_cost.costs),
              })}`}
          </p>
          <p className="small text-body-secondary">{t('credits.premium_note')}</p>
        </>
      )}
      <Link className="btn btn-primary" to={loggedIn ? paths.credits : paths.signup}>
        {loggedIn ? t('pricing.buy') : t('pricing.signup')}
      </Link>
    </div>
  );
}
