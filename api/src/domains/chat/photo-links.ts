import type { PhotoLinks } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { ownChatPhotoFiles } from '../media/chat-photos';
import { isPhotoOf, signPhotoLinks, type PhotoFiles } from '../media/photo-links';
import { eitherBlocked } from '../safety/service';
import { attachmentFrom } from './attachments';
import * as repo from './repository';

/**
 * Chat photos through short-lived signed links (issue 29 §4, media/photo-links.ts): a member in
 * the conversation asks for links, which are issued after the checks — a participant, the
 * message delivered to them, no block either way, the photo not erased.
 */

const photoGone = () => notFound('This photo is no longer available.');

const linksFor = async (
  db: Db,
  who: { viewer: number; owner: number },
  files: PhotoFiles,
  now: Date,
): Promise<PhotoLinks> => {
  const { url, thumb_url, blur_url, expires_at } = await signPhotoLinks(db, who, files, now);
  return { url, thumb_url, blur_url, expires_at };
};

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
  // A block either way: the photo is gone for them, as the conversation is.
  if (owner !== viewerId && (await eitherBlocked(db, viewerId, owner)))
    throw notFound('No such photo.');
  // A chat photo, or one of the profile's photos an operator sent as the profile (issue 28 §3).
  if (!(await isPhotoOf(db, owner, attachment.filename))) throw photoGone();
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
