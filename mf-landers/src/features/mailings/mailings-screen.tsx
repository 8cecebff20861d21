import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ScreenNotices, useBackofficeQuery, useFormat } from '@app/shared/backoffice';
import type { MailingSummary } from '@app/shared/contracts';
import { TableScroll } from '@app/shared/ui';
import { MailingForm } from './mailing-form';
import { MailingPage } from './mailing-page';
import { MailingStateBadge } from './mailing-state-badge';
import { MAILINGS_NAMESPACE } from './mailings-i18n';

/**
 * Marketing mail (issue 48 §4): the list, a new mailing, and each mailing's page
 * (`/backoffice/mailings/<number>`) with its preview, test, sending and progress.
 */
export default function MailingsScreen() {
  const { pathname } = useLocation();
  const id = /^\/mailings\/(\d+)(\/edit)?/.exec(pathname);
  if (id?.[2]) return <MailingForm key={`edit-${id[1]}`} id={Number(id[1])} />;
  if (id) return <MailingPage key={id[1]} id={Number(id[1])} />;
  if (/^\/mailings\/new\/?$/.test(pathname)) return <MailingForm id={null} />;
  return <MailingList />;
}

function MailingList() {
  const { t } = useTranslation(MAILINGS_NAMESPACE);
  const location = useLocation();
  const { data, error } = useBackofficeQuery<{ mailings: MailingSummary[] }>('/mailings');
  const said = (location.state as { said?: string } | null)?.said ?? '';
  const { dateTime, count } = useFormat();
  return (
    <section aria-labelledby="mailings-title">
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-2">
        <h1 id="mailings-title" className="h3 mb-0">
          {t('title')}
        </h1>
        <Link to="/mailings/new" className="btn btn-primary">
          {t('new')}
        </Link>
      </div>
      <p className="text-body-secondary">{t('intro')}</p>
      <ScreenNotices said={said} error={error} />
      {!data && !error && <p role="status">{t('loading')}</p>}
      {data && data.mailings.length === 0 && <p>{t('none')}</p>}
      {data && data.mailings.length > 0 && (
        <TableScroll label={t('title')}>
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('list.name')}</th>
                <th scope="col">{t('list.kind')}</th>
                <th scope="col">{t('list.state')}</th>
                <th scope="col" className="text-end">
                  {t('list.progress')}
                </th>
                <th scope="col">{t('list.created')}</th>
              </tr>
            </thead>
            <tbody>
              {data.mailings.map((mailing) => (
                <tr key={mailing.id}>
                  <th scope="row">
                    <Link to={`/mailings/${mailing.id}`}>{mailing.name}</Link>
                  </th>
                  <td>{t(`kinds.${mailing.kind}`)}</td>
                  <td>
                    <MailingStateBadge state={mailing.state} />
                  </td>
                  <td className="text-end">
                    {mailing.audience_count === null
                      ? '—'
                      : `${count(mailing.sent)} / ${count(mailing.audience_count)}`}
                  </td>
                  <td>{dateTime(mailing.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
