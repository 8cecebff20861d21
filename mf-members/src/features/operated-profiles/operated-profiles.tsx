import type { OperatedProfileList } from '@app/shared/contracts';
import { errorText, useBackofficeQuery } from '@app/shared/backoffice';
import { TableScroll } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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
  const { data, error } = useBackofficeQuery<OperatedProfileList>('/operated-profiles');
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
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      )}
      {data && data.profiles.length === 0 && <p role="status">{t('operated_profiles.none')}</p>}
      {data && data.profiles.length > 0 && <ProfileTable list={data} />}
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
