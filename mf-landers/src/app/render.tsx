// The landers remote's server build (`server/render.mjs` in each published version): the API
// server asks the live version to render a visitor's landing or lander, so the page paints
// before any JavaScript runs and a deploy of this remote alone changes it.
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type {
  IslandRenderRequest,
  IslandRenderResult,
  LandingData,
  LandingQueryInput,
} from '@app/shared/contracts';
import { serverTranslator } from '@app/shared/server-translator';
import { siteTexts } from '@app/shared/site-texts';
import commonEn from '@app/shared/locales/en/common.json';
import commonFr from '@app/shared/locales/fr/common.json';
import landersEn from '../../locales/en/landers.json';
import landersFr from '../../locales/fr/landers.json';
import css from '../styles/island.scss?inline';
import { INDEX_LANDING_QUERY } from '../features/index/index-query';
import { findCampaign, landerPath } from '../features/landers/lander-registry';
import { landingQueryFor } from '../features/landers/landing-query';
import { campaignWords } from '../features/landers/use-campaign-words';
import { NAMESPACE } from '../i18n-namespace';
import { landerTracking } from '../lib/signup-href';
import { trackingFromQuery } from '@app/shared/tracking-query';
import { IslandPage } from './island-page';
import { ISLAND_ROOT_ID, ISLAND_STATE_ID, type IslandState } from './island-state';

/** The parts of the common texts these pages use: only they are written into the page. */
const COMMON_SECTIONS = [
  'footer',
  // The language links' names (a site in more than one language).
  'language',
  'entry_warning',
  'country',
  'photo',
  'icebreakers',
  'test_payments',
] as const;

const pick = (texts: Record<string, unknown>) =>
  Object.fromEntries(COMMON_SECTIONS.map((section) => [section, texts[section]]));

const TEXTS = {
  en: { common: pick(commonEn), [NAMESPACE]: landersEn },
  fr: { common: pick(commonFr), [NAMESPACE]: landersFr },
} as const;

/** Text set in HTML: `&`, `<`, `>` and quotes escaped. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const translator = (language: 'en' | 'fr'): Promise<I18n> =>
  serverTranslator(
    language,
    { [language]: TEXTS[language], ...(language === 'en' ? {} : { en: TEXTS.en }) },
    { defaultNS: NAMESPACE },
  );

/** The landing data, or null when its member is not one a landing may show (404). */
async function landingOrNull(
  landing: IslandRenderRequest['landing'],
  query: LandingQueryInput,
): Promise<LandingData | null> {
  try {
    return await landing(query);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

export async function render(request: IslandRenderRequest): Promise<IslandRenderResult | null> {
  const url = new URL(request.url, 'http://site.invalid');
  const page = landerPath(url.pathname);
  if (!page) return null;
  // A campaign marketing published at a lander's path (issue 28 §1); member landings have none.
  const published =
    page.kind === 'lander' && page.memberId === undefined && request.campaign
      ? await request.campaign(page.name)
      : null;
  const campaign = page.kind === 'lander' ? findCampaign(page.name, page.slug, published) : null;
  const data =
    page.kind === 'index'
      ? await request.landing(INDEX_LANDING_QUERY)
      : campaign &&
        (await landingOrNull(request.landing, landingQueryFor(campaign, page.memberId)));
  // A lander nobody shipped, or a member landing of a member it may not show: the app's 404.
  if (!data) return null;

  const { settings, language } = request;
  const texts = siteTexts(settings, language);
  const site = {
    name: settings.name,
    niche: settings.niche,
    cdnPrefix: settings.cdn_prefix,
    fictionalIcon: settings.fictional_icon === 'yes',
    memberResell: settings.member_resell === 'yes',
    texts,
  };
  const i18n = await translator(language === 'fr' ? 'fr' : 'en');
  const state: IslandState = {
    page,
    ...(published ? { campaign: published } : {}),
    data,
    site,
    settings: {
      name: settings.name,
      geoip_country: settings.geoip_country,
      fictional_warning: settings.fictional_warning,
      enable_site_entry_popup: settings.enable_site_entry_popup,
      entry_popup_countries: settings.entry_popup_countries,
      test_payments: settings.test_payments,
      languages: settings.languages,
    },
    language: i18n.language,
    search: url.search,
    now: request.now.getTime(),
    year: request.now.getFullYear(),
    resources: TEXTS[i18n.language === 'fr' ? 'fr' : 'en'],
  };
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <IslandPage state={state} />
    </I18nextProvider>,
  );
  const title = campaign
    ? `${campaignWords(campaign, data, { t: i18n.t, language: i18n.language, site }).headline} · ${settings.name}`
    : texts.index_title || settings.name;
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="${escapeHtml(i18n.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(texts.description)}">
<meta name="theme-color" content="#0f766e">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<style nonce="${escapeHtml(request.nonce)}">${css}</style>
</head>
<body class="logged-out${page.kind === 'index' ? '' : ' not-index'}">
<div id="${ISLAND_ROOT_ID}">${body}</div>
<script id="${ISLAND_STATE_ID}" type="application/json">${json}</script>
<script type="module" src="${escapeHtml(request.assetBase)}island/hydrate.js"></script>
</body>
</html>
`;
  if (!campaign) return { status: 200, html };
  // What the page's calls to action carry to sign-up: the visit's source for the figures.
  const tracking = trackingFromQuery(landerTracking(url.search, campaign).toString());
  const { campaign: name = campaign.name, ...source } = tracking;
  return { status: 200, html, visit: { campaign: name, tracking: source } };
}
