import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE_NAME, acceptedLanguages, pickLanguage } from '@app/shared/language';
import type { Settings } from '@app/shared/contracts';

/**
 * The language a request is answered in, by the page's rule (language.ts): its locale cookie,
 * the member's language, the browser's (Accept-Language), the site's domain language.
 */
export function requestLanguage(
  request: FastifyRequest,
  settings: Pick<Settings, 'domain_language'>,
  userLanguage: string | null = null,
) {
  return pickLanguage({
    cookie: request.cookies[LOCALE_COOKIE_NAME] ?? null,
    userLanguage,
    browserLanguages: acceptedLanguages(request.headers['accept-language']),
    domainLanguage: settings.domain_language,
  });
}
