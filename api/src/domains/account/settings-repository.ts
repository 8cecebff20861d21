import type { Db, Tx } from '../../db/database';
import type { AppUserUpdate } from '../auth/tables';

// The SQL of account settings: address, visibility, notifications.

export async function updateEmail(tx: Tx, userId: number, email: string): Promise<void> {
  await tx.updateTable('app_user').set({ email }).where('id', '=', userId).execute();
}

export async function isVisible(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('profile')
    .select('visible')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.visible === 1;
}

export async function setVisible(db: Db, userId: number, visible: boolean): Promise<void> {
  await db
    .updateTable('profile')
    .set({ visible: visible ? 1 : 0 })
    .where('user_id', '=', userId)
    .execute();
}

export async function updateNotifications(
  db: Db,
  userId: number,
  changes: Pick<AppUserUpdate, 'notifications_disabled' | 'email_disabled_reason'>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('app_user').set(changes).where('id', '=', userId).execute();
}

/** What deciding on and writing a notification mail needs of each member. */
export async function findMailContacts(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .select([
      'app_user.id',
      'app_user.email',
      'app_user.language',
      'app_user.status',
      'app_user.notifications_disabled',
      'app_user.email_disabled_reason',
      'profile.name',
      'profile.last_active',
    ])
    .where('app_user.id', 'in', userIds)
    .execute();
}
