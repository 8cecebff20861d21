import type { Image } from '@app/shared/contracts';
import type { Expression } from 'kysely';
import type { ProfileImageRow } from '../../domains/media/tables';
import type { Db } from '../database';

// A member's main photo as a join fragment, for every list that shows members (search, chats,
// likes). Neutral ground: no domain owns the lists of the others.

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
  'main_image.match_filename as main_image_match_filename',
  'main_image.status as main_image_status',
] as const;

/** A main photo joined by `mainImageColumns`: null when the member has none. */
export function mainImageFrom(row: {
  main_image_filename: string | null;
  main_image_thumb_filename: string | null;
  main_image_match_filename: string | null;
  main_image_status: ProfileImageRow['status'] | null;
}): Image | null {
  const { main_image_filename, main_image_thumb_filename, main_image_match_filename } = row;
  const { main_image_status } = row;
  if (main_image_filename === null || main_image_thumb_filename === null) return null;
  if (main_image_status === null) return null;
  return {
    filename: main_image_filename,
    thumb_filename: main_image_thumb_filename,
    match_filename: main_image_match_filename,
    status: main_image_status,
  };
}
