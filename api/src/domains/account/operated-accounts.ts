import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/database';
import { HttpError } from '../../http/errors';
import { hashPassword } from '../auth/password';
import * as repo from './repository';

// The accounts behind the profiles a site operates (issue 48 §1). Nobody logs in to one and
// nothing is mailed to one: the address is under `.invalid` (RFC 2606: it never resolves), which
// the mail port drops, and the password is one nobody knows.

/** The domain of every operated profile's address. */
export const OPERATED_MAIL_DOMAIN = 'operated.invalid';

/** Whether an address is an operated profile's (never mailed). */
export const isOperatedAddress = (email: string) => email.endsWith(`@${OPERATED_MAIL_DOMAIN}`);

export const nameTaken = () =>
  new HttpError(409, 'name_taken', 'This username is already taken.', { field: 'name' });

/** Refuses a name (lower-cased) another profile has. */
export async function assertNameFree(db: Db, nameKey: string): Promise<void> {
  if (await repo.nameInUse(db, nameKey)) throw nameTaken();
}

export interface NewOperatedAccount {
  name: string;
  birthDate: string;
  country: string;
  /** The site's language: what the account's own texts are written in. */
  language: string;
}

/**
 * An operated profile's account and profile, active and listed at once, in the caller's
 * transaction (the caller fills in the rest of the profile). The unique name key decides between
 * two staff creating the same name: the loser is told the name is taken.
 */
export async function createOperatedAccount(
  db: Db,
  tx: Tx,
  account: NewOperatedAccount,
  now = new Date(),
): Promise<number> {
  const nameKey = account.name.toLowerCase();
  await assertNameFree(tx, nameKey);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await repo.insertOperatedAccount(tx, {
      email: `${randomUUID()}@${OPERATED_MAIL_DOMAIN}`,
      passwordHash,
      name: account.name,
      nameKey,
      birthDate: account.birthDate,
      country: account.country,
      language: account.language,
      at: now.toISOString(),
    });
  } catch (error) {
    if (await repo.nameInUse(db, nameKey)) throw nameTaken();
    throw error;
  }
}
