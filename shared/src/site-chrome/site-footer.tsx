import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOTER_PAGES, paths } from '../config/routes';
import type { Settings } from '../contracts/settings';
import type { SiteTexts } from '../site/site-texts';
import { SiteLogo } from './site-logo';

/** How a page links: the shell's router Link, or a plain link where no router runs. */
export type RenderLink = (props: {
  to: string;
  className?: string;
  children: ReactNode;
}) => ReactNode;

export const plainLink: RenderLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

function footerHref(page: (typeof FOOTER_PAGES)[number]): string {
  if (page === 'pricing') return paths.pricing;
  if (page === 'complaints') return paths.complaints;
  return paths.page(page);
}

/** §2: the US-only variant applies to English-speaking visitors located in the US. */
export function isUsFooter(geoipCountry: string | null | undefined, language: string): boolean {
  return geoipCountry === 'US' && language === 'en';
}

type FooterSettings = Pick<Settings, 'name' | 'geoip_country' | 'fictional_warning'>;

/**
 * §2 Footer: brand block (logo, site name, the site's description) and the links block, then
 * the disclaimer. The shell's layouts and the server-rendered landers show the same one.
 */
export function SiteFooter({
  settings,
  texts,
  renderLink = plainLink,
  year,
}: {
  settings: FooterSettings;
  texts: SiteTexts | null;
  renderLink?: RenderLink;
  /** The copyright year (the server's, so a page rendered there reads the same in the browser). */
  year: number;
}) {
  const { t, i18n } = useTranslation('common');
  const us = isUsFooter(settings.geoip_country, i18n.language);
  return (
    <footer className="site-footer border-top bg-body-tertiary mt-5 py-4">
      <div className="container">
        <div className="row gy-3">
          <div className="col-12 col-md-4 footer-brand">
            <SiteLogo name={settings.name} />
            {texts?.description && (
              <p className="small text-body-secondary mt-2 mb-0">{texts.description}</p>
            )}
          </div>
          <nav className="col-12 col-md-8 footer-links" aria-label={t('footer.label')}>
            <ul className="list-inline mb-0 text-md-end">
              {FOOTER_PAGES.map((page) => (
                <li key={page} className="list-inline-item">
                  {renderLink({
                    to: footerHref(page),
                    className: 'link-secondary small',
                    children: t(`footer.${page}`),
                  })}
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="small text-body-secondary mt-3">
          <p className="mb-1">{t('footer.disclaimer', { name: settings.name })}</p>
          {settings.fictional_warning === 'yes' && (
            <p className="mb-0">
              {t('footer.fictional', { profiles: texts?.fictional_plural ?? '' })}
            </p>
          )}
          <p className="mb-0">
            © {year} {settings.name}
          </p>
        </div>
        {us && (
          <p className="small text-body-secondary mt-2 mb-0" data-testid="us-footer">
            {t('footer.us_statement')}
          </p>
        )}
      </div>
    </footer>
  );
}
