import { elide } from '@app/shared/french-typography';
import type { MailingKind, MailingText } from '@app/shared/contracts';
import { escapeHtml, type MailText } from './templates';

// The mail members asked for (issue 48 §4): marketing's mailings and the weekly digest, in the
// member's language, each saying why it came and how to stop it in one click.

type Language = 'en' | 'fr';
const languageOf = (language: string): Language => (language === 'fr' ? 'fr' : 'en');

const footerTexts = {
  en: {
    why: {
      news: (site: string) => `You get this mail because you asked ${site} for its news.`,
      promotions: (site: string) => `You get this mail because you asked ${site} for its offers.`,
      weekly_updates: (site: string) =>
        `You get this mail because you asked ${site} for a weekly digest.`,
    },
    settings: 'Choose which mails you get',
    unsubscribe: 'Stop these mails',
    colon: ':',
  },
  fr: {
    why: {
      news: (site: string) =>
        elide(`Vous recevez ce message parce que vous avez demandé les actualités de ${site}.`),
      promotions: (site: string) =>
        elide(`Vous recevez ce message parce que vous avez demandé les offres de ${site}.`),
      weekly_updates: (site: string) =>
        `Vous recevez ce message parce que vous avez demandé un résumé de la semaine à ${site}.`,
    },
    settings: 'Choisir les e-mails que vous recevez',
    unsubscribe: 'Ne plus recevoir ces e-mails',
    colon: '\u00a0:',
  },
} as const;

export interface ListLinks {
  /** The site's origin: a button to `/…` goes there. */
  origin: string;
  settings: string;
  /** The one-click unsubscribe from this kind of mail alone. */
  unsubscribe: string;
}

const WEB_ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** A paragraph of marketing's text as HTML: escaped, its lines kept, its web addresses links. */
function paragraphHtml(paragraph: string): string {
  let html = '';
  let at = 0;
  for (const match of paragraph.matchAll(WEB_ADDRESS)) {
    html += escapeHtml(paragraph.slice(at, match.index)).replace(/\n/g, '<br>');
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    at = match.index + match[0].length;
  }
  return `<p>${html}${escapeHtml(paragraph.slice(at)).replace(/\n/g, '<br>')}</p>`;
}

function footer(
  kind: MailingKind | 'weekly_updates',
  language: Language,
  site: string,
  links: ListLinks,
) {
  const t = footerTexts[language];
  const why = t.why[kind](site);
  return {
    text: `${why}\n${t.settings}${t.colon} ${links.settings}\n${t.unsubscribe}${t.colon} ${links.unsubscribe}\n`,
    html:
      `<p><small>${escapeHtml(why)}<br>` +
      `<a href="${escapeHtml(links.settings)}">${escapeHtml(t.settings)}</a> · ` +
      `<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t.unsubscribe)}</a></small></p>`,
  };
}

/** A mailing as one member gets it: marketing's words, its button, then why and how to stop. */
export function marketingMail(
  language: string,
  siteName: string,
  kind: MailingKind,
  words: MailingText,
  links: ListLinks,
): MailText {
  const paragraphs = words.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const button =
    words.button_url === ''
      ? null
      : {
          label: words.button_label || words.button_url,
          url: words.button_url.startsWith('/')
            ? `${links.origin}${words.button_url}`
            : words.button_url,
        };
  const lang = languageOf(language);
  const end = footer(kind, lang, siteName, links);
  return {
    subject: words.subject,
    text:
      paragraphs.join('\n\n') +
      (button ? `\n\n${button.label}${footerTexts[lang].colon} ${button.url}` : '') +
      `\n\n— ${siteName}\n\n${end.text}`,
    html:
      paragraphs.map(paragraphHtml).join('') +
      (button
        ? `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:.6em 1.2em;background:#0f766e;color:#fff;border-radius:.4em;text-decoration:none">${escapeHtml(button.label)}</a></p>`
        : '') +
      `<p>— ${escapeHtml(siteName)}</p>${end.html}`,
  };
}

const digestTexts = {
  en: {
    subject: (site: string) => `Your week on ${site}`,
    intro: 'Here is what happened around you this week:',
    likes: (n: number) => (n === 1 ? '1 new like' : `${n} new likes`),
    visitors: (n: number) =>
      n === 1 ? '1 member looked at your profile' : `${n} members looked at your profile`,
    nearby: (n: number, km: number) =>
      n === 1 ? `1 member within ${km} km was around` : `${n} members within ${km} km were around`,
    button: 'See who',
    colon: ':',
  },
  fr: {
    subject: (site: string) => `Votre semaine sur ${site}`,
    intro: 'Voici ce qui s’est passé autour de vous cette semaine\u00a0:',
    likes: (n: number) => (n === 1 ? '1 nouveau like' : `${n} nouveaux likes`),
    visitors: (n: number) =>
      n === 1 ? '1 membre a regardé votre profil' : `${n} membres ont regardé votre profil`,
    nearby: (n: number, km: number) =>
      n === 1
        ? `1 membre à moins de ${km}\u00a0km est passé`
        : `${n} membres à moins de ${km}\u00a0km sont passés`,
    button: 'Voir qui',
    colon: '\u00a0:',
  },
} as const;

export interface DigestFacts {
  likes: number;
  visitors: number;
  nearby: number;
  nearbyKm: number;
  /** Where each line's link goes. */
  links: { likes: string; nearby: string };
}

/** The weekly digest: new likes, visitors, members nearby; a line only for what happened. */
export function weeklyDigestMail(
  language: string,
  siteName: string,
  d: DigestFacts,
  links: ListLinks,
): MailText {
  const lang = languageOf(language);
  const t = digestTexts[lang];
  const lines = [
    d.likes > 0 ? { text: t.likes(d.likes), link: d.links.likes } : null,
    // No page lists one's visitors: the line says how many.
    d.visitors > 0 ? { text: t.visitors(d.visitors), link: null } : null,
    d.nearby > 0 ? { text: t.nearby(d.nearby, d.nearbyKm), link: d.links.nearby } : null,
  ].filter((line) => line !== null);
  const end = footer('weekly_updates', lang, siteName, links);
  return {
    subject: t.subject(siteName),
    text:
      `${t.intro}\n\n` +
      lines.map((l) => (l.link ? `- ${l.text}${t.colon} ${l.link}` : `- ${l.text}`)).join('\n') +
      `\n\n— ${siteName}\n\n${end.text}`,
    html:
      `<p>${escapeHtml(t.intro)}</p><ul>` +
      lines
        .map(
          (l) =>
            `<li>${escapeHtml(l.text)}` +
            (l.link ? ` — <a href="${escapeHtml(l.link)}">${escapeHtml(t.button)}</a>` : '') +
            '</li>',
        )
        .join('') +
      `</ul><p>— ${escapeHtml(siteName)}</p>${end.html}`,
  };
}
