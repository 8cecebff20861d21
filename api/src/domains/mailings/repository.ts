import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MailingRow, MailingTable } from './tables';
import type { Insertable, Updateable } from 'kysely';

// Marketing's mailings and who each went to (issue 48 §4).

export async function insertMailing(db: Db, row: Insertable<MailingTable>): Promise<number> {
  const { id } = await db
    .insertInto('mailing')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const mailingById = (db: Db, id: number): Promise<MailingRow | undefined> =>
  db.selectFrom('mailing').selectAll().where('id', '=', id).executeTakeFirst();

export const mailingRows = (db: Db): Promise<MailingRow[]> =>
  db.selectFrom('mailing').selectAll().orderBy('id', 'desc').execute();

export const mailingsIn = (db: Db, state: MailingRow['state']): Promise<MailingRow[]> =>
  db.selectFrom('mailing').selectAll().where('state', '=', state).orderBy('id').execute();

/**
 * Changes a mailing only while it is in state `from`: answers whether it did (two staff
 * pressing Send or Pause at once: one changes it, the other is told where it is).
 */
export async function updateMailingIn(
  db: Db,
  id: number,
  from: MailingRow['state'],
  changes: Updateable<MailingTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('mailing')
    .set(changes)
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('mailing')
    .where('id', '=', id)
    .where('state', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function setLastError(db: Db, id: number, error: string | null) {
  await db.updateTable('mailing').set({ last_error: error }).where('id', '=', id).execute();
}

/**
 * Claims a member for a mailing: true for the one node that may send it to them, false when it
 * went (or is going) already.
 */
export async function claimDelivery(db: Db, mailingId: number, userId: number, at: string) {
  const result = await db
    .insertInto('mailing_delivery')
    .values({ mailing_id: mailingId, user_id: userId, status: 'claimed', at })
    .onConflict((oc) => oc.columns(['mailing_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function settleDelivery(
  db: Db,
  mailingId: number,
  userId: number,
  status: 'sent' | 'bounced',
  at: string,
) {
  await db
    .updateTable('mailing_delivery')
    .set({ status, at })
    .where('mailing_id', '=', mailingId)
    .where('user_id', '=', userId)
    .execute();
}

/** Gives a claim back (the mail port failed for a while): a later batch sends it. */
export async function releaseDelivery(db: Db, mailingId: number, userId: number) {
  await db
    .deleteFrom('mailing_delivery')
    .where('mailing_id', '=', mailingId)
    .where('user_id', '=', userId)
    .where('status', '=', 'claimed')
    .execute();
}

/** How many members each mailing was sent to and bounced at, by mailing. */
export async function deliveryCounts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { sent: number; bounced: number }>();
  const rows = await db
    .selectFrom('mailing_delivery')
    .select([
      'mailing_id',
      sql<number | string>`sum(case when status = 'bounced' then 1 else 0 end)`.as('bounced'),
      sql<number | string>`sum(case when status = 'sent' then 1 else 0 end)`.as('sent'),
    ])
    .where('mailing_id', 'in', ids)
    .groupBy('mailing_id')
    .execute();
  return new Map(
    rows.map((row) => [row.mailing_id, { sent: Number(row.sent), bounced: Number(row.bounced) }]),
  );
}

/** Claims a member's digest of a week: true for the one node that sends it. */
export async function claimDigest(db: Db, userId: number, week: string, at: string) {
  const result = await db
    .insertInto('weekly_digest')
    .values({ user_id: userId, week, sent_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function releaseDigest(db: Db, userId: number, week: string) {
  await db
    .deleteFrom('weekly_digest')
    .where('user_id', '=', userId)
    .where('week', '=', week)
    .execute();
}

/** Whether a node claimed members of this mailing since `since` and has not settled them yet. */
export async function claimsPending(db: Db, mailingId: number, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('mailing_delivery')
    .select('user_id')
    .where('mailing_id', '=', mailingId)
    .where('status', '=', 'claimed')
    .where('at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
