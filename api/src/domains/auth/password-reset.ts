import { createHash } from 'node:crypto';
import type { Settings } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { hashPassword } from './password';
import { assertStrongPassword } from './password-strength';
import * as repo from './repository';
import { consumeToken, isLiveToken, issueToken, tokensIssuedSince } from './tokens';

/**
 * Spec §8: reset e-mails are capped per day ("… please try again tomorrow."): per address asked
 * for and per source, so nobody else's requests use up a member's own.
 */
export const RESET_MAILS_PER_DAY = 3;
/**
 * And per account, whatever the sources (issue 46 §1: 20 sources sent 20 mails to one address
 * in seconds). Past it the answer stays the same — nothing tells whether the address has an
 * account — and no mail goes out: the links already sent still work.
 */
export const RESET_MAILS_PER_ACCOUNT_PER_DAY = 2 * RESET_MAILS_PER_DAY;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The path of the page a reset link opens (shell, spec §2 /reset-password/do). */
export const RESET_PAGE_PATH = '/reset-password/do';

/**
 * Sends a single-use reset link to the account with this address, if there is one. Every
 * address gets the same answer, counted and capped alike: privacy wins over the spec's
 * "E-mail address not found." (RELIABILITY 8, 21), and the mail goes out after the answer, so
 * its sending time tells nothing either. Resolves with the mail being sent, or null.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  {
    email,
    source,
    settings,
    origin,
  }: { email: string; source: string; settings: Settings; origin: string },
  now = new Date(),
): Promise<{ mail: Promise<void> } | null> {
  const address = email.trim().toLowerCase();
  const requests = await repo.recordResetRequest(
    db,
    { addressKey: `reset:${sha256(address)}`, source, at: now.toISOString() },
    new Date(now.getTime() - DAY_MS).toISOString(),
  );
  if (requests > RESET_MAILS_PER_DAY)
    throw new HttpError(
      429,
      'reset_limit_reached',
      'Too many password reset emails sent, please try again tomorrow.',
    );
  const account = await repo.findUserByEmail(db, address);
  if (!account) return null;
  const since = new Date(now.getTime() - DAY_MS);
  // Counted and issued under the account's row lock: parallel requests cannot all pass the count.
  const token = await db.transaction().execute(async (tx) => {
    await repo.lockAccount(tx, account.id);
    if (
      (await tokensIssuedSince(tx, account.id, 'password_reset', since)) >=
      RESET_MAILS_PER_ACCOUNT_PER_DAY
    )
      return null;
    return issueToken(tx, { userId: account.id, purpose: 'password_reset' }, now);
  });
  if (token === null) return null;
  const link = `${origin}${RESET_PAGE_PATH}?${new URLSearchParams({ token })}`;
  const mail = passwordResetMail(
    account.language,
    { siteName: settings.name, supportEmail: settings.support_email },
    link,
  );
  return { mail: mailer.send({ ...mail, to: account.email, fromName: settings.mail_name }) };
}

const linkInvalid = () =>
  new HttpError(400, 'link_invalid', 'Link expired or invalid, request a new email.');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Sets the new password from a reset link. The link works once; every session of the account
 * ends, so whoever knew the old password is logged out everywhere (RELIABILITY 7). Returns the
 * member whose sessions ended.
 */
export async function resetPassword(
  db: Db,
  { token, password, passwordRepeat }: { token: string; password: string; passwordRepeat: string },
  now = new Date(),
): Promise<number> {
  if (password !== passwordRepeat)
    throw new HttpError(400, 'passwords_differ', 'The entered passwords are not the same.');
  // The link first: a request without a live one costs nothing (the strength check is CPU).
  if (!(await isLiveToken(db, 'password_reset', token, now))) throw linkInvalid();
  await assertStrongPassword(password, [], 'password');
  const hash = await hashPassword(password);
  return db.transaction().execute(async (tx) => {
    const used = await consumeToken(tx, 'password_reset', token, now);
    if (!used) throw linkInvalid();
    await repo.updatePasswordHash(tx, used.userId, hash);
    await repo.deleteSessionsOf(tx, used.userId);
    return used.userId;
  });
}
