import { elide } from '@app/shared/french-typography';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { asPlainPage } from '../../http/plain-page';
import { escapeHtml } from '../mail/templates';
import { isListKind, UNSUBSCRIBE_PATH, type ListKind } from '../mail/unsubscribe';
import { siteSettings } from '../site/service';
import * as auth from '../auth/accounts';
import { switchOffMailKind, unsubscribeFromMail } from './settings';

// The unsubscribe link of notification mails (issue 25 §3). A mail app posts to it in one click
// (RFC 8058: `List-Unsubscribe=One-Click`); a member who follows the link in the mail's footer
// gets a page asking to confirm, since link scanners open every link of a mail and must not
// unsubscribe anyone. No login: the link is signed for its member.

const TEXTS = {
  en: {
    title: 'Mail about your messages',
    ask: (site: string) => `Stop the mails ${site} sends about your messages and likes?`,
    confirm: 'Stop these mails',
    done: 'Done: you will not get mails about your messages and likes any more.',
    again: 'You can start them again in your notification settings.',
    settings: 'Notification settings',
    invalid: 'This link is not valid. Choose which mails you get in your notification settings.',
  },
  fr: {
    title: 'E-mails sur vos messages',
    ask: (site: string) =>
      elide(`Ne plus recevoir les e-mails de ${site} sur vos messages et vos likes ?`),
    confirm: 'Ne plus recevoir ces e-mails',
    done: 'C’est fait : vous ne recevrez plus d’e-mails sur vos messages et vos likes.',
    again: 'Vous pouvez les réactiver dans vos paramètres de notification.',
    settings: 'Paramètres de notification',
    invalid:
      'Ce lien n’est pas valide. Choisissez les e-mails que vous recevez dans vos paramètres de notification.',
  },
} as const;

/** The page of a link that stops one kind of mail (issue 48 §4), by kind. */
const KIND_TEXTS = {
  en: {
    news: {
      title: 'News by mail',
      ask: (site: string) => `Stop the mails with news from ${site}?`,
      done: 'Done: you will not get mails with news any more.',
    },
    promotions: {
      title: 'Offers by mail',
      ask: (site: string) => `Stop the mails with offers from ${site}?`,
      done: 'Done: you will not get mails with offers any more.',
    },
    weekly_updates: {
      title: 'Your weekly digest',
      ask: (site: string) => `Stop the weekly digest from ${site}?`,
      done: 'Done: you will not get the weekly digest any more.',
    },
    goesOn: 'Mail about your messages goes on.',
  },
  fr: {
    news: {
      title: 'Les actualités par e-mail',
      ask: (site: string) => elide(`Ne plus recevoir les actualités de ${site} par e-mail\u00a0?`),
      done: 'C’est fait\u00a0: vous ne recevrez plus d’actualités par e-mail.',
    },
    promotions: {
      title: 'Les offres par e-mail',
      ask: (site: string) => elide(`Ne plus recevoir les offres de ${site} par e-mail\u00a0?`),
      done: 'C’est fait\u00a0: vous ne recevrez plus d’offres par e-mail.',
    },
    weekly_updates: {
      title: 'Votre résumé de la semaine',
      ask: (site: string) => elide(`Ne plus recevoir le résumé de la semaine de ${site}\u00a0?`),
      done: 'C’est fait\u00a0: vous ne recevrez plus le résumé de la semaine.',
    },
    goesOn: 'Les e-mails sur vos messages continuent.',
  },
} as const;

const NOTIFICATIONS_PATH = '/notifications';

const linkQuery = z.object({
  member: z.string().max(12),
  sig: z.string().max(64),
  kind: z.string().max(20).optional(),
});
/** What RFC 8058's one-click POST carries, and what the confirmation form sends too. */
const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

export async function unsubscribeRoutes(app: FastifyInstance) {
  /**
   * The member a link names, with their language and the one kind of mail it stops (none: every
   * notification), or null for a link nobody here signed.
   */
  async function linkMember(query: unknown) {
    const parsed = linkQuery.safeParse(query);
    if (!parsed.success) return null;
    const { member, sig, kind } = parsed.data;
    if (kind !== undefined && !isListKind(kind)) return null;
    const userId = app.unsubscribeLinks.memberOf(member, sig, kind);
    if (userId === null) return null;
    const account = await auth.findUserById(app.db, userId);
    return account ? { ...account, kind } : null;
  }

  /** The page's words: about one kind of mail, or about mail on messages and likes. */
  function words(language: string, kind: ListKind | undefined) {
    const lang = language === 'fr' ? 'fr' : 'en';
    const t = TEXTS[lang];
    if (kind === undefined) return t;
    const k = KIND_TEXTS[lang];
    return {
      ...t,
      title: k[kind].title,
      ask: k[kind].ask,
      done: `${k[kind].done} ${k.goesOn}`,
    };
  }

  async function page(
    reply: FastifyReply,
    language: string,
    title: string,
    body: (site: string) => string,
  ) {
    const lang = language === 'fr' ? 'fr' : 'en';
    const settings = await siteSettings(app.db, {
      domain: app.config.defaultSiteDomain,
      defaultDomain: app.config.defaultSiteDomain,
      country: null,
    });
    asPlainPage(reply);
    return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} — ${escapeHtml(settings.name)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1d2b2b;line-height:1.5}
h1{font-size:1.4rem}button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #0f766e;background:#0f766e;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b}a{color:#0f766e}
</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body(settings.name)}</main></body></html>`;
  }

  const invalid = (reply: FastifyReply, language: string) => {
    const t = TEXTS[language === 'fr' ? 'fr' : 'en'];
    return page(
      reply.code(400),
      language,
      t.title,
      () =>
        `<p>${escapeHtml(t.invalid)}</p><p><a href="${NOTIFICATIONS_PATH}">${escapeHtml(t.settings)}</a></p>`,
    );
  };

  // The footer link: asks first (a GET changes nothing).
  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const member = await linkMember(request.query);
    if (!member) return invalid(reply, 'en');
    const t = words(member.language, member.kind);
    return page(
      reply,
      member.language,
      t.title,
      (site) =>
        `<p>${escapeHtml(t.ask(site))}</p>` +
        `<form method="post" action="${escapeHtml(app.unsubscribeLinks.url('', member.id, member.kind))}">` +
        `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">${escapeHtml(t.confirm)}</button></form>`,
    );
  });

  // The one click, from a mail app or the page above.
  app.post(UNSUBSCRIBE_PATH, { config: { signedLink: true } }, async (request, reply) => {
    const member = await linkMember(request.query);
    if (!member || !oneClickBody.safeParse(request.body).success)
      return invalid(reply, member?.language ?? 'en');
    if (member.kind) await switchOffMailKind(app.db, member.id, member.kind);
    else await unsubscribeFromMail(app.db, member.id);
    const t = words(member.language, member.kind);
    return page(
      reply,
      member.language,
      t.title,
      () =>
        `<p role="status">${escapeHtml(t.done)}</p><p>${escapeHtml(t.again)}</p>` +
        `<p><a href="${NOTIFICATIONS_PATH}">${escapeHtml(t.settings)}</a></p>`,
    );
  });
}
