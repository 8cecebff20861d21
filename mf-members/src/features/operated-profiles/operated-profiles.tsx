import { operatedProfileStates, type OperatedProfileList } from '@app/shared/contracts';
import { errorText, formValues, useBackofficeQuery } from '@app/shared/backoffice';
import { TableScroll } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { OperatedProfileEditor } from './operated-profile-editor';
import { stateBadge } from './states';

/**
 * The profiles the site operates (issue 48 §1): the list, a new one, one to edit.
 * `/backoffice/operated-profiles`, `…/new` and `…/<id>`, so a profile can be linked.
 */
export default function OperatedProfiles() {
  const { pathname } = useLocation();
  const which = /^\/operated-profiles\/(new|\d+)/.exec(pathname)?.[1];
  if (which === 'new') return <OperatedProfileEditor key="new" id={null} />;
  if (which) return <OperatedProfileEditor key={which} id={Number(which)} />;
  return <ProfileList />;
}

function ProfileList() {
  const { t } = useTranslation(NAMESPACE);
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const state = params.get('state') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(state ? { state } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  const { data, error } = useBackofficeQuery<OperatedProfileList>(
    `/operated-profiles${query ? `?${query}` : ''}`,
  );
  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams({ ...(q ? { q } : {}), ...(state ? { state } : {}) });
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value);
      else next.delete(key);
    const text = next.toString();
    void navigate(`/operated-profiles${text ? `?${text}` : ''}`);
  };
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = formValues(event.currentTarget);
    go({ q: read('q').trim(), state: read('state'), page: '' });
  };
  return (
    <section aria-labelledby="operated-profiles-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 id="operated-profiles-title" className="h3 mb-0">
          {t('operated_profiles.title')}
        </h1>
        <Link to="/operated-profiles/new" className="btn btn-primary">
          {t('operated_profiles.new')}
        </Link>
      </div>
      <p className="text-body-secondary">{t('operated_profiles.lead')}</p>
      <form role="search" className="row g-2 mb-3" style={{ maxWidth: 640 }} onSubmit={find}>
        <div className="col-12 col-sm-6">
          <label htmlFor="operated-search" className="visually-hidden">
            {t('operated_profiles.search_label')}
          </label>
          <input
            id="operated-search"
            name="q"
            type="search"
            className="form-control"
            defaultValue={q}
            key={q}
            placeholder={t('operated_profiles.search_label')}
          />
        </div>
        <div className="col-8 col-sm-4">
          <label htmlFor="operated-state" className="visually-hidden">
            {t('operated_profiles.columns.state')}
          </label>
          <select
            id="operated-state"
            name="state"
            className="form-select"
            defaultValue={state}
            key={state}
          >
            <option value="">{t('operated_profiles.any_state')}</option>
            {operatedProfileStates.map((value) => (
              <option key={value} value={value}>
                {t(`operated_profiles.states.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-4 col-sm-2">
          <button type="submit" className="btn btn-outline-primary w-100">
            {t('operated_profiles.find')}
          </button>
        </div>
      </form>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      )}
      {data && data.total === 0 && (
        <p role="status">
          {t(q || state ? 'operated_profiles.none_found' : 'operated_profiles.none')}
        </p>
      )}
      {data && data.total > 0 && (
        <>
          <p role="status" className="small text-body-secondary">
            {t('operated_profiles.found', { count: data.total })}
          </p>
          <ProfileTable list={data} />
          {data.pages > 1 && (
            <nav
              aria-label={t('operated_profiles.pages')}
              className="d-flex align-items-center gap-2"
            >
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={data.page <= 1}
                onClick={() => go({ page: String(data.page - 1) })}
              >
                {t('operated_profiles.previous')}
              </button>
              <span className="small">
                {t('operated_profiles.page_of', { page: data.page, pages: data.pages })}
              </span>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={data.page >= data.pages}
                onClick={() => go({ page: String(data.page + 1) })}
              >
                {t('operated_profiles.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function ProfileTable({ list }: { list: OperatedProfileList }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const column = (key: string) => t(`operated_profiles.columns.${key}`);
  return (
    <TableScroll label={t('operated_profiles.list_label')}>
      <table className="table align-middle">
        <caption className="visually-hidden">{t('operated_profiles.list_label')}</caption>
        <thead>
          <tr>
            <th scope="col">{column('profile')}</th>
            <th scope="col">{column('age')}</th>
            <th scope="col">{column('place')}</th>
            <th scope="col">{column('state')}</th>
            <th scope="col">{column('photos')}</th>
            <th scope="col">{column('conversations')}</th>
          </tr>
        </thead>
        <tbody>
          {list.profiles.map((profile) => (
            <tr key={profile.id}>
              <td>
                <div className="d-flex align-items-center gap-2">
                  {profile.thumb ? (
                    <img
                      src={`${list.cdn_prefix}${profile.thumb}`}
                      alt=""
                      width={40}
                      height={40}
                      className="rounded-circle object-fit-cover"
                    />
                  ) : (
                    <span
                      className="rounded-circle bg-body-secondary d-inline-block"
                      style={{ width: 40, height: 40 }}
                      aria-hidden="true"
                    />
                  )}
                  <Link to={`/operated-profiles/${profile.id}`}>{profile.name}</Link>
                </div>
              </td>
              <td>{profile.age}</td>
              <td>
                {[profile.city, t(`common:country.${profile.country}`, profile.country)]
                  .filter(Boolean)
                  .join(', ')}
              </td>
              <td>
                <span className={`badge ${stateBadge[profile.state]}`}>
                  {t(`operated_profiles.states.${profile.state}`)}
                </span>
              </td>
              <td>
                {t('operated_profiles.photos_count', { count: profile.photos })}
                {profile.photos_waiting > 0 && (
                  <span className="text-body-secondary">
                    {' · '}
                    {t('operated_profiles.photos_waiting', { count: profile.photos_waiting })}
                  </span>
                )}
              </td>
              <td>{profile.conversations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
