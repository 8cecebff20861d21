import type { Db } from '../../db/database';
import type { NewAccountToken, TokenPurpose } from './tables';

// The account links' tokens, stored as their SHA-256 (tokens.ts makes and checks them).

export async function insertToken(db: Db, token: NewAccountToken): Promise<void> {
  await db.insertInto('account_token').values(token).execute();
}

/** Marks a live token used, in one conditional update: of parallel uses one gets the row. */
export function useLiveToken(db: Db, tokenHash: string, purpose: TokenPurpose, at: string) {
  return db
    .updateTable('account_token')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['user_id', 'payload'])
    .executeTakeFirst();
}

export async function hasLiveToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  at: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('account_token')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countTokensSince(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('account_token')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
