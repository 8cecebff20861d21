import { Navigate } from 'react-router';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';
import { LanderEnvProvider } from '../../components/lander-env';
import { useAppLanderEnv } from '../../hooks/use-app-lander-env';
import { useGetLandingQuery } from '../../hooks/use-landing-data';
import { INDEX_LANDING_QUERY } from './index-query';
import { IndexView } from './index-view';

/**
 * `/` inside the app (back to the landing after logging out; a first visit is rendered by the
 * server). Members go straight to the members area.
 */
export function IndexPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const env = useAppLanderEnv();
  const { data, error, isLoading } = useGetLandingQuery(INDEX_LANDING_QUERY, { skip: loggedIn });
  if (loggedIn) return <Navigate to={paths.members} replace />;
  if (error) return <ErrorAlert error={error} />;
  if (isLoading || !data || !env) return <PageSpinner />;
  return (
    <LanderEnvProvider env={env}>
      <IndexView data={data} />
    </LanderEnvProvider>
  );
}
