import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formValues, ScreenNotices, useBackofficeQuery, useFormat } from '@app/shared/backoffice';
import { DayFigures, SERIES_COLOURS } from '@app/shared/backoffice-charts';
import {
  campaignFunnelSteps,
  campaignSourceFields,
  type CampaignFigures as Figures,
} from '@app/shared/contracts';
import { TableScroll } from '@app/shared/ui';
import { CAMPAIGNS_NAMESPACE } from './campaigns-i18n';

/**
 * A campaign's funnel (issue 28 §1): visits, sign-up forms opened, sign-ups and first
 * purchases, per day as a chart (with its table) and per source — the value of one tracking
 * field the visitors came with (`network`, `sub1`…), or the campaign's own.
 */
export function CampaignFigures({ id }: { id: number }) {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const { count } = useFormat();
  const [query, setQuery] = useState('');
  const { data, error } = useBackofficeQuery<Figures>(`/campaigns/${id}/figures${query}`);
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    const params = new URLSearchParams({ by: value('by') });
    for (const name of ['from', 'until']) if (value(name)) params.set(name, value(name));
    setQuery(`?${params.toString()}`);
  };
  return (
    <section aria-labelledby="figures-title" className="mb-4">
      <h2 id="figures-title" className="h5">
        {t('figures.title')}
      </h2>
      <form className="row g-2 align-items-end mb-3" onSubmit={ask}>
        <div className="col-6 col-md-3">
          <label htmlFor="figures-from" className="form-label">
            {t('figures.from')}
          </label>
          <input
            id="figures-from"
            name="from"
            type="date"
            className="form-control"
            defaultValue={data?.from}
            key={`from-${data?.from}`}
          />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="figures-until" className="form-label">
            {t('figures.until')}
          </label>
          <input
            id="figures-until"
            name="until"
            type="date"
            className="form-control"
            defaultValue={data?.until}
            key={`until-${data?.until}`}
          />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="figures-by" className="form-label">
            {t('figures.by')}
          </label>
          <select id="figures-by" name="by" className="form-select" defaultValue="network">
            {campaignSourceFields.map((field) => (
              <option key={field} value={field}>
                {field}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <button type="submit" className="btn btn-outline-primary">
            {t('figures.show')}
          </button>
        </div>
      </form>
      {error ? <ScreenNotices said="" error={error} /> : null}
      {data && (
        <>
          <DayFigures
            title={t('figures.per_day')}
            dayLabel={t('figures.day')}
            days={data.days}
            series={campaignFunnelSteps.map((step, index) => ({
              label: t(`figures.${step}`),
              values: data.per_day[step],
              colour: SERIES_COLOURS[index % SERIES_COLOURS.length]!,
            }))}
            format={count}
            whole
          />
          <TableScroll label={t('figures.by_source')}>
            <table className="table table-sm">
              <caption className="caption-top h6 text-body">
                {t('figures.by_source')} ({data.by})
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('figures.source')}</th>
                  {campaignFunnelSteps.map((step) => (
                    <th key={step} scope="col" className="text-end">
                      {t(`figures.${step}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.sources.map((source) => (
                  <tr key={source.source ?? ''}>
                    <th scope="row" className="text-break">
                      {source.source ?? t('figures.no_source')}
                    </th>
                    {campaignFunnelSteps.map((step) => (
                      <td key={step} className="text-end">
                        {count(source[step])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('figures.total')}</th>
                  {campaignFunnelSteps.map((step) => (
                    <td key={step} className="text-end fw-semibold" data-figure={step}>
                      {count(data.total[step])}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}
