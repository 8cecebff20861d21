import sharp from 'sharp';
import type { Image, MessageAttachment, OwnPhoto } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import type { PhotoStore } from './photo-store';
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
