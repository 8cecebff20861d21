import {
  REACTIVATION_DAYS,
  errorCodes,
  type AccountDelete,
  type Settings,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { verifyPassword } from '../auth/password';
import * as auth from '../auth/accounts';
import { consumeToken, issueToken, tokensIssuedSince } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';
import { reactivationMail } from '../mail/templates';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REACTIVATION_MS = REACTIVATION_DAYS * DAY_MS;
/** Reactivation mails a member can be sent a day (each failed-by-deletion login sends one). */
export const REACTIVATION_MAILS_PER_DAY = 3;
/** Where the link lands: the account-deleted page, which reactivates with the token. */
export const REACTIVATION_PAGE_PATH = '/account-deleted';

export const passwordWrong = () =>
  new HttpError(400, errorCodes.password_wrong, 'The password is not the member’s.', {
    field: 'password',
  });

/**
 * The member leaves (spec §3): the reason is kept, every session ends, the profile drops out of
 * every list at once (listed members exclude pending deletions), and in REACTIVATION_DAYS the
 * purge erases the account unless the member comes back by the mailed link.
 */
export async function requestDeletion(
  db: Db,
  userId: number,
  request: AccountDelete,
  now = new Date(),
): Promise<{ erase_after: string }> {
  // The contract refused "other" without remarks before this ran.
  const remarks = request.remarks?.trim() || null;
  const account = await auth.findUserById(db, userId);
  if (!account || !(await verifyPassword(account.password_hash, request.password)))
    throw passwordWrong();
  await db.transaction().execute(async (tx) => {
    const marked = await repo.markPendingDeletion(tx, userId);
    // A second request (another tab) finds the account already leaving: nothing changes.
    if (!marked) return;
    await repo.insertDeletion(tx, {
      user_id: userId,
      reason: request.reason,
      remarks,
      previous_status: marked.previous_status,
      requested_at: now.toISOString(),
    });
    await auth.deleteSessionsOf(tx, userId);
  });
  const requested = await repo.findDeletion(db, userId);
  return {
    erase_after: new Date(
      Date.parse(requested?.requested_at ?? now.toISOString()) + REACTIVATION_MS,
    ).toISOString(),
  };
}

/** Days until a pending deletion is carried out (at least 1 while it is pending). */
export async function daysLeft(db: Db, userId: number, now = new Date()): Promise<number> {
  const deletion = await repo.findDeletion(db, userId);
  if (!deletion) return REACTIVATION_DAYS;
  const left = Date.parse(deletion.requested_at) + REACTIVATION_MS - now.getTime();
  return Math.max(1, Math.ceil(left / DAY_MS));
}

/**
 * Mails the way back to a member whose account waits to be erased (they just logged in with
 * the right password). Capped per day so repeated logins do not flood their inbox.
 */
export async function sendReactivationMail(
  db: Db,
  mailer: Mailer,
  { userId, settings, origin }: { userId: number; settings: Settings; origin: string },
  now = new Date(),
): Promise<void> {
  const account = await auth.findUserById(db, userId);
  if (account?.status !== 'pending_deletion') return;
  const since = new Date(now.getTime() - DAY_MS);
  if ((await tokensIssuedSince(db, userId, 'reactivation', since)) >= REACTIVATION_MAILS_PER_DAY)
    return;
  const token = await issueToken(db, { userId, purpose: 'reactivation' }, now);
  const link = `${origin}${REACTIVATION_PAGE_PATH}?${new URLSearchParams({ token })}`;
  const mail = reactivationMail(
    account.language,
    { siteName: settings.name, supportEmail: settings.support_email },
    link,
  );
  await mailer.send({ ...mail, to: account.email, fromName: settings.mail_name });
}

/** The reactivation link: the account is back as it was (status, profile, photos, chats). */
export async function reactivate(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ userId: number }> {
  return db.transaction().execute(async (tx) => {
    const used = await consumeToken(tx, 'reactivation', token, now);
    const deletion = used && (await repo.findDeletion(tx, used.userId));
    if (!used || !deletion)
      throw new HttpError(
        400,
        errorCodes.link_invalid,
        'Link expired or invalid, request a new email.',
      );
    await repo.restoreStatus(tx, used.userId, deletion.previous_status);
    await repo.deleteDeletion(tx, used.userId);
    return { userId: used.userId };
  });
}

/**
 * Support brings back an account waiting out its deletion (issue 26 §4: the member asked by mail
 * or phone, not through the link): as the reactivation link does. False when the account is not
 * waiting to be deleted.
 */
export async function reactivateBySupport(db: Db, userId: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const deletion = await repo.findDeletion(tx, userId);
    if (!deletion) return false;
    await repo.restoreStatus(tx, userId, deletion.previous_status);
    await repo.deleteDeletion(tx, userId);
    return true;
  });
}
