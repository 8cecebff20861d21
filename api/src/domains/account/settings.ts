import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  errorCodes,
  notificationKinds,
  type AccountSettings,
  type MailEvent,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type PasswordChange,
  type Settings,
} from '@app/shared/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import * as auth from '../auth/accounts';
import { renewSessions } from '../auth/service';
import { consumeToken, issueToken } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';
import { mailChangeMail } from '../mail/templates';
import { assertStrongPassword } from '../auth/password-strength';
import { passwordWrong } from './deletion';
import * as repo from './settings-repository';

/** Where the mail-change link lands (shell, spec §2 `/mail-change/do`). */
export const MAIL_CHANGE_PAGE_PATH = '/mail-change/do';

async function account(db: Db, userId: number) {
  const found = await auth.findUserById(db, userId);
  if (!found) throw notFound('No account.');
  return found;
}

const passwordInvalid = () =>
  new HttpError(400, errorCodes.password_invalid, 'Use at least 8 characters.', {
    field: 'new_password',
  });

/**
 * A new password, confirmed by the current one ("Please check your old password."). Every
 * session ends: whoever else knew the old password is logged out; this browser stays in with a
 * new session, whose token is returned.
 */
export async function changePassword(
  db: Db,
  userId: number,
  change: PasswordChange,
): Promise<string> {
  const { password_hash, email } = await account(db, userId);
  if (!(await verifyPassword(password_hash, change.old_password)))
    throw new HttpError(400, errorCodes.old_password_wrong, 'Please check your old password.', {
      field: 'old_password',
    });
  const length = [...change.new_password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) throw passwordInvalid();
  await assertStrongPassword(change.new_password, [email], 'new_password');
  const hash = await hashPassword(change.new_password);
  return db.transaction().execute(async (tx) => {
    await auth.updatePasswordHash(tx, userId, hash);
    return renewSessions(tx, userId);
  });
}

const newEmailInvalid = () =>
  new HttpError(400, errorCodes.new_email_invalid, 'New email adress is invalid.', {
    field: 'email',
  });
const emailTaken = () =>
  new HttpError(409, errorCodes.email_taken, 'An account with this e-mail address already exists', {
    field: 'email',
  });
const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * Step one of an address change: a single-use link to the new address, so the member proves
 * they read it. The account keeps its address until the link is used.
 */
export async function requestMailChange(
  db: Db,
  mailer: Mailer,
  {
    userId,
    settings,
    origin,
  }: {
    userId: number;
    settings: Pick<Settings, 'name' | 'support_email' | 'mail_name'>;
    origin: string;
  },
  request: { email: string; password: string },
  now = new Date(),
): Promise<void> {
  const parsed = emailSchema.safeParse(request.email);
  if (!parsed.success) throw newEmailInvalid();
  const email = parsed.data;
  const member = await account(db, userId);
  if (!(await verifyPassword(member.password_hash, request.password))) throw passwordWrong();
  if (email === member.email) throw newEmailInvalid();
  if ((await auth.findUserByEmail(db, email)) || (await auth.addressBanned(db, email)))
    throw emailTaken();
  const token = await issueToken(db, { userId, purpose: 'mail_change', payload: email }, now);
  const link = `${origin}${MAIL_CHANGE_PAGE_PATH}?${new URLSearchParams({ token })}`;
  const mail = mailChangeMail(
    member.language,
    { siteName: settings.name, supportEmail: settings.support_email },
    link,
  );
  await mailer.send({ ...mail, to: email, fromName: settings.mail_name });
}

/**
 * Step two: the link from the new address's inbox. The address changes once; if another
 * account took it meanwhile, the duplicate message, and nothing changes.
 */
export async function confirmMailChange(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ email: string; userId: number; previous: string }> {
  try {
    return await db.transaction().execute(async (tx) => {
      const used = await consumeToken(tx, 'mail_change', token, now);
      if (!used?.payload)
        throw new HttpError(
          400,
          errorCodes.link_invalid,
          'Link expired or invalid, request a new email.',
        );
      if (
        (await auth.findUserByEmail(tx, used.payload)) ||
        (await auth.addressBanned(tx, used.payload))
      )
        throw emailTaken();
      const { email: previous } = await account(tx, used.userId);
      await repo.updateEmail(tx, used.userId, used.payload);
      return { email: used.payload, userId: used.userId, previous };
    });
  } catch (error) {
    // Lost a race on the unique address: the same answer as the check.
    if (!(error instanceof HttpError) && /unique|duplicate/i.test(String(error)))
      throw emailTaken();
    throw error;
  }
}

/**
 * The undo link mailed to the old address (notices.ts): the account gets that address back and
 * every session ends, so whoever changed it is out; the member then chooses a new password.
 */
export async function undoMailChange(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ email: string; userId: number }> {
  try {
    return await db.transaction().execute(async (tx) => {
      const used = await consumeToken(tx, 'mail_change_undo', token, now);
      if (!used?.payload)
        throw new HttpError(
          400,
          errorCodes.link_invalid,
          'Link expired or invalid, request a new email.',
        );
      const holder = await auth.findUserByEmail(tx, used.payload);
      if (holder && holder.id !== used.userId) throw emailTaken();
      await repo.updateEmail(tx, used.userId, used.payload);
      await auth.deleteSessionsOf(tx, used.userId);
      return { email: used.payload, userId: used.userId };
    });
  } catch (error) {
    if (!(error instanceof HttpError) && /unique|duplicate/i.test(String(error)))
      throw emailTaken();
    throw error;
  }
}

export async function accountSettings(db: Db, userId: number): Promise<AccountSettings> {
  return { invisible: !(await repo.isVisible(db, userId)) };
}

/** Invisible mode: out of search and likes lists at once (the lists read `visible`). */
export async function updateAccountSettings(
  db: Db,
  userId: number,
  update: Partial<AccountSettings>,
): Promise<AccountSettings> {
  if (update.invisible !== undefined) await repo.setVisible(db, userId, !update.invisible);
  return accountSettings(db, userId);
}

export async function notificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const member = await account(db, userId);
  return {
    disabled: parseKinds(member.notifications_disabled),
    email_disabled_reason: member.email_disabled_reason,
  };
}

/** Which e-mails the member gets; `email_enabled` asks for mail again after it stopped. */
export async function updateNotificationSettings(
  db: Db,
  userId: number,
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  await repo.updateNotifications(db, userId, {
    ...(update.disabled === undefined
      ? {}
      : { notifications_disabled: JSON.stringify([...new Set(update.disabled)]) }),
    ...(update.email_enabled ? { email_disabled_reason: null } : {}),
  });
  return notificationSettings(db, userId);
}

function parseKinds(json: string): NotificationSettings['disabled'] {
  try {
    const value: unknown = JSON.parse(json);
    const known = new Set<string>(notificationKinds);
    return Array.isArray(value)
      ? value.filter((kind): kind is NotificationSettings['disabled'][number] => known.has(kind))
      : [];
  } catch {
    return [];
  }
}

/** A member as a notification mail sees them: who, where, in which language, and what they take. */
export interface MailContact {
  id: number;
  email: string;
  language: string;
  name: string;
  /** When they were last around (spec §3 last_active). */
  lastActive: string;
  /** The notification kinds they take now (none once their mail stopped or the account is not active). */
  takes: ReadonlySet<NotificationSettings['disabled'][number]>;
}

/**
 * The members' mail contacts by id, for notification mails (issue 25 §3): a member whose mail
 * stopped (bounce, spam report, unsubscribe), whose address is not confirmed or who is leaving
 * takes none; otherwise every kind they did not switch off.
 */
export async function mailContacts(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, MailContact>> {
  const rows = await repo.findMailContacts(db, [...new Set(userIds)]);
  return new Map(
    rows.map((row) => {
      const off = new Set(parseKinds(row.notifications_disabled));
      const mailFlows = row.status === 'active' && row.email_disabled_reason === null;
      return [
        row.id,
        {
          id: row.id,
          email: row.email,
          language: row.language,
          name: row.name,
          lastActive: row.last_active,
          takes: new Set(mailFlows ? notificationKinds.filter((kind) => !off.has(kind)) : []),
        },
      ];
    }),
  );
}

/**
 * A one-click unsubscribe from a notification mail (RFC 8058): no notification mail goes to the
 * member any more, and /notifications says why and offers to start it again.
 */
export async function unsubscribeFromMail(db: Db, userId: number): Promise<void> {
  await repo.updateNotifications(db, userId, { email_disabled_reason: 'listunsubscribe' });
}

/**
 * A one-click unsubscribe from one kind of mail (a newsletter, offers, the weekly digest: issue
 * 48 §4): that kind is switched off, as on /notifications; the member's other mail goes on.
 */
export async function switchOffMailKind(
  db: Db,
  userId: number,
  kind: NotificationSettings['disabled'][number],
): Promise<void> {
  const member = await account(db, userId);
  const off = new Set(parseKinds(member.notifications_disabled));
  if (off.has(kind)) return;
  await repo.updateNotifications(db, userId, {
    notifications_disabled: JSON.stringify([...off, kind]),
  });
}

/** What each reported mail event stops mail with (the reasons /notifications shows). */
const STOP_REASONS = {
  bounce: 'bounce',
  complaint: 'fbl',
  unsubscribe: 'listunsubscribe',
} as const;

/**
 * A relay reported the address (issue 25 §3): mail to it stops until the member asks for it
 * again on /notifications. An address no member has changes nothing (and says nothing).
 */
export async function stopMailTo(db: Db, event: MailEvent): Promise<void> {
  const member = await auth.findUserByEmail(db, event.email);
  if (!member) return;
  await repo.updateNotifications(db, member.id, {
    email_disabled_reason: STOP_REASONS[event.event],
  });
}
