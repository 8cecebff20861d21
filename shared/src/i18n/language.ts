// The language rules, shared by the browser and the server (which sets <html lang>); free of DOM
// so both can use them.
import {
  FALLBACK_LANGUAGE,
  LOCALE_COOKIE_NAME,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../config/constants';

export { FALLBACK_LANGUAGE, LOCALE_COOKIE_NAME, SUPPORTED_LANGUAGES, type Language };

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language for this visit (spec §4 Language): a supported locale cookie wins; else
 * the member's saved language; else, only when there is no locale cookie, the first of the
 * browser's languages the product speaks (Accept-Language, navigator.languages: issue 25 §4, a
 * new visitor reads their own language), then the first two characters of the site's domain
 * language if supported; else the fallback.
 */
export function pickLanguage(input: {
  cookie: string | null;
  userLanguage?: string | null;
  /** The browser's languages, most preferred first (`acceptedLanguages` of the header). */
  browserLanguages?: readonly string[];
  domainLanguage?: string | null;
}): Language {
  if (isSupportedLanguage(input.cookie)) return input.cookie;
  if (isSupportedLanguage(input.userLanguage)) return input.userLanguage;
  if (input.cookie === null) {
    const fromBrowser = (input.browserLanguages ?? [])
      .map((tag) => tag.slice(0, 2).toLowerCase())
      .find(isSupportedLanguage);
    if (fromBrowser) return fromBrowser;
    const fromDomain = input.domainLanguage?.slice(0, 2).toLowerCase();
    if (isSupportedLanguage(fromDomain)) return fromDomain;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The languages of an Accept-Language header, most preferred first ("fr-BE,fr;q=0.9,en;q=0.8"
 * → fr-BE, fr, en); none for a missing or empty header. Tags with q=0 are refused ones.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
