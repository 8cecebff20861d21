import type { Settings } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { activationMail } from '../mail/templates';
import * as repo from './repository';
import { consumeToken, issueToken } from './tokens';

/** Where the mailed link lands: it only redirects, the page confirms (no change on GET). */
export const ACTIVATION_LINK_PATH = '/api/activate.php';
export const ACTIVATION_DONE_PATH = '/activate/done';

/**
 * Mails a member whose address is not confirmed yet a single-use link to confirm it. A member
 * whose address is already confirmed gets nothing: there is nothing to confirm.
 */
export async function sendActivationMail(
  db: Db,
  mailer: Mailer,
  { userId, settings, origin }: { userId: number; settings: Settings; origin: string },
  now = new Date(),
): Promise<void> {
  const account = await repo.findAccount(db, userId);
  if (!account || account.status !== 'not_confirmed') return;
  const token = await issueToken(db, { userId, purpose: 'activation' }, now);
  const link = `${origin}${ACTIVATION_LINK_PATH}?${new URLSearchParams({ token })}`;
  const mail = activationMail(
    account.language,
    { siteName: settings.name, supportEmail: settings.support_email },
    link,
  );
  await mailer.send({ ...mail, to: account.email, fromName: settings.mail_name });
}

/**
 * Confirms the address of the link's member: the account becomes active and their profile
 * visible to others (spec §4: not_confirmed accounts have a disabled profile). Once per link.
 */
export async function activate(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const used = await consumeToken(tx, 'activation', token, now);
    if (!used) throw new HttpError(400, 'activation_failed', 'Activation failed.');
    await repo.confirmAccount(tx, used.userId);
  });
}
