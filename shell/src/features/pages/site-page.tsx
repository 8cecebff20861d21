import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectSettings, useAppSelector } from '@app/shared';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';
import { ErrorView } from '../../components/error-view';
import { useGetSitePageQuery } from './api';

/** Page names as the API accepts them (a `{token}` path that is not one is simply not a page). */
const PAGE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * `/pages/*` and `{token}` pages (spec §2): the site's own texts, or the product's, in the
 * reader's language, with the support contacts from the settings. A page the site does not
 * have is the 404 page.
 */
export function SitePageView({ name: fixedName }: { name?: string }) {
  const params = useParams();
  const name = fixedName ?? params.page ?? '';
  if (!PAGE_NAME.test(name)) return <ErrorView status={404} />;
  return <LoadedSitePage name={name} />;
}

function LoadedSitePage({ name }: { name: string }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const settings = useAppSelector(selectSettings);
  const {
    data: page,
    error,
    isLoading,
    refetch,
  } = useGetSitePageQuery({
    name,
    language: i18n.language,
  });
  if (isLoading) return <PageSpinner />;
  if (error && 'status' in error && error.status === 404) return <ErrorView status={404} />;
  if (error || !page)
    return (
      <div className="container py-4">
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      </div>
    );
  const phone = settings?.support_phone.replace(/[-\s]/g, '') ?? '';
  return (
    <article className="container py-4" style={{ maxWidth: 800 }} lang={page.language}>
      <h1 className="h3">{page.title}</h1>
      {page.version_date && (
        <p className="text-body-secondary small">
          {t('pages.version', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
              new Date(page.version_date),
            ),
          })}
        </p>
      )}
      {page.sections.map((section, index) => (
        <section key={index} className="mb-3">
          {section.heading && <h2 className="h5 mt-4">{section.heading}</h2>}
          {section.paragraphs.map((paragraph, p) => (
            <p key={p}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {settings && (
        <address className="border-top pt-3 mb-0">
          <div>
            {/* French puts a space before the colon: the punctuation is the language's. */}
            {t('common:labelled', { label: t('pages.email') })}{' '}
            <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
          </div>
          {phone && (
            <div>
              {t('common:labelled', { label: t('pages.phone') })}{' '}
              <a href={`tel:${phone}`}>{phone}</a>
            </div>
          )}
        </address>
      )}
    </article>
  );
}
