import sharp from 'sharp';
import type { Image, MessageAttachment, OwnPhoto } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { signPhotoLinks, type PhotoViewer } from './photo-links';
import type { PhotoStore } from './photo-store';
import * as repo from './repository';

export { choosePhotoAsMain, deletePhoto, photoInvalid, photoTooLarge, uploadPhoto } from './upload';
export type { PhotoStore } from './photo-store';
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

/**
 * Every photo of the member's own, main photo first, as they manage them (or staff look at
 * them): all but the main one, which is public, with signed links for this viewer (issue 29 §4).
 */
export async function ownPhotos(
  db: Db,
  userId: number,
  viewer: PhotoViewer = userId,
): Promise<OwnPhoto[]> {
  const rows = await repo.ownImages(db, userId);
  const main = rows.find((row) => row.status === 'active');
  return Promise.all(
    rows.map(async (row) => {
      const photo: OwnPhoto = {
        id: row.id,
        ...toImage(row),
        rejection_reason: row.status === 'rejected' ? row.rejection_reason : null,
      };
      if (row === main) return photo;
      const { url, thumb_url } = await signPhotoLinks(db, { viewer, owner: userId }, row);
      return { ...photo, url, thumb_url };
    }),
  );
}

/**
 * A member's approved photos as this viewer sees them (the right to see them all is the
 * caller's to check): the main one public, the others through signed links (issue 29 §4).
 */
export async function withPhotoLinks(
  db: Db,
  viewer: PhotoViewer,
  ownerId: number,
  images: Image[],
): Promise<Image[]> {
  return Promise.all(
    images.map(async (image, index) => {
      if (index === 0) return image;
      const { url, thumb_url, match_url } = await signPhotoLinks(
        db,
        { viewer, owner: ownerId },
        image,
      );
      return { ...image, url, thumb_url, match_url };
    }),
  );
}

/**
 * One of a member's own approved photos as a chat photo (an operator answering as an operated
 * profile sends one, issue 28 §3), with its size read from the stored file; null when it is not
 * theirs, not approved, or its file is gone.
 */
export async function profilePhotoAsAttachment(
  db: Db,
  store: PhotoStore,
  ownerId: number,
  imageId: number,
): Promise<Extract<MessageAttachment, { type: 'photo' }> | null> {
  const row = (await repo.ownImages(db, ownerId)).find(
    (image) => image.id === imageId && image.status === 'active',
  );
  if (!row) return null;
  const bytes = await store.read(row.filename);
  if (!bytes) return null;
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return {
    type: 'photo',
    filename: row.filename,
    thumb_filename: row.thumb_filename,
    width,
    height,
  };
}

/** Each member's approved photos and those still waiting for a check or a moderator. */
export async function photoCounts(
  db: Db,
  userIds: number[],
): Promise<Map<number, { active: number; waiting: number }>> {
  const counts = new Map(userIds.map((id) => [id, { active: 0, waiting: 0 }]));
  for (const row of await repo.photoCounts(db, userIds)) {
    const count = counts.get(row.user_id)!;
    if (row.status === 'active') count.active += Number(row.count);
    else count.waiting += Number(row.count);
  }
  return counts;
}
