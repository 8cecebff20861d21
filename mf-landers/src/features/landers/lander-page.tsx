import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UpcomingFeature } from '@app/shared/ui';
import { isLanderName } from './lander-registry';
import { NAMESPACE } from '../../i18n';

/** /landers/{name}/{slug?}: the named lander, or 404 for a name this remote does not know. */
export function LanderPage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const params = useParams();
  const { pathname } = useLocation();
  const name = pathname === '/landers/tinderswipe' ? 'tinderswipe' : params.name;
  if (!isLanderName(name)) {
    return (
      <section className="container py-5 text-center">
        <p className="display-4 text-secondary">404</p>
        <h1 className="h4">{t('common:error.not_found')}</h1>
      </section>
    );
  }
  return <UpcomingFeature ns={NAMESPACE} titleKey="upcoming.lander" />;
}
