import { TableScroll } from '@app/shared/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText, formValues, useBackofficeQuery } from '@app/shared/backoffice';
import { NAMESPACE } from '../../i18n';
import { MemberFileView } from './member-file';

interface Found {
  members: { id: number; email: string; name: string; status: string; signup_date: string }[];
}

/**
 * The support desk (issue 26 §4): find a member by id, address (or its start) or name, then
 * their file. `/backoffice/members?q=…` is the search, `/backoffice/members/<id>` a file, so a
 * file can be linked from a complaint or a colleague's message.
 */
export default function MemberDesk() {
  const { t } = useTranslation(NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const id = /^\/members\/(\d+)/.exec(location.pathname)?.[1];
  const q = new URLSearchParams(location.search).get('q') ?? '';
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = formValues(event.currentTarget)('q').trim();
    if (typed) void navigate(`/members?q=${encodeURIComponent(typed)}`);
  };
  return (
    <section aria-labelledby="member-desk-title">
      <h1 id="member-desk-title" className="h3">
        {t('member_desk.title')}
      </h1>
      <form role="search" className="d-flex gap-2 mb-4" style={{ maxWidth: 560 }} onSubmit={search}>
        <label htmlFor="member-search" className="visually-hidden">
          {t('member_desk.search_label')}
        </label>
        <input
          id="member-search"
          name="q"
          type="search"
          className="form-control"
          defaultValue={q}
          key={q}
          placeholder={t('member_desk.search_placeholder')}
          required
        />
        <button type="submit" className="btn btn-primary">
          {t('member_desk.search')}
        </button>
      </form>
      {id ? <MemberFileView id={Number(id)} /> : q ? <Results q={q} /> : null}
    </section>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, error } = useBackofficeQuery<Found>(`/members?q=${encodeURIComponent(q)}`);
  if (error)
    return (
      <div className="alert alert-danger" role="alert">
        {errorText(t, error)}
      </div>
    );
  if (!data) return null;
  if (data.members.length === 0) return <p role="status">{t('member_desk.none', { q })}</p>;
  return (
    <TableScroll label={t('member_desk.title')}>
      <table className="table">
        <caption className="visually-hidden">{t('member_desk.results')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('member_desk.member')}</th>
            <th scope="col">{t('member_desk.email')}</th>
            <th scope="col">{t('member_desk.status')}</th>
            <th scope="col">{t('member_desk.signed_up')}</th>
          </tr>
        </thead>
        <tbody>
          {data.members.map((member) => (
            <tr key={member.id}>
              <td>
                <Link to={`/members/${member.id}`}>
                  {t('member_desk.name_id', { name: member.name, id: member.id })}
                </Link>
              </td>
              <td>{member.email}</td>
              <td>{member.status}</td>
              <td>{member.signup_date.slice(0, 10)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
