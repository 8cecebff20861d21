import { FOOTER_PAGES, paths } from '@app/shared/paths';
import type { Settings } from '@app/shared/contracts';
import { siteTexts } from '@app/shared/site-texts';

// The server's own landing, for when the landers remote cannot render one (its live version
// will not load, or fails): a plain page in the visitor's language that still leads to sign-up,
// to logging in and to the site's pages. The rest of the site does not depend on it.

const TEXTS = {
  en: {
    title: (site: string) => `Meet someone new on ${site}`,
    signup: 'Sign up for free',
    login: 'Log in',
    pages: {
      terms: 'Terms and conditions',
      privacy: 'Privacy policy',
      cookies: 'Cookie policy',
      ban: 'Ban policy',
      pricing: 'Pricing',
      complaints: 'Complaints',
      'return-policy': 'Return policy',
      faq: 'FAQ',
      service: 'Customer service',
    },
    adults: (site: string) =>
      `${site} is for adults (18+) only. By using this site you confirm that you are of legal age.`,
  },
  fr: {
    title: (site: string) => `Faites de nouvelles rencontres sur ${site}`,
    signup: 'Inscription gratuite',
    login: 'Se connecter',
    pages: {
      terms: 'Conditions générales',
      privacy: 'Politique de confidentialité',
      cookies: 'Politique relative aux cookies',
      ban: 'Politique d’exclusion',
      pricing: 'Tarifs',
      complaints: 'Réclamations',
      'return-policy': 'Politique de retour',
      faq: 'FAQ',
      service: 'Service client',
    },
    adults: (site: string) =>
      `${site} est réservé aux adultes (18+). En utilisant ce site, vous confirmez avoir l’âge légal.`,
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pageHref(page: (typeof FOOTER_PAGES)[number]): string {
  if (page === 'pricing') return paths.pricing;
  if (page === 'complaints') return paths.complaints;
  return paths.page(page);
}

/** The fallback landing page, its only style inline under the page's nonce. */
export function landingFallbackPage(settings: Settings, language: string, nonce: string): string {
  const t = TEXTS[language === 'fr' ? 'fr' : 'en'];
  const texts = siteTexts(settings, language);
  const site = escapeHtml(settings.name);
  const links = FOOTER_PAGES.map(
    (page) => `<li><a href="${pageHref(page)}">${escapeHtml(t.pages[page])}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${language === 'fr' ? 'fr' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.index_title || settings.name)}</title>
<meta name="description" content="${escapeHtml(texts.description)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${escapeHtml(nonce)}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;line-height:1.5}
header,main,footer{max-width:60rem;margin:0 auto;padding:1rem}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #dee2e6}
.brand{font-weight:600;font-size:1.25rem;color:inherit;text-decoration:none}
a{color:#0f766e}
.button{display:inline-block;padding:.75rem 1.75rem;border-radius:.5rem;background:#0f766e;color:#fff;font-weight:600;text-decoration:none}
.login{border:1px solid #0f766e;border-radius:.5rem;padding:.375rem .75rem;text-decoration:none}
main{padding-block:3rem}
h1{font-size:2.25rem;line-height:1.2;margin:0 0 1rem}
footer{border-top:1px solid #dee2e6;font-size:.875rem;color:#5c636a}
footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
</style>
</head>
<body>
<header><a class="brand" href="/">${site}</a><a class="login" href="${paths.login}">${escapeHtml(t.login)}</a></header>
<main id="main">
<h1>${escapeHtml(t.title(settings.name))}</h1>
<p>${escapeHtml(texts.description)}</p>
<p><a class="button" href="${paths.signup}">${escapeHtml(t.signup)}</a></p>
</main>
<footer><ul>${links}</ul><p>${escapeHtml(t.adults(settings.name))}</p></footer>
</body>
</html>
`;
}
