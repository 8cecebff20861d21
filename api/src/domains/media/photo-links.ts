import { PHOTO_LINK_TTL_MS } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { readToken, signToken } from '../../platform/signing-keys/signed-tokens';
import { eitherBlocked } from '../safety/service';
import * as chatPhotos from './chat-photos-repository';
import * as repo from './repository';

/**
 * Photos through short-lived signed links (issue 29 §4, ADR 0027). Chat photos and every profile
 * photo but a member's main one are never public (the uploads folder refuses their files): the
 * route that shows one checks the viewer's right first — in the conversation, premium, the
 * photo's owner, staff — and gives links that work for PHOTO_LINK_TTL_MS. Opening a link checks
 * again what may have changed since: a block between viewer and owner, the photo erased or taken
 * down. Links may be shared no further than their viewer's own right, and not for long.
 */

export { PHOTO_LINK_TTL_MS };
const PURPOSE = 'photo-links';
const ROUTE = '/api/photo.php';

/** Who a link is issued to: a member, or `staff` (the back office: no block applies). */
export type PhotoViewer = number | 'staff';

/** What a link carries: the file, who it was issued to, whose photo, until when (ms). */
interface PhotoLink {
  f: string;
  v: PhotoViewer;
  o: number;
  e: number;
}

/** A photo's files, as stored: the main size, the small one, and the others some photos have. */
export interface PhotoFiles {
  filename: string;
  thumb_filename: string;
  match_filename?: string | null;
  blur_filename?: string | null;
}

export interface SignedPhotoLinks {
  url: string;
  thumb_url: string;
  match_url: string | null;
  blur_url: string | null;
  expires_at: string;
}

/** Links to each of a photo's files for this viewer, until PHOTO_LINK_TTL_MS from now. */
export async function signPhotoLinks(
  db: Db,
  { viewer, owner }: { viewer: PhotoViewer; owner: number },
  files: PhotoFiles,
  now = new Date(),
): Promise<SignedPhotoLinks> {
  const expires = now.getTime() + PHOTO_LINK_TTL_MS;
  const link = async (file: string) => {
    const token = await signToken(db, PURPOSE, { f: file, v: viewer, o: owner, e: expires });
    return `${ROUTE}?t=${token}`;
  };
  return {
    url: await link(files.filename),
    thumb_url: await link(files.thumb_filename),
    match_url: files.match_filename ? await link(files.match_filename) : null,
    blur_url: files.blur_filename ? await link(files.blur_filename) : null,
    expires_at: new Date(expires).toISOString(),
  };
}

function isPhotoLink(link: unknown): link is PhotoLink {
  const { f, v, o, e } = (link ?? {}) as Partial<PhotoLink>;
  return (
    typeof f === 'string' &&
    (typeof v === 'number' || v === 'staff') &&
    typeof o === 'number' &&
    typeof e === 'number'
  );
}

/**
 * The file a link opens, or null: a token this server signed, not expired, no block between its
 * member viewer and the photo's owner since, the file still one of the owner's chat photos or
 * profile photos — approved, unless the owner or staff look at it.
 */
export async function openPhotoLink(db: Db, token: string, now = new Date()) {
  const link = await readToken(db, PURPOSE, token);
  if (!isPhotoLink(link) || link.e <= now.getTime()) return null;
  const member = link.v === 'staff' ? null : link.v;
  if (member !== null && member !== link.o && (await eitherBlocked(db, member, link.o)))
    return null;
  if (!(await isPhotoOf(db, link.o, link.f, member === null || member === link.o))) return null;
  return { file: link.f, expiresAt: link.e };
}

/** Whether the file is one of the owner's chat photos, or of their profile photos (approved). */
export async function isPhotoOf(db: Db, ownerId: number, file: string, anyStatus = false) {
  if (await chatPhotos.hasChatPhotoFile(db, ownerId, file)) return true;
  const image = await repo.findImageByFile(db, ownerId, file);
  return image !== undefined && (anyStatus || image.status === 'active');
}

/**
 * Whether the uploads folder may serve this file to anyone: not a profile photo's, or a main
 * photo's (cards, the first photo on a profile: public, cacheable). Chat photos and verification
 * frames are refused by their prefix before this is asked.
 */
export async function isPublicPhotoFile(db: Db, file: string): Promise<boolean> {
  if (await repo.isMainPhotoFile(db, file)) return true;
  return !(await repo.isProfilePhotoFile(db, file));
}
