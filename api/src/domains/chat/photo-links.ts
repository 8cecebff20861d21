import { PHOTO_LINK_TTL_MS, errorCodes, type PhotoLinks } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { readToken, signToken } from '../../platform/signing-keys/signed-tokens';
import { isChatPhotoFile, ownChatPhotoFiles } from '../media/chat-photos';
import { eitherBlocked } from '../safety/service';
import { attachmentFrom } from './attachments';
import * as repo from './repository';

/**
 * Chat photos through short-lived signed links (issue 29 §4): a photo's files are never public
 * (the uploads folder refuses them); a member in the conversation asks for links, which are
 * issued after the checks — a participant, the message delivered to them, no block either way,
 * the photo not erased — and work for PHOTO_LINK_TTL_MS. Opening one checks again that no block
 * came and the photo still exists, so a block or an erasure stops links already given.
 */

export { PHOTO_LINK_TTL_MS };
const PURPOSE = 'photo-links';
const ROUTE = '/api/photo.php';

/** What a link carries: the file, who it was issued to, whose photo, until when (ms). */
interface PhotoLink {
  f: string;
  v: number;
  o: number;
  e: number;
}

const photoGone = () => notFound('This photo is no longer available.');

async function linksFor(
  db: Db,
  { viewer, owner }: { viewer: number; owner: number },
  files: { filename: string; thumb_filename: string; blur_filename?: string | null },
  now: Date,
): Promise<PhotoLinks> {
  const expires = now.getTime() + PHOTO_LINK_TTL_MS;
  const link = async (file: string) => {
    const token = await signToken(db, PURPOSE, { f: file, v: viewer, o: owner, e: expires });
    return `${ROUTE}?t=${token}`;
  };
  return {
    url: await link(files.filename),
    thumb_url: await link(files.thumb_filename),
    blur_url: files.blur_filename ? await link(files.blur_filename) : null,
    expires_at: new Date(expires).toISOString(),
  };
}

/** Links to a message's photo, for a member of its conversation. */
export async function messagePhotoLinks(
  db: Db,
  viewerId: number,
  messageId: number,
  now = new Date(),
): Promise<PhotoLinks> {
  const message = await repo.messageOfMember(db, messageId, viewerId);
  const attachment = message ? attachmentFrom(message.attachment) : null;
  if (!message || attachment?.type !== 'photo') throw notFound('No such photo.');
  const owner = message.sender_id;
  // A message still held (quarantine, moderation) is not the recipient's yet.
  if (owner !== viewerId && message.held_until !== null && message.held_until > now.toISOString())
    throw notFound('No such photo.');
  if (owner !== viewerId && (await eitherBlocked(db, viewerId, owner)))
    throw new HttpError(403, errorCodes.blocked, 'A block stands between you.');
  if (!(await isChatPhotoFile(db, owner, attachment.filename))) throw photoGone();
  return linksFor(db, { viewer: viewerId, owner }, attachment, now);
}

/** Links to one of the member's own chat photos (the composer's preview before sending). */
export async function ownPhotoLinks(
  db: Db,
  ownerId: number,
  photoId: number,
  now = new Date(),
): Promise<PhotoLinks> {
  const files = await ownChatPhotoFiles(db, ownerId, photoId);
  if (!files) throw notFound('No such photo.');
  return linksFor(db, { viewer: ownerId, owner: ownerId }, files, now);
}

/**
 * The file a link opens, or null: a token this server signed, not expired, no block between
 * its viewer and the photo's owner since, the photo not erased.
 */
export async function openPhotoLink(db: Db, token: string, now = new Date()) {
  const link = (await readToken(db, PURPOSE, token)) as PhotoLink | null;
  if (
    !link ||
    typeof link.f !== 'string' ||
    typeof link.v !== 'number' ||
    typeof link.o !== 'number' ||
    typeof link.e !== 'number' ||
    link.e <= now.getTime()
  )
    return null;
  if (link.v !== link.o && (await eitherBlocked(db, link.v, link.o))) return null;
  if (!(await isChatPhotoFile(db, link.o, link.f))) return null;
  return { file: link.f, expiresAt: link.e };
}
