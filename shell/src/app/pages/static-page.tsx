import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectSettings, useAppSelector } from '@app/shared';
import { NotFoundPage } from '../errors/not-found-page';

const PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;
type PageName = (typeof PAGES)[number];

/**
 * /pages/* and /complaints: the site's static pages, with the support contacts from settings.
 * The legal texts themselves are per site and come with the issue that brings a CMS for them.
 */
export function StaticPage({ page: fixedPage }: { page?: PageName }) {
  const { t } = useTranslation('shell');
  const params = useParams();
  const settings = useAppSelector(selectSettings);
  const page = (fixedPage ?? params.page) as PageName;
  if (!PAGES.includes(page)) return <NotFoundPage />;
  return (
    <article className="container py-4" style={{ maxWidth: 800 }}>
      <h1 className="h3">{t(`footer.${page}`)}</h1>
      <p>{t('pages.intro', { name: settings?.name ?? '' })}</p>
      {settings && (
        <address className="mb-0">
          {settings.support_email && (
            <div>
              {t('pages.email')}:{' '}
              <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
            </div>
          )}
          {settings.support_phone && (
            <div>
              {t('pages.phone')}:{' '}
              <a href={`tel:${settings.support_phone.replace(/[-\s]/g, '')}`}>
                {settings.support_phone}
              </a>
            </div>
          )}
        </address>
      )}
    </article>
  );
}
