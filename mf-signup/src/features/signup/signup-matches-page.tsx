import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { ErrorAlert, LoginRequired, MemberCard, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGetSignupMatchesQuery } from './api';

/** `/signup-matches`: members to write to first, right after sign-up (spec §2). */
export function SignupMatchesPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return <LoginRequired />;
  return <SignupMatches />;
}

function SignupMatches() {
  const { t } = useTranslation(NAMESPACE);
  const { data: matches, isLoading, error, refetch } = useGetSignupMatchesQuery();
  return (
    <section className="container py-4" aria-labelledby="signup-matches-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <div>
          <h1 id="signup-matches-title" className="h3 mb-1">
            {t('matches.title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('matches.lead')}</p>
        </div>
        <Link to={paths.members} className="btn btn-outline-primary">
          {t('matches.more')}
        </Link>
      </div>
      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {matches && matches.length === 0 && (
        <p className="text-body-secondary">{t('matches.none')}</p>
      )}
      {matches && matches.length > 0 && (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled">
          {matches.map((member, index) => (
            <li key={member.id} className="col">
              <MemberCard member={member} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
