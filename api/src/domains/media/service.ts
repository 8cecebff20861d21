import type { Image, OwnPhoto } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import * as repo from './repository';
import type { ProfileImageRow } from './tables';

/** A stored photo as the Image contract describes it (file names relative to cdn_prefix). */
function toImage(
  row: Pick<ProfileImageRow, 'filename' | 'thumb_filename' | 'match_filename' | 'status'>,
): Image {
  return {
    filename: row.filename,
    thumb_filename: row.thumb_filename,
    match_filename: row.match_filename,
    status: row.status,
  };
}

/** The member's own main photo, shown to them even while it is in review; null without one. */
export async function ownMainImage(db: Db, userId: number): Promise<Image | null> {
  const row = await repo.findOwnMainImage(db, userId);
  return row ? toImage(row) : null;
}

/** Approved photos of each of these members, main photo first. */
export async function activeImagesByMember(
  db: Db,
  userIds: number[],
): Promise<Map<number, Image[]>> {
  const images = new Map<number, Image[]>();
  for (const row of await repo.activeImages(db, userIds)) {
    const list = images.get(row.user_id) ?? [];
    list.push(toImage(row));
    images.set(row.user_id, list);
  }
  return images;
}

/** Every photo of the member's own, main photo first, as they manage them. */
export async function ownPhotos(db: Db, userId: number): Promise<OwnPhoto[]> {
  return (await repo.ownImages(db, userId)).map((row) => ({
    id: row.id,
    ...toImage(row),
    rejection_reason: row.status === 'rejected' ? row.rejection_reason : null,
  }));
}
