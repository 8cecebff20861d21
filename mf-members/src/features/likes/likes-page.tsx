import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { useGetLikesQuery } from '@app/shared/bindings';
import type { LikedBy, LikedProfile } from '@app/shared/contracts';
import { ErrorAlert, LoginRequired, PageSpinner, ProfileTile } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';

/** Spec §2 likes page: who liked the member, whom they liked, and their matches. */
export const LIKE_TYPES = ['received', 'sent', 'matches'] as const;
type LikeType = (typeof LIKE_TYPES)[number];

/**
 * /likes and /likes/{type}: one list at a time, the three as tabs; /likes shows received. Each
 * tab is a route of its own (routes.json), so any other /likes/… is a 404 from the server.
 */
export function LikesPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { pathname } = useLocation();
  const type: LikeType = LIKE_TYPES.find((tab) => pathname.endsWith(`/${tab}`)) ?? 'received';
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, error, isLoading, refetch } = useGetLikesQuery(undefined, { skip: !loggedIn });

  if (!loggedIn) return <LoginRequired />;

  const lists: Record<LikeType, (LikedProfile & Partial<Pick<LikedBy, 'like_new'>>)[]> = {
    received: data?.liked_by ?? [],
    sent: data?.profiles ?? [],
    matches: data?.matches ?? [],
  };
  const newCount = (data?.liked_by ?? []).filter((like) => like.like_new).length;
  const profiles = lists[type];

  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('likes.title')}</h1>
      <nav aria-label={t('likes.tabs')}>
        {/* Three equal tabs; on a phone each tab's counts go under its name, so all three fit
            390 px in every language. */}
        <ul className="nav nav-pills nav-fill mb-3 flex-nowrap">
          {LIKE_TYPES.map((tab) => (
            <li key={tab} className="nav-item">
              <NavLink
                to={`${paths.likes}/${tab}`}
                // /likes is the received tab too.
                className={({ isActive }) =>
                  `nav-link h-100 px-2 d-flex flex-column flex-sm-row align-items-center justify-content-center column-gap-2 ${isActive || (tab === type && tab === 'received') ? 'active' : ''}`
                }
                aria-current={tab === type ? 'page' : undefined}
              >
                <span className="text-nowrap">{t(`likes.${tab}`)}</span>
                {data && (
                  <span className="text-nowrap">
                    <span className="badge rounded-pill text-bg-light">{lists[tab].length}</span>
                    {tab === 'received' && newCount > 0 && (
                      <span className="badge rounded-pill text-bg-danger ms-1">
                        {t('likes.new_count', { count: newCount })}
                      </span>
                    )}
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && profiles.length === 0 && (
        <div className="text-center text-body-secondary py-5">
          <p>{t(`likes.empty.${type}`)}</p>
          <Link to={paths.members} className="btn btn-primary">
            {t('likes.browse')}
          </Link>
        </div>
      )}
      {data && profiles.length > 0 && (
        <ul
          className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled"
          aria-label={t(`likes.${type}`)}
        >
          {profiles.map((profile, index) => (
            <li key={profile.id} className="col">
              <ProfileTile
                profile={profile}
                to={`${paths.likes}/m/${profile.id}`}
                label={
                  profile.like_new
                    ? t('likes.open_new', { name: profile.name })
                    : t('common:member_card.open', { name: profile.name })
                }
                eager={index < 8}
                badge={
                  profile.like_new && <span className="badge text-bg-danger">{t('likes.new')}</span>
                }
                // A match is there to be written to: one tap (issue 25 §1).
                action={
                  type === 'matches' && (
                    <Link
                      to={paths.memberChat(profile.id)}
                      className="btn btn-sm btn-primary w-100"
                      aria-label={t('likes.write_to', { name: profile.name })}
                    >
                      {t('profile.send_message')}
                    </Link>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
