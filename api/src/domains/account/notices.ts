import type { Settings } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import * as auth from '../auth/accounts';
import { issueToken } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';
import {
  addressChangedMail,
  deletionRequestedMail,
  newLoginMail,
  passwordChangedMail,
  reactivatedMail,
  secondFactorOffMail,
  type MailText,
} from '../mail/templates';
import { REACTIVATION_PAGE_PATH } from './deletion';
import { MAIL_CHANGE_PAGE_PATH } from './settings';

// Security and account notices (issue 25 §3): after a change to the account has committed, the
// member is told, in their language, at the address that can act on it, with the one link they
// need if it was not them. The routes send them once the change stands; a notice that cannot
// go is logged there, and the change is not undone for it.

/** Where the password-reset form is (shell, spec §2). */
const RESET_PASSWORD_PATH = '/reset-password';
const LOGIN_PATH = '/login';

export interface NoticeContext {
  db: Db;
  mailer: Mailer;
  settings: Pick<Settings, 'name' | 'support_email' | 'mail_name'>;
  /** The site's origin, for the links. */
  origin: string;
}

async function send(
  { db, mailer, settings }: NoticeContext,
  userId: number,
  compose: (language: string, site: { siteName: string; supportEmail: string }) => MailText,
  to?: string,
): Promise<void> {
  const member = await auth.findUserById(db, userId);
  if (!member) return;
  const mail = compose(member.language, {
    siteName: settings.name,
    supportEmail: settings.support_email,
  });
  await mailer.send({ ...mail, to: to ?? member.email, fromName: settings.mail_name });
}

/** Where a member sees and ends their sessions (mf-members' settings). */
const SETTINGS_PATH = '/settings';

/**
 * The account was opened on a device or in a country it had not been seen on (issue 29 §4):
 * what and where, with the settings where that session is logged out.
 */
export function notifyNewLogin(
  context: NoticeContext,
  userId: number,
  login: { device: string | null; country: string | null },
): Promise<void> {
  return send(context, userId, (language, site) => {
    const places = new Intl.DisplayNames([language], { type: 'region' });
    const unknown = language.startsWith('fr') ? 'inconnu' : 'unknown';
    return newLoginMail(
      language,
      site,
      {
        device: login.device ?? unknown,
        place: login.country ? (places.of(login.country) ?? login.country) : unknown,
      },
      `${context.origin}${SETTINGS_PATH}`,
    );
  });
}

/** The password changed: if it was not them, the reset form takes the account back. */
export function notifyPasswordChanged(context: NoticeContext, userId: number): Promise<void> {
  return send(context, userId, (language, site) =>
    passwordChangedMail(language, site, `${context.origin}${RESET_PASSWORD_PATH}`),
  );
}

/** Support turned the codes from an app off: if it was not at their request, the reset form. */
export function notifySecondFactorOff(context: NoticeContext, userId: number): Promise<void> {
  return send(context, userId, (language, site) =>
    secondFactorOffMail(language, site, `${context.origin}${RESET_PASSWORD_PATH}`),
  );
}

/**
 * The address changed: the old one hears of it, with a link that gives it back (and logs
 * everyone out) for MAIL_CHANGE_UNDO days.
 */
export async function notifyAddressChanged(
  context: NoticeContext,
  change: { userId: number; previous: string; email: string },
  now = new Date(),
): Promise<void> {
  const token = await issueToken(
    context.db,
    { userId: change.userId, purpose: 'mail_change_undo', payload: change.previous },
    now,
  );
  const link = `${context.origin}${MAIL_CHANGE_PAGE_PATH}?${new URLSearchParams({ undo: token })}`;
  await send(
    context,
    change.userId,
    (language, site) => addressChangedMail(language, site, change.email, link),
    change.previous,
  );
}

/** Leaving was asked for: the date it happens, and the way back until then. */
export async function notifyDeletionRequested(
  context: NoticeContext,
  userId: number,
  eraseAfter: string,
  now = new Date(),
): Promise<void> {
  const token = await issueToken(context.db, { userId, purpose: 'reactivation' }, now);
  const link = `${context.origin}${REACTIVATION_PAGE_PATH}?${new URLSearchParams({ token })}`;
  await send(context, userId, (language, site) =>
    deletionRequestedMail(language, site, new Date(eraseAfter), link),
  );
}

/** The account came back by the mailed link. */
export function notifyReactivated(context: NoticeContext, userId: number): Promise<void> {
  return send(context, userId, (language, site) =>
    reactivatedMail(language, site, `${context.origin}${LOGIN_PATH}`),
  );
}
