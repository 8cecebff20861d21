import { elide } from '@app/shared/french-typography';
import { deviceWords } from '@app/shared/device-words';
// The product's mails, in the member's language (en, fr), as plain text and HTML. Every value
// placed in HTML is escaped.

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

interface SiteVoice {
  siteName: string;
  supportEmail: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const resetTexts = {
  en: {
    subject: (site: string) => `Reset your ${site} password`,
    intro: 'Someone asked to reset the password of your account. If it was you, choose a new one:',
    button: 'Choose a new password',
    expiry: 'The link works once and for one hour. If you did not ask for it, ignore this mail.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `Réinitialisez votre mot de passe ${site}`,
    intro:
      'Une réinitialisation du mot de passe de votre compte a été demandée. Si c’était vous, choisissez-en un nouveau :',
    button: 'Choisir un nouveau mot de passe',
    expiry:
      'Le lien fonctionne une seule fois, pendant une heure. Si vous n’avez rien demandé, ignorez ce message.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

interface LinkMailTexts {
  subject: (site: string) => string;
  intro: string;
  button: string;
  expiry: string;
  help: string;
}

/** A mail whose point is one link: intro, the link (a button in HTML), its expiry, the help line. */
function linkMail(t: LinkMailTexts, { siteName, supportEmail }: SiteVoice, link: string): MailText {
  return {
    subject: t.subject(siteName),
    text: `${t.intro}\n\n${link}\n\n${t.expiry}\n\n${t.help} ${supportEmail}\n— ${siteName}\n`,
    html:
      `<p>${escapeHtml(t.intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>` +
      `<p>${escapeHtml(t.expiry)}</p>` +
      `<p>${escapeHtml(t.help)} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a><br>— ${escapeHtml(siteName)}</p>`,
  };
}

type Language = keyof typeof resetTexts;
const languageOf = (language: string): Language => (language === 'fr' ? 'fr' : 'en');

/** The password-reset mail with its single-use link. */
export function passwordResetMail(language: string, site: SiteVoice, link: string): MailText {
  return linkMail(resetTexts[languageOf(language)], site, link);
}

const activationTexts = {
  en: {
    subject: (site: string) => `Confirm your e-mail address for ${site}`,
    intro: 'Welcome! Confirm your e-mail address so other members can reply to you:',
    button: 'Confirm my e-mail address',
    expiry: 'The link works once and for seven days.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `Confirmez votre adresse e-mail pour ${site}`,
    intro:
      'Bienvenue ! Confirmez votre adresse e-mail pour que les autres membres puissent vous répondre :',
    button: 'Confirmer mon adresse e-mail',
    expiry: 'Le lien fonctionne une seule fois, pendant sept jours.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** The mail that confirms a member's address (activation), with its single-use link. */
export function activationMail(language: string, site: SiteVoice, link: string): MailText {
  return linkMail(activationTexts[languageOf(language)], site, link);
}

const mailChangeTexts = {
  en: {
    subject: (site: string) => `Confirm your new e-mail address for ${site}`,
    intro: 'You asked to use this address for your account. Confirm it to make the change:',
    button: 'Use this e-mail address',
    expiry: 'The link works once and for one day. If you did not ask for it, ignore this mail.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `Confirmez votre nouvelle adresse e-mail pour ${site}`,
    intro:
      'Vous avez demandé à utiliser cette adresse pour votre compte. Confirmez-la pour effectuer le changement :',
    button: 'Utiliser cette adresse e-mail',
    expiry:
      'Le lien fonctionne une seule fois, pendant un jour. Si vous n’avez rien demandé, ignorez ce message.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** Sent to the new address of a mail change: the change happens when the link is used. */
export function mailChangeMail(language: string, site: SiteVoice, link: string): MailText {
  return linkMail(mailChangeTexts[languageOf(language)], site, link);
}

const reactivationTexts = {
  en: {
    subject: (site: string) => `Reactivate your ${site} account`,
    intro:
      'Your account is waiting to be deleted. Changed your mind? This link brings it back as it was:',
    button: 'Reactivate my account',
    expiry: 'The link works once, until your account is deleted for good 14 days after you asked.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `Réactivez votre compte ${site}`,
    intro:
      'Votre compte est en attente de suppression. Vous avez changé d’avis ? Ce lien le rétablit tel qu’il était :',
    button: 'Réactiver mon compte',
    expiry:
      'Le lien fonctionne une seule fois, jusqu’à la suppression définitive de votre compte 14 jours après votre demande.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** Sent when a member whose account waits to be erased logs in: the way back. */
export function reactivationMail(language: string, site: SiteVoice, link: string): MailText {
  return linkMail(reactivationTexts[languageOf(language)], site, link);
}

// Security and account notices (issue 25 §3): each tells the member what just happened to their
// account, in their language, and the one thing to do if it was not them.

const passwordChangedTexts = {
  en: {
    subject: (site: string) => `Your ${site} password was changed`,
    intro:
      'The password of your account was just changed, and every other session was logged out. If it was not you, choose a new password now:',
    button: 'Choose a new password',
    expiry: 'If it was you, there is nothing to do.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `Le mot de passe de votre compte ${site} a été modifié`,
    intro:
      'Le mot de passe de votre compte vient d’être modifié, et toutes les autres sessions ont été fermées. Si ce n’était pas vous, choisissez-en un nouveau dès maintenant :',
    button: 'Choisir un nouveau mot de passe',
    expiry: 'Si c’était vous, vous n’avez rien à faire.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** To the member after a password change: the way to take the account back if it was not them. */
export function passwordChangedMail(
  language: string,
  site: SiteVoice,
  resetLink: string,
): MailText {
  return linkMail(passwordChangedTexts[languageOf(language)], site, resetLink);
}

const newLoginTexts = {
  en: {
    subject: (site: string) => `New login to your ${site} account`,
    intro: (device: string, place: string) =>
      `Your account was just opened on a device it had not been seen on: ${device}, ${place}. If it was not you, log that session out and choose a new password:`,
    button: 'See where you are logged in',
    expiry: 'If it was you, there is nothing to do.',
    help: 'Questions? Write to',
    on: 'on',
  },
  fr: {
    subject: (site: string) => `Nouvelle connexion à votre compte ${site}`,
    intro: (device: string, place: string) =>
      `Votre compte vient d’être ouvert sur un appareil encore inconnu\u00a0: ${device}, ${place}. Si ce n’était pas vous, déconnectez cette session et choisissez un nouveau mot de passe\u00a0:`,
    button: 'Voir où vous êtes connecté',
    expiry: 'Si c’était vous, vous n’avez rien à faire.',
    help: 'Des questions\u202f? Écrivez à',
    on: 'sur',
  },
} as const;

/**
 * To the member when their account is opened on a device and place not seen before (issue 29
 * §4): what and where, and the settings where that session is logged out.
 */
export function newLoginMail(
  language: string,
  site: SiteVoice,
  login: { device: string; place: string },
  settingsLink: string,
): MailText {
  const texts = newLoginTexts[languageOf(language)];
  return linkMail(
    { ...texts, intro: texts.intro(deviceWords(login.device, texts.on), login.place) },
    site,
    settingsLink,
  );
}

const secondFactorOffTexts = {
  en: {
    subject: (site: string) => `Codes from an app were turned off on your ${site} account`,
    intro:
      'At your request, our support team turned off the codes from an authenticator app on your account and logged you out everywhere. Your password alone logs you in now; you can turn the codes on again in your settings. If you did not ask for this, choose a new password now and write to us:',
    button: 'Choose a new password',
    expiry: 'If you asked for it, there is nothing more to do.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) =>
      `Les codes d’application ont été désactivés sur votre compte ${site}`,
    intro:
      'À votre demande, notre équipe d’assistance a désactivé les codes d’application d’authentification de votre compte et vous a déconnecté partout. Votre mot de passe seul vous connecte désormais\u202f; vous pouvez réactiver les codes dans vos paramètres. Si vous n’avez rien demandé, choisissez dès maintenant un nouveau mot de passe et écrivez-nous\u00a0:',
    button: 'Choisir un nouveau mot de passe',
    expiry: 'Si c’était votre demande, vous n’avez rien d’autre à faire.',
    help: 'Des questions\u202f? Écrivez à',
  },
} as const;

/**
 * To the member once support turned their codes from an app off (issue 29 §4): if they did not
 * ask, the reset form takes the account back.
 */
export function secondFactorOffMail(
  language: string,
  site: SiteVoice,
  resetLink: string,
): MailText {
  return linkMail(secondFactorOffTexts[languageOf(language)], site, resetLink);
}

const addressChangedTexts = {
  en: {
    subject: (site: string) => `Your ${site} e-mail address was changed`,
    intro: (address: string) =>
      `The e-mail address of your account was just changed to ${address}. Mail for your account now goes there. If it was not you, undo the change:`,
    button: 'Undo the change',
    expiry:
      'The link works once and for seven days; it gives this address back to your account and logs everyone out.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `L’adresse e-mail de votre compte ${site} a été modifiée`,
    intro: (address: string) =>
      `L’adresse e-mail de votre compte vient d’être remplacée par ${address}. Les messages de votre compte y sont désormais envoyés. Si ce n’était pas vous, annulez le changement :`,
    button: 'Annuler le changement',
    expiry:
      'Le lien fonctionne une seule fois, pendant sept jours ; il rend cette adresse à votre compte et déconnecte tout le monde.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** To the old address once a change is confirmed: what it became, and the undo link. */
export function addressChangedMail(
  language: string,
  site: SiteVoice,
  newAddress: string,
  undoLink: string,
): MailText {
  const t = addressChangedTexts[languageOf(language)];
  return linkMail({ ...t, intro: t.intro(newAddress) }, site, undoLink);
}

const deletionRequestedTexts = {
  en: {
    subject: (site: string) => `Your ${site} account will be deleted`,
    intro: (date: string) =>
      `You asked to delete your account. Your profile is hidden now, and on ${date} we delete your account, your photos and your personal details for good. Changed your mind? This link brings it back as it was:`,
    button: 'Keep my account',
    expiry: 'The link works once, until your account is deleted.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `Votre compte ${site} va être supprimé`,
    intro: (date: string) =>
      `Vous avez demandé la suppression de votre compte. Votre profil est désormais masqué et, le ${date}, nous supprimerons définitivement votre compte, vos photos et vos données personnelles. Vous avez changé d’avis ? Ce lien le rétablit tel qu’il était :`,
    button: 'Garder mon compte',
    expiry: 'Le lien fonctionne une seule fois, jusqu’à la suppression de votre compte.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** When a member asks to leave: the date it happens, and the way back. */
export function deletionRequestedMail(
  language: string,
  site: SiteVoice,
  eraseAfter: Date,
  reactivationLink: string,
): MailText {
  const lang = languageOf(language);
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(eraseAfter);
  const t = deletionRequestedTexts[lang];
  return linkMail({ ...t, intro: t.intro(date) }, site, reactivationLink);
}

const reactivatedTexts = {
  en: {
    subject: (site: string) => `Welcome back to ${site}`,
    intro:
      'Your account is active again, as it was: your profile, photos and conversations are back. Log in to carry on:',
    button: 'Log in',
    expiry: 'If you did not bring your account back, write to us at once.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `Bon retour sur ${site}`,
    intro:
      'Votre compte est de nouveau actif, tel qu’il était : votre profil, vos photos et vos conversations sont de retour. Connectez-vous pour continuer :',
    button: 'Me connecter',
    expiry: 'Si ce n’est pas vous qui avez rétabli votre compte, écrivez-nous sans attendre.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** Once a pending deletion is undone by the mailed link. */
export function reactivatedMail(language: string, site: SiteVoice, loginLink: string): MailText {
  return linkMail(reactivatedTexts[languageOf(language)], site, loginLink);
}

/** What a receipt shows: the purchase, and the company that sold it (spec §3 company info). */
export interface ReceiptFacts {
  orderId: number;
  /** Already in the member's language: "29 nov. 2026", "€22.49", "iDEAL". */
  date: string;
  credits: number;
  amount: string;
  listAmount: string | null;
  discountCode: string | null;
  method: string;
  link: string;
  company: {
    name: string;
    address: string;
    city: string;
    country: string;
    kvk: string;
    vatNumbers: string[];
    /** The names it trades under (spec §3 company tradenames), in the legal imprint. */
    tradenames: string[];
  };
}

const receiptTexts = {
  en: {
    subject: (site: string, id: number) => `Your ${site} receipt #${id}`,
    intro:
      'Thank you for your purchase. Your credits are in your account, and you are a premium member.',
    order: 'Order',
    date: 'Date',
    credits: (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`,
    paid: 'Paid',
    was: 'instead of',
    code: 'Discount code',
    method: 'Payment method',
    view: 'View this receipt online',
    seller: 'Sold by',
    tradingAs: 'Trading as',
    kvk: 'Chamber of Commerce',
    vat: 'VAT',
    help: 'Questions? Write to',
    generic: { sdd: 'SEPA Direct Debit', sct: 'Bank transfer', creditcard: 'Credit card' },
    /** A label's colon: English glues it to the word, French puts a no-break space before it. */
    colon: ':',
  },
  fr: {
    subject: (site: string, id: number) => `Votre reçu ${site} n° ${id}`,
    intro: 'Merci pour votre achat. Vos crédits sont sur votre compte et vous êtes membre premium.',
    order: 'Commande',
    date: 'Date',
    credits: (n: number) => `${n} ${n === 1 ? 'crédit' : 'crédits'}`,
    paid: 'Payé',
    was: 'au lieu de',
    code: 'Code de réduction',
    method: 'Moyen de paiement',
    view: 'Voir ce reçu en ligne',
    seller: 'Vendu par',
    tradingAs: 'Nom commercial',
    kvk: 'Registre du commerce (KvK)',
    vat: 'TVA',
    help: 'Des questions ? Écrivez à',
    generic: { sdd: 'Prélèvement SEPA', sct: 'Virement bancaire', creditcard: 'Carte de crédit' },
    colon: '\u00a0:',
  },
} as const;

/** A payment method's name on a receipt: its brand, or the language's word for a generic one. */
export function methodName(language: string, method: string, brand: string | null): string {
  const generic = receiptTexts[languageOf(language)].generic as Record<string, string>;
  return brand ?? generic[method] ?? method;
}

/** The receipt mailed when a purchase is paid (the same facts as /transactions/{id}). */
export function receiptMail(language: string, site: SiteVoice, r: ReceiptFacts): MailText {
  const t = receiptTexts[languageOf(language)];
  const rows: Array<[string, string]> = [
    [t.order, `#${r.orderId}`],
    [t.date, r.date],
    [
      t.paid,
      `${r.amount} – ${t.credits(r.credits)}${r.listAmount ? ` (${t.was} ${r.listAmount})` : ''}`,
    ],
    ...(r.discountCode ? ([[t.code, r.discountCode]] as Array<[string, string]>) : []),
    [t.method, r.method],
  ];
  const seller = [
    r.company.name,
    ...(r.company.tradenames.length > 0
      ? [`${t.tradingAs}${t.colon} ${r.company.tradenames.join(', ')}`]
      : []),
    r.company.address,
    `${r.company.city}, ${r.company.country}`,
    `${t.kvk}${t.colon} ${r.company.kvk}`,
    ...r.company.vatNumbers.map((vat) => `${t.vat}${t.colon} ${vat}`),
  ];
  return {
    subject: t.subject(site.siteName, r.orderId),
    text:
      `${t.intro}\n\n${rows.map(([k, v]) => `${k}${t.colon} ${v}`).join('\n')}\n\n${t.view}${t.colon} ${r.link}\n\n` +
      `${t.seller}${t.colon}\n${seller.join('\n')}\n\n${t.help} ${site.supportEmail}\n— ${site.siteName}\n`,
    html:
      `<p>${escapeHtml(t.intro)}</p><table>` +
      rows
        .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
        .join('') +
      `</table><p><a href="${escapeHtml(r.link)}">${escapeHtml(t.view)}</a></p>` +
      `<p><small>${escapeHtml(t.seller + t.colon)}<br>${seller.map(escapeHtml).join('<br>')}</small></p>` +
      `<p>${escapeHtml(t.help)} <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a><br>— ${escapeHtml(site.siteName)}</p>`,
  };
}

/** What customer service needs to act on a complaint (their own language: English). */
export interface ComplaintFacts {
  reference: number;
  subject: string;
  description: string;
  from: string;
  member: string | null;
  conversationId: number | null;
  aboutMember: string | null;
  language: string;
  siteDomain: string;
}

/** A complaint, to the site's support address; replying answers the complainant. */
export function complaintMail(c: ComplaintFacts): MailText {
  const lines: Array<[string, string]> = [
    ['Reference', `#${c.reference}`],
    ['Subject', c.subject],
    ['From', c.from],
    ...(c.member ? [['Member', c.member] as [string, string]] : []),
    ...(c.conversationId ? [['Conversation', `#${c.conversationId}`] as [string, string]] : []),
    ...(c.aboutMember ? [['About member', c.aboutMember] as [string, string]] : []),
    ['Language', c.language],
    ['Site', c.siteDomain],
  ];
  return {
    subject: `Complaint #${c.reference}: ${c.subject}`,
    text: `${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${c.description}\n`,
    html:
      `<table>${lines.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
      `<p style="white-space:pre-wrap">${escapeHtml(c.description)}</p>`,
  };
}

const complaintReceivedTexts = {
  en: {
    subject: (site: string, n: number) => `We received your complaint #${n} — ${site}`,
    intro: (n: number) =>
      `Thank you for telling us. Your complaint has number ${n}; our customer service answers you at this address.`,
    yours: 'What you wrote:',
    help: 'To add anything, reply to this mail or write to',
  },
  fr: {
    subject: (site: string, n: number) =>
      `Nous avons bien reçu votre réclamation n° ${n} — ${site}`,
    intro: (n: number) =>
      `Merci de nous avoir écrit. Votre réclamation porte le numéro ${n} ; notre service client vous répond à cette adresse.`,
    yours: 'Ce que vous avez écrit :',
    help: 'Pour ajouter quelque chose, répondez à ce message ou écrivez à',
  },
} as const;

/** The Message-ID of a complaint's receipt: support's replies answer it, so they thread. */
export const complaintThreadId = (reference: number, domain: string) =>
  `<complaint-${reference}@${domain.replace(/[^a-z0-9.-]/gi, '') || 'localhost'}>`;

const complaintReplyTexts = {
  en: {
    intro: (n: number) => `Our customer service answers your complaint #${n}:`,
    help: 'To answer, reply to this mail or write to',
  },
  fr: {
    intro: (n: number) => `Notre service client répond à votre réclamation n° ${n} :`,
    help: 'Pour répondre, répondez à ce message ou écrivez à',
  },
} as const;

/** Support's reply to a complaint, in its thread (the receipt's subject), in its language. */
export function complaintReplyMail(
  language: string,
  { siteName, supportEmail }: SiteVoice,
  reference: number,
  body: string,
): MailText {
  const lang = languageOf(language);
  const t = complaintReplyTexts[lang];
  return {
    subject: `Re: ${complaintReceivedTexts[lang].subject(siteName, reference)}`,
    text: `${t.intro(reference)}\n\n${body}\n\n${t.help} ${supportEmail}\n— ${siteName}\n`,
    html:
      `<p>${escapeHtml(t.intro(reference))}</p>` +
      `<div style="white-space:pre-wrap">${escapeHtml(body)}</div>` +
      `<p>${escapeHtml(t.help)} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a><br>— ${escapeHtml(siteName)}</p>`,
  };
}

/** The complainant's receipt of their complaint, in their language. */
export function complaintReceivedMail(
  language: string,
  { siteName, supportEmail }: SiteVoice,
  reference: number,
  description: string,
): MailText {
  const t = complaintReceivedTexts[languageOf(language)];
  return {
    subject: t.subject(siteName, reference),
    text: `${t.intro(reference)}\n\n${t.yours}\n${description}\n\n${t.help} ${supportEmail}\n— ${siteName}\n`,
    html:
      `<p>${escapeHtml(t.intro(reference))}</p><p>${escapeHtml(t.yours)}</p>` +
      `<blockquote style="white-space:pre-wrap">${escapeHtml(description)}</blockquote>` +
      `<p>${escapeHtml(t.help)} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a><br>— ${escapeHtml(siteName)}</p>`,
  };
}

const staffInvitationTexts = {
  en: {
    subject: (site: string) => `You are invited to the ${site} back office`,
    intro:
      'You are invited to help run the site. Choose your password, then set up a second factor (an authenticator app) at your first login:',
    button: 'Accept the invitation',
    expiry: 'The link works once and for three days. If you did not expect it, ignore this mail.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => elide(`Vous êtes invité·e au back-office de ${site}`),
    intro:
      'Vous êtes invité·e à aider à gérer le site. Choisissez votre mot de passe, puis configurez un second facteur (une application d’authentification) à votre première connexion :',
    button: 'Accepter l’invitation',
    expiry:
      'Le lien fonctionne une seule fois, pendant trois jours. Si vous ne l’attendiez pas, ignorez ce message.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** Issue 26 §2: an owner's invitation to a new staff member, with its single-use link. */
export function staffInvitationMail(language: string, site: SiteVoice, link: string): MailText {
  return linkMail(staffInvitationTexts[languageOf(language)], site, link);
}

const photoReviewTexts = {
  en: {
    approvedSubject: (site: string) => `Your photo is on ${site}`,
    approved: 'Good news: your photo was approved. Other members can see it now.',
    rejectedSubject: (site: string) => `Your photo was not approved on ${site}`,
    rejected: 'Your photo was not approved:',
    another: 'You can delete it and upload another one:',
    button: 'My photos',
    help: 'Questions? Write to',
    reasons: {
      not_a_person: 'it does not show a person.',
      face_not_visible: 'your face cannot be seen clearly.',
      nudity: 'it shows nudity, which profile photos may not.',
      someone_else: 'it seems to show someone else, or several people.',
      contact_details: 'it shows contact details (a phone number, an address, a link).',
      low_quality: 'it is too small, too dark or blurred.',
      other: 'it does not follow the site’s photo rules.',
    },
  },
  fr: {
    approvedSubject: (site: string) => `Votre photo est en ligne sur ${site}`,
    approved: 'Bonne nouvelle : votre photo a été approuvée. Les autres membres peuvent la voir.',
    rejectedSubject: (site: string) => `Votre photo n’a pas été approuvée sur ${site}`,
    rejected: 'Votre photo n’a pas été approuvée :',
    another: 'Vous pouvez la supprimer et en ajouter une autre :',
    button: 'Mes photos',
    help: 'Des questions ? Écrivez à',
    reasons: {
      not_a_person: 'elle ne montre pas une personne.',
      face_not_visible: 'votre visage n’y est pas bien visible.',
      nudity: 'elle montre de la nudité, interdite sur les photos de profil.',
      someone_else: 'elle semble montrer quelqu’un d’autre, ou plusieurs personnes.',
      contact_details: 'elle montre des coordonnées (un numéro, une adresse, un lien).',
      low_quality: 'elle est trop petite, trop sombre ou floue.',
      other: 'elle ne respecte pas les règles du site pour les photos.',
    },
  },
} as const;

/**
 * Issue 26 §3: a moderator approved a member's photo, or rejected it (`reason`), in the member's
 * language, with the way to their photos.
 */
export function photoReviewedMail(
  language: string,
  { siteName, supportEmail }: SiteVoice,
  reason: keyof (typeof photoReviewTexts)['en']['reasons'] | null,
  link: string,
): MailText {
  const t = photoReviewTexts[languageOf(language)];
  const lines = reason === null ? [t.approved] : [`${t.rejected} ${t.reasons[reason]}`, t.another];
  return {
    subject: reason === null ? t.approvedSubject(siteName) : t.rejectedSubject(siteName),
    text: `${lines.join('\n\n')}\n\n${link}\n\n${t.help} ${supportEmail}\n— ${siteName}\n`,
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>` +
      `<p>${escapeHtml(t.help)} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a><br>— ${escapeHtml(siteName)}</p>`,
  };
}

const reportOutcomeTexts = {
  en: {
    subject: (site: string) => `About your report on ${site}`,
    acted: 'Thank you for your report. We looked into it and took action.',
    none: 'Thank you for your report. We looked into it and found nothing against the site’s rules this time.',
    more: 'You can block a member at any time from their profile.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => `À propos de votre signalement sur ${site}`,
    acted: 'Merci pour votre signalement. Nous l’avons examiné et avons pris des mesures.',
    none: 'Merci pour votre signalement. Nous l’avons examiné et n’avons rien trouvé de contraire aux règles du site cette fois.',
    more: 'Vous pouvez bloquer un membre à tout moment depuis son profil.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** Issue 26 §3: a reporter hears what became of their report, in general words only. */
export function reportOutcomeMail(
  language: string,
  { siteName, supportEmail }: SiteVoice,
  actionTaken: boolean,
): MailText {
  const t = reportOutcomeTexts[languageOf(language)];
  return plainMail(t.subject(siteName), [actionTaken ? t.acted : t.none, t.more], {
    help: t.help,
    siteName,
    supportEmail,
  });
}

const warningTexts = {
  en: {
    subject: (site: string) => `A warning from ${site}`,
    lines: [
      'Other members reported your behaviour on the site, and our moderators found it against the site’s rules.',
      'This is a warning: if it happens again, your account may be suspended or closed.',
    ],
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => elide(`Un avertissement de ${site}`),
    lines: [
      'D’autres membres ont signalé votre comportement sur le site, et nos modérateurs l’ont jugé contraire aux règles du site.',
      'Ceci est un avertissement : si cela se reproduit, votre compte pourra être suspendu ou fermé.',
    ],
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** Issue 26 §3: a moderator warns a reported member. */
export function memberWarningMail(
  language: string,
  { siteName, supportEmail }: SiteVoice,
): MailText {
  const t = warningTexts[languageOf(language)];
  return plainMail(t.subject(siteName), [...t.lines], { help: t.help, siteName, supportEmail });
}

/** A mail of a few paragraphs and the help line, no link. */
function plainMail(
  subject: string,
  lines: string[],
  { help, siteName, supportEmail }: { help: string; siteName: string; supportEmail: string },
): MailText {
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${help} ${supportEmail}\n— ${siteName}\n`,
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p>${escapeHtml(help)} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a><br>— ${escapeHtml(siteName)}</p>`,
  };
}

const unreadMessageTexts = {
  en: {
    subject: (name: string, site: string) => `${name} wrote to you on ${site}`,
    newConversation: (name: string) => `${name} started a conversation with you.`,
    newMessages: (name: string) => `You have a message from ${name} you have not read yet.`,
    button: 'Read and reply',
    why: 'You get this mail because you have an account and asked to hear about your messages.',
    settings: 'Choose which mails you get',
    unsubscribe: 'Stop these mails',
    colon: ':',
  },
  fr: {
    subject: (name: string, site: string) => `${name} vous a écrit sur ${site}`,
    newConversation: (name: string) => `${name} a commencé une conversation avec vous.`,
    newMessages: (name: string) =>
      elide(`Vous avez un message de ${name} que vous n’avez pas encore lu.`),
    button: 'Lire et répondre',
    why: 'Vous recevez ce message parce que vous avez un compte et avez choisi d’être prévenu de vos messages.',
    settings: 'Choisir les e-mails que vous recevez',
    unsubscribe: 'Ne plus recevoir ces e-mails',
    colon: '\u00a0:',
  },
} as const;

export interface UnreadMessageFacts {
  senderName: string;
  /** The member never read anything in the conversation: it is new to them. */
  newConversation: boolean;
  link: string;
  settingsLink: string;
  unsubscribeLink: string;
}

/**
 * A notification mail (issue 25 §3): a message waits unread while the member is away. It says
 * who wrote, never what (the message stays on the site), and how to stop such mails.
 */
export function unreadMessageMail(
  language: string,
  { siteName }: SiteVoice,
  m: UnreadMessageFacts,
): MailText {
  const t = unreadMessageTexts[languageOf(language)];
  return notificationMail({
    subject: t.subject(m.senderName, siteName),
    intro: m.newConversation ? t.newConversation(m.senderName) : t.newMessages(m.senderName),
    button: t.button,
    link: m.link,
    footer: t,
    siteName,
    settingsLink: m.settingsLink,
    unsubscribeLink: m.unsubscribeLink,
  });
}

const likesTexts = {
  en: {
    subject: (count: number, site: string) =>
      count === 1 ? `Someone liked you on ${site}` : `${count} members liked you on ${site}`,
    intro: (count: number) =>
      count === 1 ? 'Someone liked your profile.' : `${count} members liked your profile.`,
    button: 'See who likes you',
    why: 'You get this mail because you have an account and asked to hear about likes.',
    settings: 'Choose which mails you get',
    unsubscribe: 'Stop these mails',
    colon: ':',
  },
  fr: {
    subject: (count: number, site: string) =>
      count === 1
        ? `Quelqu’un vous a aimé sur ${site}`
        : `${count} membres vous ont aimé sur ${site}`,
    intro: (count: number) =>
      count === 1 ? 'Quelqu’un a aimé votre profil.' : `${count} membres ont aimé votre profil.`,
    button: 'Voir qui vous aime',
    why: 'Vous recevez ce message parce que vous avez un compte et avez choisi d’être prévenu des likes.',
    settings: 'Choisir les e-mails que vous recevez',
    unsubscribe: 'Ne plus recevoir ces e-mails',
    colon: '\u00a0:',
  },
} as const;

/** Issue 25 §3: new likes while the member was away; who liked them is on the site, not here. */
export function likesMail(
  language: string,
  { siteName }: SiteVoice,
  l: { count: number; link: string; settingsLink: string; unsubscribeLink: string },
): MailText {
  const t = likesTexts[languageOf(language)];
  return notificationMail({
    subject: t.subject(l.count, siteName),
    intro: t.intro(l.count),
    button: t.button,
    link: l.link,
    footer: t,
    siteName,
    settingsLink: l.settingsLink,
    unsubscribeLink: l.unsubscribeLink,
  });
}

/** A notification mail: one line, one link, and the footer that says why and how to stop it. */
function notificationMail(m: {
  subject: string;
  intro: string;
  button: string;
  link: string;
  /** `colon` as the language writes it (French puts a no-break space before it). */
  footer: { why: string; settings: string; unsubscribe: string; colon: string };
  siteName: string;
  settingsLink: string;
  unsubscribeLink: string;
}): MailText {
  const { why, settings, unsubscribe, colon } = m.footer;
  return {
    subject: m.subject,
    text:
      `${m.intro}\n\n${m.link}\n\n— ${m.siteName}\n\n${why}\n` +
      `${settings}${colon} ${m.settingsLink}\n${unsubscribe}${colon} ${m.unsubscribeLink}\n`,
    html:
      `<p>${escapeHtml(m.intro)}</p>` +
      `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.button)}</a></p>` +
      `<p>— ${escapeHtml(m.siteName)}</p>` +
      `<p><small>${escapeHtml(why)}<br>` +
      `<a href="${escapeHtml(m.settingsLink)}">${escapeHtml(settings)}</a> · ` +
      `<a href="${escapeHtml(m.unsubscribeLink)}">${escapeHtml(unsubscribe)}</a></small></p>`,
  };
}

const teamMessageTexts = {
  en: { help: 'Questions? Answer this message or write to' },
  fr: { help: 'Des questions\u00a0? Répondez à ce message ou écrivez à' },
} as const;

/**
 * A message the site's team writes to members from the member list (issue 48 §2): their
 * subject and text as typed, signed by the site, with the support address in the member's
 * language.
 */
export function teamMessageMail(
  language: string,
  { siteName, supportEmail }: SiteVoice,
  subject: string,
  body: string,
): MailText {
  const t = teamMessageTexts[languageOf(language)];
  return {
    subject,
    text: `${body}\n\n${t.help} ${supportEmail}\n— ${siteName}\n`,
    html:
      `<div style="white-space:pre-wrap">${escapeHtml(body)}</div>` +
      `<p>${escapeHtml(t.help)} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a><br>— ${escapeHtml(siteName)}</p>`,
  };
}

const appealAnswerTexts = {
  en: {
    subject: (site: string) => `Your appeal to ${site}`,
    accepted: 'We looked at your appeal and lifted the decision: you can log in again.',
    refused: 'We looked at your appeal carefully; the decision stays.',
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => elide(`Votre appel auprès de ${site}`),
    accepted:
      'Nous avons examiné votre appel et levé la décision\u00a0: vous pouvez de nouveau vous connecter.',
    refused: 'Nous avons examiné votre appel avec attention\u00a0; la décision est maintenue.',
    help: 'Des questions\u00a0? Écrivez à',
  },
} as const;

/** A moderator's answer to a member's appeal (issue 48 §2), in the member's language. */
export function appealAnswerMail(
  language: string,
  { siteName, supportEmail }: SiteVoice,
  decision: 'accepted' | 'refused',
  answer: string,
): MailText {
  const t = appealAnswerTexts[languageOf(language)];
  return {
    subject: t.subject(siteName),
    text: `${t[decision]}\n\n${answer}\n\n${t.help} ${supportEmail}\n— ${siteName}\n`,
    html:
      `<p>${escapeHtml(t[decision])}</p>` +
      `<div style="white-space:pre-wrap">${escapeHtml(answer)}</div>` +
      `<p>${escapeHtml(t.help)} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a><br>— ${escapeHtml(siteName)}</p>`,
  };
}

const dataExportReadyTexts = {
  en: {
    subject: (site: string) => `Your data from ${site} is ready`,
    intro: 'The download of your data you asked for is ready:',
    expiry: (hours: number) =>
      `The link works once, for ${hours} hours. If you did not ask for it, write to us.`,
    help: 'Questions? Write to',
  },
  fr: {
    subject: (site: string) => elide(`Vos données de ${site} sont prêtes`),
    intro: 'Le téléchargement de vos données que vous avez demandé est prêt\u00a0:',
    expiry: (hours: number) =>
      `Le lien fonctionne une fois, pendant ${hours} heures. Si vous ne l’avez pas demandé, écrivez-nous.`,
    help: 'Des questions\u00a0? Écrivez à',
  },
} as const;

/** The link to a member's own data (issue 48 §4), in their language. */
export function dataExportReadyMail(
  language: string,
  { siteName, supportEmail }: SiteVoice,
  link: string,
  hours: number,
): MailText {
  const t = dataExportReadyTexts[languageOf(language)];
  return {
    subject: t.subject(siteName),
    text: `${t.intro}\n\n${link}\n\n${t.expiry(hours)}\n\n${t.help} ${supportEmail}\n— ${siteName}\n`,
    html:
      `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(t.expiry(hours))}</p>` +
      `<p>${escapeHtml(t.help)} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a><br>— ${escapeHtml(siteName)}</p>`,
  };
}
