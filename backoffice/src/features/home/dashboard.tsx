import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText, formValues, useBackofficeQuery } from '@app/shared/backoffice';
import type { Dashboard as Figures } from '@app/shared/contracts';
import { TableScroll } from '@app/shared/ui';
import { useFormat } from '@app/shared/backoffice';
import { NAMESPACE } from '../../i18n';
import { DayFigures, SERIES_COLOURS } from '@app/shared/backoffice-charts';

/** Minor units of a currency as the staff member's language writes the amount. */
function moneyFormat(language: string, currency: string) {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return (minor: number) => format.format(minor / 10 ** digits);
}

/**
 * How the site is doing (issue 28 §4), on the back office's first screen: sign-ups, members,
 * messages and matches, money per day and per method, first purchases, what waits in the queues
 * and how the remotes load — each staff member sees the parts their role opens. A range of days
 * is asked in the address (`?from=&until=`), so a view can be shared.
 */
export function Dashboard() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const range = ['from', 'until']
    .filter((name) => search.get(name))
    .map((name) => `${name}=${search.get(name)}`)
    .join('&');
  const { data, error } = useBackofficeQuery<Figures>(`/dashboard${range ? `?${range}` : ''}`);
  const { count, percent } = useFormat();

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    setSearch({ from: value('from'), until: value('until') });
  };

  return (
    <section aria-labelledby="dashboard-title" className="mt-4">
      <h2 id="dashboard-title" className="h4">
        {t('dashboard.title')}
      </h2>
      <form className="d-flex flex-wrap gap-2 align-items-end mb-3" onSubmit={show}>
        {(['from', 'until'] as const).map((end) => (
          <div key={end}>
            <label htmlFor={`dashboard-${end}`} className="form-label">
              {t(`dashboard.${end}`)}
            </label>
            <input
              id={`dashboard-${end}`}
              name={end}
              type="date"
              className="form-control"
              defaultValue={data?.[end]}
              // Shown afresh when the range answered changes (the default one, at first).
              key={`${end}-${data?.[end]}`}
              required
            />
          </div>
        ))}
        <button type="submit" className="btn btn-outline-primary">
          {t('dashboard.show')}
        </button>
      </form>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      )}
      {data && (
        <div className="row">
          {data.members && (
            <div className="col-lg-6">
              <h3 className="h5">{t('dashboard.members')}</h3>
              <p>
                {t('dashboard.confirmed', { count: data.members.confirmed })} ·{' '}
                {t('dashboard.active', {
                  count: data.members.active,
                  days: data.members.active_days,
                })}
              </p>
              <DayFigures
                dayLabel={t('dashboard.day')}
                title={t('dashboard.signups')}
                days={data.days}
                series={[
                  {
                    label: t('dashboard.signups'),
                    values: data.members.signups,
                    colour: SERIES_COLOURS[0],
                  },
                ]}
                format={count}
                whole
              />
            </div>
          )}
          {data.activity && (
            <div className="col-lg-6">
              <h3 className="h5">{t('dashboard.activity')}</h3>
              <DayFigures
                dayLabel={t('dashboard.day')}
                title={t('dashboard.messages_and_matches')}
                days={data.days}
                series={[
                  {
                    label: t('dashboard.messages'),
                    values: data.activity.messages,
                    colour: SERIES_COLOURS[0],
                  },
                  {
                    label: t('dashboard.matches'),
                    values: data.activity.matches,
                    colour: SERIES_COLOURS[1],
                  },
                ]}
                format={count}
                whole
              />
            </div>
          )}
          {data.revenue && (
            <div className="col-lg-6">
              <h3 className="h5">{t('dashboard.revenue')}</h3>
              <p>
                {t('dashboard.first_purchase', {
                  buyers: data.revenue.first_purchase.buyers,
                  signups: data.revenue.first_purchase.signups,
                  rate: percent(
                    data.revenue.first_purchase.signups === 0
                      ? 0
                      : data.revenue.first_purchase.buyers / data.revenue.first_purchase.signups,
                  ),
                })}
              </p>
              {data.revenue.currencies.length === 0 && <p>{t('dashboard.no_revenue')}</p>}
              {data.revenue.currencies.map((currency) => {
                const money = moneyFormat(i18n.language, currency.currency);
                return (
                  <div key={currency.currency}>
                    <DayFigures
                      dayLabel={t('dashboard.day')}
                      title={t('dashboard.revenue_in', {
                        currency: currency.currency,
                        total: money(currency.total),
                      })}
                      days={data.days}
                      series={[
                        {
                          label: t('dashboard.paid'),
                          values: currency.per_day,
                          colour: SERIES_COLOURS[2],
                        },
                      ]}
                      format={money}
                    />
                    <TableScroll label={t('dashboard.by_method', { currency: currency.currency })}>
                      <table className="table table-sm">
                        <caption>
                          {t('dashboard.by_method', { currency: currency.currency })}
                        </caption>
                        <tbody>
                          {currency.by_method.map((row) => (
                            <tr key={row.method}>
                              <th scope="row">
                                {/* The payment provider's own name of the method. */}
                                <code>{row.method}</code>
                              </th>
                              <td className="text-end">{money(row.amount)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </TableScroll>
                  </div>
                );
              })}
            </div>
          )}
          <Queues queues={data.queues} count={count} />
          {data.remotes && (
            <div className="col-lg-6">
              <h3 className="h5">{t('dashboard.remotes')}</h3>
              <TableScroll label={t('dashboard.remotes')}>
                <table className="table table-sm">
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboard.remote')}</th>
                      <th scope="col">{t('dashboard.stable')}</th>
                      <th scope="col">{t('dashboard.candidate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.remotes.map((remote) => (
                      <tr key={remote.remote}>
                        <th scope="row">{remote.remote}</th>
                        <td>
                          <code>{remote.stable ?? '—'}</code>{' '}
                          {t('dashboard.loads', {
                            count: remote.stable_loads,
                            failed: percent(
                              remote.stable_loads === 0
                                ? 0
                                : remote.stable_failures / remote.stable_loads,
                            ),
                          })}
                        </td>
                        <td>
                          {remote.candidate === null ? (
                            '—'
                          ) : (
                            <>
                              <code>{remote.candidate}</code> · {percent(remote.percent / 100)}{' '}
                              {t('dashboard.loads', {
                                count: remote.candidate_loads,
                                failed: percent(
                                  remote.candidate_loads === 0
                                    ? 0
                                    : remote.candidate_failures / remote.candidate_loads,
                                ),
                              })}
                            </>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** What waits for staff now, with the way to each queue. */
function Queues({
  queues,
  count,
}: {
  queues: Figures['queues'];
  count: (value: number) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const rows = [
    { key: 'reported_members', value: queues.reported_members, path: '/reports' },
    { key: 'photos', value: queues.photos, path: '/photos' },
    { key: 'complaints', value: queues.complaints, path: '/complaints' },
  ].filter((row): row is { key: string; value: number; path: string } => row.value !== null);
  if (rows.length === 0) return null;
  return (
    <div className="col-lg-6">
      <h3 className="h5">{t('dashboard.waiting')}</h3>
      <ul className="list-group mb-4">
        {rows.map((row) => (
          <li key={row.key} className="list-group-item d-flex justify-content-between">
            <Link to={row.path}>{t(`dashboard.queues.${row.key}`)}</Link>
            <span>{count(row.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
