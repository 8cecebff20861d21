import type { Db, Tx } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { PhotoRejectionReason } from '@app/shared/contracts';
import { mainFileOf } from './file-names';
import type { NewProfileImage, ProfileImageRow } from './tables';

// Member photos.

/** The member's own main photo, whatever its review status (they see "pending" themselves). */
const ownMainImageQuery = preparedQuery<{ userId: number }>()((db, param) =>
  db
    .selectFrom('profile_image')
    .selectAll()
    .where('user_id', '=', param('userId'))
    .orderBy('position')
    .orderBy('id')
    .limit(1),
);

export async function findOwnMainImage(
  db: Db,
  userId: number,
): Promise<ProfileImageRow | undefined> {
  return (await ownMainImageQuery(db, { userId }))[0];
}

/** Approved photos of these members, main photo first. */
export function activeImages(db: Db, userIds: number[]): Promise<ProfileImageRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profile_image')
    .selectAll()
    .where('user_id', 'in', userIds)
    .where('status', '=', 'active')
    .orderBy('user_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** All of the member's photos, whatever their status, main photo first. */
export function ownImages(db: Db, userId: number): Promise<ProfileImageRow[]> {
  return db
    .selectFrom('profile_image')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function photoCountAndLastPosition(tx: Tx, userId: number) {
  const row = await tx
    .selectFrom('profile_image')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('position').as('last')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastPosition: row.last === null ? null : Number(row.last) };
}

export function insertImage(tx: Tx, image: NewProfileImage): Promise<ProfileImageRow> {
  return tx.insertInto('profile_image').values(image).returningAll().executeTakeFirstOrThrow();
}

/** Deletes one of the member's photos; undefined when they have no photo with this id. */
export function deleteOwnImage(
  db: Db,
  userId: number,
  id: number,
): Promise<ProfileImageRow | undefined> {
  return db
    .deleteFrom('profile_image')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The member's photo one of whose files this is (any size), whatever its status. */
export async function findImageByFile(
  db: Db,
  userId: number,
  file: string,
): Promise<Pick<ProfileImageRow, 'id' | 'status'> | undefined> {
  const row = await db
    .selectFrom('profile_image')
    .select(['id', 'status', 'filename', 'thumb_filename', 'match_filename'])
    .where('filename', '=', mainFileOf(file))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && isFileOf(row, file) ? { id: row.id, status: row.status } : undefined;
}

const isFileOf = (
  row: Pick<ProfileImageRow, 'filename' | 'thumb_filename' | 'match_filename'>,
  file: string,
) => file === row.filename || file === row.thumb_filename || file === row.match_filename;

/**
 * Whether this file (any size) is some member's main photo: their first approved one. Many rows
 * may share a file (the demo's placeholder); one main among them is enough.
 */
export async function isMainPhotoFile(db: Db, file: string): Promise<boolean> {
  const row = await db
    .selectFrom('profile_image as p')
    .select(['p.filename', 'p.thumb_filename', 'p.match_filename'])
    .where('p.filename', '=', mainFileOf(file))
    .where('p.status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('profile_image as q')
            .select('q.id')
            .whereRef('q.user_id', '=', 'p.user_id')
            .where('q.status', '=', 'active')
            .where((q) =>
              q.or([
                q('q.position', '<', q.ref('p.position')),
                q.and([q('q.position', '=', q.ref('p.position')), q('q.id', '<', q.ref('p.id'))]),
              ]),
            ),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined && isFileOf(row, file);
}

/** Whether any profile photo, whatever its status, has this file (any size). */
export async function isProfilePhotoFile(db: Db, file: string): Promise<boolean> {
  const row = await db
    .selectFrom('profile_image')
    .select(['filename', 'thumb_filename', 'match_filename'])
    .where('filename', '=', mainFileOf(file))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined && isFileOf(row, file);
}

/**
 * Puts one of the member's photos first (position below every other): it becomes the main
 * photo. Answers false when they have no photo with this id.
 */
export async function moveImageFirst(tx: Tx, userId: number, id: number): Promise<boolean> {
  const first = await tx
    .selectFrom('profile_image')
    .select((eb) => eb.fn.min('position').as('position'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const result = await tx
    .updateTable('profile_image')
    .set({ position: Number(first.position ?? 0) - 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Photos waiting for review, oldest first, with whose they are. */
export function waitingImages(db: Db, limit: number) {
  return db
    .selectFrom('profile_image')
    .innerJoin('profile', 'profile.user_id', 'profile_image.user_id')
    .select([
      'profile_image.id',
      'profile_image.user_id as member_id',
      'profile.name as member_name',
      'profile_image.filename',
      'profile_image.thumb_filename',
      'profile_image.created_at',
      'profile_image.nudity_score',
      'profile_image.nudity_threshold',
    ])
    .where('profile_image.status', '=', 'pending')
    .orderBy('profile_image.created_at')
    .orderBy('profile_image.id')
    .limit(limit)
    .execute();
}

export async function waitingSummary(db: Db) {
  const row = await db
    .selectFrom('profile_image')
    .select((eb) => [
      eb.fn.countAll<number>().as('waiting'),
      eb.fn.min('created_at').as('oldest_at'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), oldest_at: (row.oldest_at as string | null) ?? null };
}

/**
 * Decides a waiting photo, once: answers its owner, or undefined when it is not waiting (another
 * moderator decided it first, or the member deleted it).
 */
export async function reviewImage(
  db: Db,
  id: number,
  decision: { status: 'active' | 'rejected'; rejection_reason: PhotoRejectionReason | null },
  at: string,
) {
  return db
    .updateTable('profile_image')
    .set({ ...decision, reviewed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['user_id'])
    .executeTakeFirst();
}

/** Rejects one of the member's photos whatever its status was (not one rejected already). */
export function takeDownImage(
  db: Db,
  memberId: number,
  id: number,
  reason: PhotoRejectionReason,
  at: string,
) {
  return db
    .updateTable('profile_image')
    .set({ status: 'rejected', rejection_reason: reason, reviewed_at: at })
    .where('id', '=', id)
    .where('user_id', '=', memberId)
    .where('status', '<>', 'rejected')
    .returning('id')
    .executeTakeFirst();
}

// Nudity screening (issue 29 §2, photo-screening.ts).

/** Profile photos waiting for the screening job, oldest first. */
export function imagesToScreen(db: Db, limit: number) {
  return db
    .selectFrom('profile_image')
    .select(['id', 'filename', 'nudity_threshold'])
    .where('status', '=', 'screening')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * A screened profile photo's score and where it goes next, once (the member may have deleted it
 * meanwhile, or another node screened it first).
 */
export async function recordImageScreening(
  db: Db,
  id: number,
  nudityScore: number | null,
  status: 'active' | 'pending',
): Promise<boolean> {
  const result = await db
    .updateTable('profile_image')
    .set({ nudity_score: nudityScore, status })
    .where('id', '=', id)
    .where('status', '=', 'screening')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Each member's approved photos and those waiting (screened or for a moderator). */
export async function photoCounts(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('profile_image')
    .select(['user_id', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', 'in', userIds)
    .where('status', 'in', ['active', 'pending', 'screening'])
    .groupBy(['user_id', 'status'])
    .execute();
}
