import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * For a route an app already owns whose screen is not built yet: says so plainly (in the member's
 * language) and offers the way back, instead of a 404 or an empty page.
 */
export function UpcomingFeature({ ns, titleKey }: { ns: string; titleKey: string }) {
  const { t } = useTranslation([ns, 'common']);
  return (
    <section className="container py-5 text-center" aria-labelledby="upcoming-title">
      <h1 id="upcoming-title" className="h3">
        {t(titleKey)}
      </h1>
      <p className="text-body-secondary">{t('common:upcoming.text')}</p>
      <Link to="/members" className="btn btn-outline-primary">
        {t('common:upcoming.back')}
      </Link>
    </section>
  );
}
