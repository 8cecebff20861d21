import type { Expression } from 'kysely';
import type { Db } from '../../db/schema';

/**
 * The id of a member's main photo (first approved one, as member search shows it), as a
 * correlated subquery: lists join it per row instead of loading photos in a second round.
 */
export function mainImageId(db: Db, userId: Expression<number>) {
  return db
    .selectFrom('profile_image')
    .select('profile_image.id')
    .where('profile_image.user_id', '=', userId)
    .where('profile_image.status', '=', 'active')
    .orderBy('profile_image.position')
    .orderBy('profile_image.id')
    .limit(1);
}

/** The columns of a main photo joined as `main_image`; read them back with `mainImageFrom`. */
export const mainImageColumns = [
  'main_image.filename as main_image_filename',
  'main_image.thumb_filename as main_image_thumb_filename',
  'main_image.status as main_image_status',
] as const;
