import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_CHOICE_PARAM, LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME } from '@app/shared/values';
import { isSupportedLanguage } from '@app/shared/language';
import { settingsForRequest } from '../domains/site/request-site';

/**
 * A language chosen by link (issue 25 §4): `?locale=fr` on any page — the landing's and the
 * landers' language switch, which work without JavaScript, and the app's switch towards a sister
 * domain. The site's `localeDomains` names the domain of each language: a choice whose domain is
 * another one goes there (which then keeps the choice itself); otherwise the choice is kept in
 * the locale cookie, as the app's own switch keeps it, and the page is asked for again without
 * the parameter. Answers whether it replied.
 */
export async function answerLocaleChoice(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const url = new URL(request.url, 'http://placeholder');
  const chosen = url.searchParams.get(LOCALE_CHOICE_PARAM);
  if (chosen === null) return false;
  url.searchParams.delete(LOCALE_CHOICE_PARAM);
  const settings = await settingsForRequest(request);
  const sister = isSupportedLanguage(chosen) ? settings.localeDomains[chosen] : undefined;
  if (sister && sister !== settings.domain && sister !== request.hostname) {
    url.searchParams.set(LOCALE_CHOICE_PARAM, chosen);
    await reply.redirect(`${request.protocol}://${sister}${url.pathname}${url.search}`, 302);
    return true;
  }
  if (isSupportedLanguage(chosen))
    reply.setCookie(LOCALE_COOKIE_NAME, chosen, {
      path: '/',
      maxAge: LOCALE_COOKIE_DAYS * 24 * 60 * 60,
      sameSite: 'lax',
    });
  await reply.header('cache-control', 'no-store').redirect(`${url.pathname}${url.search}`, 302);
  return true;
}
