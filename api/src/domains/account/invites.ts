import type { Settings } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { findAccount } from '../auth/accounts';
import { TOKEN_LIFETIME_MS, issueToken } from '../auth/tokens';

/** Where an invitation lands: the sign-up page, which keeps `invite` in the draft. */
export const INVITE_LINK_PATH = '/signup';

/**
 * A single-use invitation a member passes on (spec §1 invite-only sign-up). Only a member
 * whose own address is confirmed may invite: an unconfirmed account could otherwise be made
 * to mint invitations for a whole list.
 */
export async function createInvite(
  db: Db,
  {
    userId,
    settings,
    origin,
  }: { userId: number; settings: Pick<Settings, 'signups'>; origin: string },
  now = new Date(),
): Promise<{ url: string; expires_at: string }> {
  const account = await findAccount(db, userId);
  if (account?.status !== 'active')
    throw new HttpError(403, 'forbidden', 'Confirm your e-mail address before inviting others.');
  if (settings.signups !== 'invite')
    throw new HttpError(403, 'forbidden', 'This site does not sign up by invitation.');
  const token = await issueToken(db, { userId, purpose: 'invite' }, now);
  return {
    url: `${origin}${INVITE_LINK_PATH}?${new URLSearchParams({ invite: token })}`,
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS.invite).toISOString(),
  };
}
