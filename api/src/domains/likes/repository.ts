import { SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { Insertable } from 'kysely';
import type { NewMemberLike, SwipeTable } from './tables';
import { knownMembers, listedMembers } from '../../db/fragments/listed-members';
import { notBlockedWith } from '../../db/fragments/not-blocked';
import { listStamp, raiseListVersions } from '../../db/fragments/list-version';
import { mainImageColumns, mainImageId } from '../../db/fragments/main-image';

// Likes between members.

/** Records a like; liking someone again changes nothing. Answers whether it is a new like. */
export async function insertLike(db: Db, like: NewMemberLike): Promise<boolean> {
  const inserted = await db
    .insertInto('member_like')
    .values(like)
    .onConflict((oc) => oc.columns(['liker_id', 'liked_id']).doNothing())
    .returning('liker_id')
    .executeTakeFirst();
  await raiseListVersions(db, 'likes_list_version', [like.liker_id, like.liked_id]);
  return inserted !== undefined;
}

/** Takes a like back, and the match it made; answers whether there was one. */
export async function deleteLike(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('member_like')
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .executeTakeFirst();
  const unmatched = await db
    .deleteFrom('member_match')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', likerId), eb('other_id', '=', likedId)]),
        eb.and([eb('user_id', '=', likedId), eb('other_id', '=', likerId)]),
      ]),
    )
    .executeTakeFirst();
  const changed = Number(removed.numDeletedRows) > 0 || Number(unmatched.numDeletedRows) > 0;
  // Nothing to take back changes no list (and names no row: an unknown id would break the
  // version row's foreign key).
  if (changed) await raiseListVersions(db, 'likes_list_version', [likerId, likedId]);
  return changed;
}

export async function likes(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_like')
    .select('liker_id')
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `ids` liked `userId` without `userId` liking them back (no match yet). */
export async function unansweredLikersAmong(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await unansweredLikersQuery(db, { userId, ids: JSON.stringify(ids) });
  return rows.map((row) => row.liker_id);
}

/**
 * Asked with every search page, so compiled once: the ids go in as one JSON array, which both
 * databases unpack (a list for `in` could not be a bound slot).
 */
const unansweredLikersQuery = preparedQuery<{ userId: number; ids: string }>()((db, param) => {
  const ids =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? sql<number>`(select value from json_each(${param('ids')}))`
      : sql<number>`(select jsonb_array_elements_text(${param('ids')}::jsonb)::int)`;
  return db
    .selectFrom('member_like as l')
    .select('l.liker_id')
    .where('l.liked_id', '=', param('userId'))
    .where('l.liker_id', 'in', ids)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('member_like as back')
            .select('back.liker_id')
            .where('back.liker_id', '=', param('userId'))
            .whereRef('back.liked_id', '=', 'l.liker_id'),
        ),
      ),
    );
});

/** Records the match of a pair once (one row each); answers whether this call made it. */
export async function insertMatch(db: Db, a: number, b: number, at: string): Promise<boolean> {
  const made = await db
    .insertInto('member_match')
    .values([
      { user_id: a, other_id: b, created_at: at },
      { user_id: b, other_id: a, created_at: at },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'other_id']).doNothing())
    .returning('user_id')
    .execute();
  return made.length > 0;
}

/** Whether the two members match (a mutual like). */
export async function matched(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_match')
    .select('user_id')
    .where('user_id', '=', a)
    .where('other_id', '=', b)
    .executeTakeFirst();
  return row !== undefined;
}

/** The liked member has seen the like: it is no longer new. */
export async function markLikeSeen(
  db: Db,
  likerId: number,
  likedId: number,
  seenAt: string,
): Promise<void> {
  await db
    .updateTable('member_like')
    .set({ seen_at: seenAt })
    .where('liker_id', '=', likerId)
    .where('liked_id', '=', likedId)
    .where('seen_at', 'is', null)
    .execute();
  await raiseListVersions(db, 'likes_list_version', [likedId]);
}

/** What the member's likes list depends on (see listCache). */
export const likesListStamp = (db: Db, userId: number) =>
  listStamp(db, 'likes_list_version', userId);

/**
 * Listed members on one side of the member's likes, newest like first, each with their main
 * photo. `liked`: the members they liked; `liked_by`: the members who liked them.
 */
function likesOf(side: 'liked' | 'liked_by') {
  const [memberColumn, userColumn] =
    side === 'liked'
      ? (['member_like.liked_id', 'member_like.liker_id'] as const)
      : (['member_like.liker_id', 'member_like.liked_id'] as const);
  return preparedQuery<{ userId: number }>()((db, param) =>
    listedMembers(db)
      .innerJoin('member_like', memberColumn, 'profile.user_id')
      .leftJoin('profile_image as main_image', (join) =>
        join.on('main_image.id', '=', mainImageId(db, sql.ref<number>('profile.user_id'))),
      )
      .select([
        'profile.user_id as id',
        'profile.name',
        'profile.birth_date',
        'profile.city',
        'member_like.seen_at',
        ...mainImageColumns,
      ])
      .where(userColumn, '=', param('userId'))
      .where(notBlockedWith(param('userId')))
      .orderBy('member_like.created_at', 'desc')
      .orderBy('profile.user_id', 'desc'),
  );
}
const matchesQuery = preparedQuery<{ userId: number }>()((db, param) =>
  knownMembers(db)
    .innerJoin('member_match', 'member_match.other_id', 'profile.user_id')
    .leftJoin('profile_image as main_image', (join) =>
      join.on('main_image.id', '=', mainImageId(db, sql.ref<number>('profile.user_id'))),
    )
    .select([
      'profile.user_id as id',
      'profile.name',
      'profile.birth_date',
      'profile.city',
      ...mainImageColumns,
    ])
    .where('member_match.user_id', '=', param('userId'))
    .where(notBlockedWith(param('userId')))
    .orderBy('member_match.created_at', 'desc')
    .orderBy('profile.user_id', 'desc'),
);
export const matchedProfiles = (db: Db, userId: number) => matchesQuery(db, { userId });
export type MatchRow = Awaited<ReturnType<typeof matchedProfiles>>[number];

const likedQuery = likesOf('liked');
const likedByQuery = likesOf('liked_by');
export type LikeRow = Awaited<ReturnType<typeof likedQuery>>[number];

export const likedProfiles = (db: Db, userId: number) => likedQuery(db, { userId });
export const likedByProfiles = (db: Db, userId: number) => likedByQuery(db, { userId });

/** What the swipe game and auto-likes need of the member: whom they seek, where, their zone. */
export function findSeeker(db: Db, userId: number) {
  return db
    .selectFrom('profile')
    .select(['gender', 'sexuality', 'seeking', 'country', 'time_zone'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The member's swipe-game likes on their local `day`. */
export async function swipeLikesOn(db: Db, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('swipe')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('liked', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a swipe once; answers whether this call recorded it (a repeat changes nothing). */
export async function insertSwipe(db: Db, swipe: Insertable<SwipeTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('swipe')
    .values(swipe)
    .onConflict((oc) => oc.columns(['user_id', 'other_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findSwipe(db: Db, userId: number, otherId: number) {
  return db
    .selectFrom('swipe')
    .select(['liked'])
    .where('user_id', '=', userId)
    .where('other_id', '=', otherId)
    .executeTakeFirst();
}

/** The site profile that auto-liked the member most recently since `since`, if any. */
export function recentAutoLiker(db: Db, userId: number, since: string) {
  return db
    .selectFrom('member_like')
    .select('liker_id')
    .where('liked_id', '=', userId)
    .where('origin', '=', 'auto')
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Listed members who have a main photo, as the match modal shows them (name, square photo). */
function withMatchImage(db: Db, members: ReturnType<typeof listedMembers>) {
  return members
    .innerJoin('profile_image as main_image', (join) =>
      join.on('main_image.id', '=', mainImageId(db, sql.ref<number>('profile.user_id'))),
    )
    .select([
      'profile.user_id as id',
      'profile.name',
      'main_image.filename',
      'main_image.match_filename',
    ]);
}

/**
 * A site-operated (fictional) listed member with an approved photo who may like the member:
 * one of the genders they seek, not blocked either way, not liking them yet; the member's own
 * country first, most recently active first.
 */
export function findAutoLiker(
  db: Db,
  userId: number,
  seek: { genders: readonly ('male' | 'female')[]; country: string | null },
) {
  let query = listedMembers(db)
    .where(sql<boolean>`profile.fictional = 1`)
    .where('profile.user_id', '<>', userId)
    .where('profile.gender', 'in', seek.genders)
    .where(notBlockedWith(userId))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('member_like')
            .select('member_like.liker_id')
            .where('member_like.liker_id', '=', sql.ref<number>('profile.user_id'))
            .where('member_like.liked_id', '=', userId),
        ),
      ),
    );
  if (seek.country !== null) query = query.where('profile.country', '=', seek.country);
  return withMatchImage(db, query)
    .orderBy('profile.last_active', 'desc')
    .orderBy('profile.user_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A member's name and the match size of their main photo, for the match modal. */
export function matchModalProfile(db: Db, userId: number) {
  return withMatchImage(db, listedMembers(db))
    .where('profile.user_id', '=', userId)
    .executeTakeFirst();
}

/** A member with new likes nobody mailed them about, the first of them since `first_like_at`. */
export interface LikesWaiting {
  liked_id: number;
  first_like_at: string;
}

/**
 * Members liked between `from` and `until` who have not seen those likes nor been mailed about
 * them; oldest first. Only members' own likes (a site profile's auto-like is not news worth a
 * mail) from members the liked one can see in their list now.
 */
export async function findLikesWaiting(
  db: Db,
  { from, until, limit }: { from: string; until: string; limit: number },
): Promise<LikesWaiting[]> {
  const rows = await waitingLikes(db, until)
    .where('member_like.created_at', '>', from)
    .select((eb) => [
      'member_like.liked_id',
      eb.fn.min('member_like.created_at').as('first_like_at'),
    ])
    .groupBy('member_like.liked_id')
    .orderBy('first_like_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ liked_id: row.liked_id, first_like_at: String(row.first_like_at) }));
}

function waitingLikes(db: Db, until: string) {
  return db
    .selectFrom('member_like')
    .innerJoin('profile as liker', 'liker.user_id', 'member_like.liker_id')
    .where('member_like.created_at', '<=', until)
    .where('member_like.seen_at', 'is', null)
    .where('member_like.mailed_at', 'is', null)
    .where('member_like.origin', '<>', 'auto')
    .where('liker.visible', '=', 1)
    .where('liker.status', '=', 'active');
}

/**
 * Takes the right to mail `likedId` about their waiting likes: answers how many this caller
 * took (0 when another node took them first). Every one of them counts as mailed about.
 */
export async function claimLikesMail(
  db: Db,
  likedId: number,
  { until, mailedAt }: { until: string; mailedAt: string },
): Promise<number> {
  const rows = await db
    .updateTable('member_like')
    .set({ mailed_at: mailedAt })
    .where('liked_id', '=', likedId)
    .where(
      'liker_id',
      'in',
      waitingLikes(db, until)
        .select('member_like.liker_id')
        .where('member_like.liked_id', '=', likedId),
    )
    .where('mailed_at', 'is', null)
    .returning('liker_id')
    .execute();
  return rows.length;
}

/** Gives a claim back (its mail could not go): the next sweep tries again. */
export async function releaseLikesMail(db: Db, likedId: number, mailedAt: string): Promise<void> {
  await db
    .updateTable('member_like')
    .set({ mailed_at: null })
    .where('liked_id', '=', likedId)
    .where('mailed_at', '=', mailedAt)
    .execute();
}

/** How many likes a member received since `since` (ISO), whoever gave them. */
export async function countLikesReceivedSince(db: Db, likedId: number, since: string) {
  const row = await db
    .selectFrom('member_like')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('liked_id', '=', likedId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Whether a member is listed (visible, active, not leaving): one others may like. */
export async function isListed(db: Db, memberId: number): Promise<boolean> {
  const found = await listedMembers(db)
    .select('profile.user_id')
    .where('profile.user_id', '=', memberId)
    .executeTakeFirst();
  return found !== undefined;
}
