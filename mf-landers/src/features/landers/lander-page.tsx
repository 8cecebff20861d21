import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';
import { LanderEnvProvider } from '../../components/lander-env';
import { useAppLanderEnv } from '../../hooks/use-app-lander-env';
import { useGetLanderCampaignQuery, useGetLandingQuery } from '../../hooks/use-landing-data';
import { NAMESPACE } from '../../i18n';
import { landerPath, findCampaign } from './lander-registry';
import { LanderView } from './lander-view';
import { landingQueryFor } from './landing-query';

/**
 * A campaign lander or a member's landing inside the app (a visitor's first load is rendered by
 * the server instead): the lander its path names, or the 404 for a name nobody shipped.
 */
export function LanderPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { pathname } = useLocation();
  const path = landerPath(pathname);
  const fromFile = path?.kind === 'lander' ? findCampaign(path.name, path.slug) : null;
  // Published campaigns (issue 28 §1) are asked for at `/landers/{name}`, newer than the files.
  const name = path?.kind === 'lander' && path.memberId === undefined ? path.name : undefined;
  const published = useGetLanderCampaignQuery(name ?? '', { skip: name === undefined });
  const campaign =
    published.data && path?.kind === 'lander'
      ? findCampaign(path.name, path.slug, published.data)
      : fromFile;
  // The source its calls to action carry, the same object while the campaign is the same.
  const campaignName = campaign?.name;
  const tracking = published.data?.tracking;
  const source = useMemo(
    () => (campaignName === undefined ? null : { name: campaignName, tracking: tracking ?? {} }),
    [campaignName, tracking],
  );
  const env = useAppLanderEnv(source);
  const memberId = path?.kind === 'lander' ? path.memberId : undefined;
  const { data, error, isLoading } = useGetLandingQuery(
    campaign ? landingQueryFor(campaign, memberId) : {},
    { skip: !campaign || published.isLoading },
  );
  if (published.isLoading) return <PageSpinner />;
  if (!campaign)
    return (
      <section className="container py-5 text-center">
        <p className="display-4 text-secondary">404</p>
        <h1 className="h4">{t('not_found')}</h1>
      </section>
    );
  if (error) return <ErrorAlert error={error} />;
  if (isLoading || !data || !env) return <PageSpinner />;
  return (
    <LanderEnvProvider env={env}>
      <LanderView campaign={campaign} data={data} />
    </LanderEnvProvider>
  );
}
