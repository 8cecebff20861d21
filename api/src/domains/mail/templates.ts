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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
      'Une réinitialisation du mot de passe de votre compte a été demandée. Si c’était vous, choisissez-en un nouveau :',
    button: 'Choisir un nouveau mot de passe',
    expiry:
      'Le lien fonctionne une seule fois, pendant une heure. Si vous n’avez rien demandé, ignorez ce message.',
    help: 'Des questions ? Écrivez à',
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
      'Bienvenue ! Confirmez votre adresse e-mail pour que les autres membres puissent vous répondre :',
    button: 'Confirmer mon adresse e-mail',
    expiry: 'Le lien fonctionne une seule fois, pendant sept jours.',
    help: 'Des questions ? Écrivez à',
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
      'Vous avez demandé à utiliser cette adresse pour votre compte. Confirmez-la pour effectuer le changement :',
    button: 'Utiliser cette adresse e-mail',
    expiry:
      'Le lien fonctionne une seule fois, pendant un jour. Si vous n’avez rien demandé, ignorez ce message.',
    help: 'Des questions ? Écrivez à',
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
      'Votre compte est en attente de suppression. Vous avez changé d’avis ? Ce lien le rétablit tel qu’il était :',
    button: 'Réactiver mon compte',
    expiry:
      'Le lien fonctionne une seule fois, jusqu’à la suppression définitive de votre compte 14 jours après votre demande.',
    help: 'Des questions ? Écrivez à',
  },
} as const;

/** Sent when a member whose account waits to be erased logs in: the way back. */
export function reactivationMail(language: string, site: SiteVoice, link: string): MailText {
  return linkMail(reactivationTexts[languageOf(language)], site, link);
}
