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
 * the member's saved language; else, only when there is no locale cookie, the first two
 * characters of the site's domain language if supported; else the fallback.
 */
export function pickLanguage(input: {
  cookie: string | null;
  userLanguage?: string | null;
  domainLanguage?: string | null;
}): Language {
  if (isSupportedLanguage(input.cookie)) return input.cookie;
  if (isSupportedLanguage(input.userLanguage)) return input.userLanguage;
  if (input.cookie === null) {
    const fromDomain = input.domainLanguage?.slice(0, 2).toLowerCase();
    if (isSupportedLanguage(fromDomain)) return fromDomain;
  }
  return FALLBACK_LANGUAGE;
}
