import { saveAll } from './store-failure';
import { randomBytes } from 'node:crypto';
import { profilePhotoFiles } from './file-names';
import { signPhotoLinks } from './photo-links';
import {
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
  PHOTO_MAX_BYTES,
  errorCodes,
  type OwnPhoto,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { OversizePhoto, UnreadablePhoto, processPhoto, type PhotoSize } from './photo-pipeline';
import type { PhotoStore } from './photo-store';
import { lockAccount } from '../auth/accounts';
import * as repo from './repository';

/** auto: a photo that passes the checks is shown at once; manual: it waits for a moderator. */
export type PhotoModeration = 'auto' | 'manual';

export const photoInvalid = () =>
  new HttpError(400, errorCodes.photo_invalid, 'The file is not an image the site can read.');
export const photoTooLarge = () =>
  new HttpError(413, errorCodes.photo_too_large, 'The photo is too large.', {
    max_mb: PHOTO_MAX_BYTES / 1024 / 1024,
  });
const photoLimitReached = (max: number) =>
  new HttpError(409, errorCodes.photo_limit_reached, 'The member has all the photos allowed.', {
    max,
  });

/**
 * Adds a photo to the member's profile (spec §6: free members 3, premium 25). The image is
 * decoded and re-encoded before anything is stored; the files are written before the row, and
 * removed again when the row cannot be added, so a refused or failed upload leaves nothing.
 * It is `screening` until the nudity job has scored it (issue 29 §2, photo-screening.ts): then
 * it shows, or waits for a moderator when its score is above the site's `nudityThreshold`.
 */
export async function uploadPhoto(
  db: Db,
  store: PhotoStore,
  userId: number,
  file: Buffer,
  {
    nudityThreshold,
    maxPhotos,
    now = new Date(),
  }: {
    nudityThreshold: number;
    /** The most the profile may have; by default the member's (spec §6: free 3, premium 25). */
    maxPhotos?: number;
    now?: Date;
  },
): Promise<OwnPhoto> {
  let sizes: Record<PhotoSize, Buffer>;
  try {
    sizes = await processPhoto(file);
  } catch (error) {
    if (error instanceof OversizePhoto) throw photoTooLarge();
    if (error instanceof UnreadablePhoto) throw photoInvalid();
    throw error;
  }
  const name = randomBytes(16).toString('hex');
  const files = profilePhotoFiles(name);
  await saveAll(store, {
    [files.filename]: sizes.main,
    [files.thumb_filename]: sizes.thumb,
    [files.match_filename]: sizes.match,
  });
  try {
    const row = await db.transaction().execute(async (tx) => {
      const { paid_user } = await lockAccount(tx, userId);
      const max = maxPhotos ?? (paid_user ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE);
      const { count, lastPosition } = await repo.photoCountAndLastPosition(tx, userId);
      if (count >= max) throw photoLimitReached(max);
      return repo.insertImage(tx, {
        user_id: userId,
        ...files,
        status: 'screening',
        nudity_threshold: nudityThreshold,
        position: lastPosition === null ? 0 : lastPosition + 1,
        created_at: now.toISOString(),
      });
    });
    // Being checked, it is not public: its owner sees it through links (issue 29 §4).
    const { url, thumb_url } = await signPhotoLinks(db, { viewer: userId, owner: userId }, row);
    return {
      id: row.id,
      filename: row.filename,
      thumb_filename: row.thumb_filename,
      status: row.status,
      rejection_reason: null,
      url,
      thumb_url,
    };
  } catch (error) {
    await removeFiles(store, files);
    throw error;
  }
}

/** Removes one of the member's photos and its files; the next photo becomes the main one. */
export async function deletePhoto(db: Db, store: PhotoStore, userId: number, id: number) {
  const row = await repo.deleteOwnImage(db, userId, id);
  if (!row) throw notFound('No such photo.');
  // Demo members seeded without rendered photos share one placeholder file.
  if (!(await repo.isProfilePhotoFile(db, row.filename))) await removeFiles(store, row);
}

/** Spec §2 profile photos: the member chooses which of their photos is the main one. */
export async function choosePhotoAsMain(db: Db, userId: number, id: number) {
  const moved = await db.transaction().execute(async (tx) => {
    await lockAccount(tx, userId);
    return repo.moveImageFirst(tx, userId, id);
  });
  if (!moved) throw notFound('No such photo.');
}

async function removeFiles(
  store: PhotoStore,
  files: { filename: string; thumb_filename: string; match_filename: string | null },
) {
  await Promise.all(
    [files.filename, files.thumb_filename, files.match_filename]
      .filter((file): file is string => file !== null)
      .map((file) => store.remove(file)),
  );
}
