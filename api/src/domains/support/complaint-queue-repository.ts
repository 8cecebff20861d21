import type { ComplaintStatus } from '@app/shared/contracts';
import type { Db } from '../../db/database';

// The complaints queue of the back office (issue 26 §4).

export async function statusCounts(db: Db) {
  const rows = await db
    .selectFrom('complaint')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) as Partial<
    Record<ComplaintStatus, number>
  >;
}

export function complaintsIn(db: Db, statuses: readonly ComplaintStatus[], limit: number) {
  return db
    .selectFrom('complaint')
    .select((eb) => [
      'complaint.id',
      'complaint.subject',
      'complaint.status',
      'complaint.email',
      'complaint.user_id',
      'complaint.created_at',
      eb
        .selectFrom('complaint_reply')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('complaint_reply.complaint_id', '=', 'complaint.id')
        .as('replies'),
    ])
    .where('complaint.status', 'in', statuses)
    .orderBy('complaint.created_at')
    .orderBy('complaint.id')
    .limit(limit)
    .execute();
}

export function complaint(db: Db, id: number) {
  return db.selectFrom('complaint').selectAll().where('id', '=', id).executeTakeFirst();
}

export function repliesTo(db: Db, complaintId: number) {
  return db
    .selectFrom('complaint_reply')
    .leftJoin('staff_account', 'staff_account.id', 'complaint_reply.staff_id')
    .select([
      'complaint_reply.id',
      'complaint_reply.body',
      'complaint_reply.created_at',
      'staff_account.email as staff_email',
    ])
    .where('complaint_reply.complaint_id', '=', complaintId)
    .orderBy('complaint_reply.id')
    .execute();
}

export async function insertReply(
  db: Db,
  reply: { complaint_id: number; staff_id: number; body: string; created_at: string },
) {
  await db.insertInto('complaint_reply').values(reply).execute();
}

export async function setStatus(db: Db, id: number, status: ComplaintStatus, at: string) {
  await db.updateTable('complaint').set({ status, updated_at: at }).where('id', '=', id).execute();
}

/** A member's complaints, newest first (a refund names the one that asked for it). */
export function complaintsOfMember(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('complaint')
    .select(['id', 'subject', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
