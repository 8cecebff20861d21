import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOOTER_PAGES, paths, selectSettings, useAppSelector, useSiteTexts } from '@app/shared';
import { Logo } from '../../components/logo';
import { Disclaimer } from './disclaimer';

function footerHref(page: (typeof FOOTER_PAGES)[number]): string {
  if (page === 'pricing') return paths.pricing;
  if (page === 'complaints') return paths.complaints;
  return paths.page(page);
}

/** §2: the US-only variant applies to English-speaking visitors located in the US. */
export function isUsFooter(geoipCountry: string | null | undefined, language: string): boolean {
  return geoipCountry === 'US' && language === 'en';
}

/** §2 Footer: brand block (logo, site name) and the links block, then the disclaimer. */
export function Footer() {
  const { t, i18n } = useTranslation('shell');
  const settings = useAppSelector(selectSettings);
  const texts = useSiteTexts();
  const us = isUsFooter(settings?.geoip_country, i18n.language);
  return (
    <footer className="site-footer border-top bg-body-tertiary mt-5 py-4">
      <div className="container">
        <div className="row gy-3">
          <div className="col-12 col-md-4 footer-brand">
            <Logo />
            {texts?.description && (
              <p className="small text-body-secondary mt-2 mb-0">{texts.description}</p>
            )}
          </div>
          <nav className="col-12 col-md-8 footer-links" aria-label={t('footer.label')}>
            <ul className="list-inline mb-0 text-md-end">
              {FOOTER_PAGES.map((page) => (
                <li key={page} className="list-inline-item">
                  <Link to={footerHref(page)} className="link-secondary small">
                    {t(`footer.${page}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <Disclaimer />
        {us && (
          <p className="small text-body-secondary mt-2 mb-0" data-testid="us-footer">
            {t('footer.us_statement')}
          </p>
        )}
      </div>
    </footer>
  );
}
