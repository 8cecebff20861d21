import { LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME, type Language } from '../config/constants';

/** The locale cookie (spec §9: 365 days) in the browser. */
export function readLocaleCookie(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE_NAME) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeLocaleCookie(language: Language): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE_NAME}=${encodeURIComponent(language)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
