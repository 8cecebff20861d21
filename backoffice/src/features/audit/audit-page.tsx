import { TableScroll } from '@app/shared/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_API, backofficeRequest, useBackofficeQuery } from '@app/shared/backoffice';
import type { AuditEntry } from '@app/shared/contracts';
import { PageTitle } from '../../components/page-title';
import { ErrorAlert } from '../../components/error-alert';
import { NAMESPACE } from '../../i18n';
import { useFormat } from '@app/shared/backoffice';
import { formValues } from '@app/shared/backoffice';

const FILTERS = ['action', 'object_type', 'object_id', 'staff_id'] as const;
type Filter = Partial<Record<(typeof FILTERS)[number], string>>;

const shown = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/**
 * The audit trail, for owners (issue 26 §2): every staff action, newest first, filtered by who,
 * what and on which object, with before → after and the reason; the same as CSV.
 */
export function AuditPage() {
  const { t } = useTranslation(NAMESPACE);
  const { dateTime } = useFormat();
  const [filter, setFilter] = useState<Filter>({});
  const query = useMemo(() => {
    const params = new URLSearchParams(
      Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
    );
    return params.toString();
  }, [filter]);
  const { data, error } = useBackofficeQuery<{
    entries: AuditEntry[];
    next_before_id: number | null;
  }>(`/audit${query ? `?${query}` : ''}`);
  const [more, setMore] = useState<{ query: string; entries: AuditEntry[]; next: number | null }>();
  const [failure, setFailure] = useState<unknown>(null);
  const extra = more?.query === query ? more : undefined;
  const entries = [...(data?.entries ?? []), ...(extra?.entries ?? [])];
  const next = extra ? extra.next : (data?.next_before_id ?? null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    setFilter(Object.fromEntries(FILTERS.map((name) => [name, value(name)])));
  };
  const loadMore = async () => {
    if (next === null) return;
    const params = new URLSearchParams(query);
    params.set('before_id', String(next));
    try {
      const page = await backofficeRequest<{
        entries: AuditEntry[];
        next_before_id: number | null;
      }>(`/audit?${params.toString()}`);
      setMore({
        query,
        entries: [...(extra?.entries ?? []), ...page.entries],
        next: page.next_before_id,
      });
    } catch (refusal) {
      setFailure(refusal);
    }
  };

  return (
    <section>
      <PageTitle text={t('audit.title')}>
        <a
          className="btn btn-outline-secondary btn-sm"
          href={`${BACKOFFICE_API}/audit.csv?${query}`}
        >
          {t('audit.csv')}
        </a>
      </PageTitle>
      <form className="row g-2 align-items-end mb-3" onSubmit={apply}>
        {FILTERS.map((name) => (
          <div className="col-sm-6 col-lg-2" key={name}>
            <label htmlFor={`audit-${name}`} className="form-label">
              {t(`audit.${name}`)}
            </label>
            <input
              id={`audit-${name}`}
              name={name}
              className="form-control"
              inputMode={name === 'staff_id' ? 'numeric' : undefined}
            />
          </div>
        ))}
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('audit.filter')}
          </button>
        </div>
      </form>
      <ErrorAlert error={error ?? failure} />
      <TableScroll label={t('audit.title')}>
        <table className="table table-sm align-top">
          <caption className="visually-hidden">{t('audit.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.at')}</th>
              <th scope="col">{t('audit.staff')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.object')}</th>
              <th scope="col">{t('audit.change')}</th>
              <th scope="col">{t('reason')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="text-nowrap">{dateTime(entry.at)}</td>
                <td>{entry.staff_email ?? t('audit.system')}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  {entry.object_type} {entry.object_id}
                </td>
                <td className="small text-break">
                  {shown(entry.before)} {entry.before !== null && '→'} {shown(entry.after)}
                </td>
                <td>{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {data && entries.length === 0 && <p>{t('audit.none')}</p>}
      {next !== null && (
        <button type="button" className="btn btn-outline-primary" onClick={() => void loadMore()}>
          {t('audit.more')}
        </button>
      )}
    </section>
  );
}
