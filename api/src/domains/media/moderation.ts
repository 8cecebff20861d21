import type { PhotoRejectionReason, Settings } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import * as auth from '../auth/accounts';
import type { Mailer } from '../mail/mailer';
import { photoReviewedMail } from '../mail/templates';
import { recordStaffAction } from '../staff/service';
import { signPhotoLinks } from './photo-links';
import * as repo from './repository';

/** Photos listed per queue page: a moderator works through them, the page refills. */
export const PHOTO_QUEUE_PAGE = 50;
/** Where the member manages their photos (spec §2 /profile). */
const OWN_PROFILE_PATH = '/profile';

/** The review queue (issue 26 §3): photos waiting, oldest first, and how long the oldest waits. */
export async function photoQueue(db: Db) {
  const [summary, photos] = await Promise.all([
    repo.waitingSummary(db),
    repo.waitingImages(db, PHOTO_QUEUE_PAGE),
  ]);
  // A photo waiting is not public: moderators see it through a staff link (issue 29 §4).
  return {
    ...summary,
    photos: await Promise.all(
      photos.map(async (photo) => ({
        ...photo,
        url: (await signPhotoLinks(db, { viewer: 'staff', owner: photo.member_id }, photo)).url,
      })),
    ),
  };
}

/** Photos waiting for a moderator (the dashboard, issue 28 §4). */
export async function photoQueueSize(db: Db): Promise<number> {
  return (await repo.waitingSummary(db)).waiting;
}

export interface ReviewContext {
  db: Db;
  mailer: Mailer;
  settings: Pick<Settings, 'name' | 'support_email' | 'mail_name'>;
  /** The site's origin, for the link to the member's photos. */
  origin: string;
  staffId: number;
}

const alreadyReviewed = () =>
  new HttpError(409, 'already_reviewed', 'This photo was reviewed already, or deleted.');

/**
 * A moderator approves or rejects a waiting photo, once (two moderators on one photo: the
 * second is told). Approved, it shows at once (the card epoch moves with the row); either way
 * the decision is audited and the member told in their language. Answers the mail to send.
 */
export async function reviewPhoto(
  context: ReviewContext,
  photoId: number,
  decision: { approve: true } | { approve: false; reason: PhotoRejectionReason },
  now = new Date(),
): Promise<{ mail: Promise<void> }> {
  const { db } = context;
  const at = now.toISOString();
  const reviewed = await repo.reviewImage(
    db,
    photoId,
    decision.approve
      ? { status: 'active', rejection_reason: null }
      : { status: 'rejected', rejection_reason: decision.reason },
    at,
  );
  if (!reviewed) throw alreadyReviewed();
  await recordStaffAction(
    db,
    context.staffId,
    {
      action: decision.approve ? 'photo.approve' : 'photo.reject',
      object: ['photo', photoId],
      before: { status: 'pending' },
      after: decision.approve
        ? { status: 'active' }
        : { status: 'rejected', rejection_reason: decision.reason },
      ...(decision.approve ? {} : { reason: decision.reason }),
    },
    now,
  );
  return { mail: tellMember(context, reviewed.user_id, decision) };
}

async function tellMember(
  { db, mailer, settings, origin }: ReviewContext,
  userId: number,
  decision: { approve: true } | { approve: false; reason: PhotoRejectionReason },
) {
  const member = await auth.findUserById(db, userId);
  if (!member) throw notFound();
  const mail = photoReviewedMail(
    member.language,
    { siteName: settings.name, supportEmail: settings.support_email },
    decision.approve ? null : decision.reason,
    `${origin}${OWN_PROFILE_PATH}`,
  );
  await mailer.send({ ...mail, to: member.email, fromName: settings.mail_name });
}

/**
 * A moderator takes down one of a member's photos (a report's outcome): it is rejected, out of
 * sight at once, and the member sees why on their profile. Answers whether it was theirs and shown.
 */
export async function takeDownPhoto(
  db: Db,
  memberId: number,
  photoId: number,
  reason: PhotoRejectionReason,
  now = new Date(),
): Promise<boolean> {
  return (await repo.takeDownImage(db, memberId, photoId, reason, now.toISOString())) !== undefined;
}
