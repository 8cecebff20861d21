import type { Db } from '../../db/database';
import type { NewComplaint } from './tables';

// Complaints.

export async function insertComplaint(db: Db, complaint: NewComplaint): Promise<number> {
  const row = await db
    .insertInto('complaint')
    .values(complaint)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function markMailed(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('complaint').set({ mailed_at: at }).where('id', '=', id).execute();
}

export function complainant(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .select(['app_user.email', 'app_user.language', 'profile.name'])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
}

export function memberName(db: Db, memberId: number) {
  return db.selectFrom('profile').select('name').where('user_id', '=', memberId).executeTakeFirst();
}
