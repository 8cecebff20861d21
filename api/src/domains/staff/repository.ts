import type { Db } from '../../db/database';
import type { StaffRole } from './tables';

export async function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom('staff_account').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Inserts the account unless one has the address; answers whether it was inserted. */
export async function insertStaffAccount(
  db: Db,
  account: { email: string; password_hash: string; role: StaffRole; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('staff_account')
    .values(account)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
