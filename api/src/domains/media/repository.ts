import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { ProfileImageRow } from './tables';

// Member photos. All SQL of the media domain lives here.

/** The member's own main photo, whatever its review status (they see "pending" themselves). */
const ownMainImageQuery = preparedQuery<{ userId: number }>()((db, param) =>
  db
    .selectFrom('profile_image')
    .selectAll()
    .where('user_id', '=', param('userId'))
    .orderBy('position')
    .orderBy('id')
    .limit(1),
);

export async function findOwnMainImage(
  db: Db,
  userId: number,
): Promise<ProfileImageRow | undefined> {
  return (await ownMainImageQuery(db, { userId }))[0];
}

/** Approved photos of these members, main photo first. */
export function activeImages(db: Db, userIds: number[]): Promise<ProfileImageRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profile_image')
    .selectAll()
    .where('user_id', 'in', userIds)
    .where('status', '=', 'active')
    .orderBy('user_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
