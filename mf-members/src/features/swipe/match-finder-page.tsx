import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { useGetSwipeStackQuery } from './api';
import { ErrorAlert, LoginRequired, MemberCard, PageSpinner } from '@app/shared/ui';
import { LikeButton } from '../../components/like-button';
import { useMemberTimeZone } from '../../hooks/use-member-time-zone';
import { NAMESPACE } from '../../i18n';

/**
 * /match-finder: the members who fit the member best right now (the ones they seek, their own
 * country first, not liked or swiped yet) as a grid to like from, with the swipe game one
 * click away.
 */
export function MatchFinderPage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const zoneSent = useMemberTimeZone(loggedIn);
  const { data, error, isLoading, refetch } = useGetSwipeStackQuery(undefined, {
    skip: !loggedIn || !zoneSent,
  });
  if (!loggedIn) return <LoginRequired />;
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 flex-grow-1">{t('match_finder.title')}</h1>
        <Link to="/swipe-game" className="btn btn-outline-primary">
          {t('swipe.title')}
        </Link>
      </div>
      <p className="text-body-secondary">{t('match_finder.lead')}</p>
      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && data.profiles.length === 0 && (
        <div className="text-center py-5">
          <p>{t('swipe.empty')}</p>
          <Link to={paths.members} className="btn btn-primary">
            {t('likes.browse')}
          </Link>
        </div>
      )}
      {data && data.profiles.length > 0 && (
        <ul
          className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled"
          aria-label={t('match_finder.title')}
        >
          {data.profiles.map((member, index) => (
            <li key={member.id} className="col">
              <MemberCard
                member={member}
                eager={index < 8}
                action={<LikeButton memberId={member.id} small />}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
