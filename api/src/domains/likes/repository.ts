import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { NewMemberLike } from './tables';
import { listedMembers } from '../../db/fragments/listed-members';
import { listStamp, raiseListVersions } from '../../db/fragments/list-version';
import { mainImageColumns, mainImageId } from '../../db/fragments/main-image';

// Likes between members. All SQL of the likes domain.

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
  await db
    .deleteFrom('member_match')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', likerId), eb('other_id', '=', likedId)]),
        eb.and([eb('user_id', '=', likedId), eb('other_id', '=', likerId)]),
      ]),
    )
    .execute();
  await raiseListVersions(db, 'likes_list_version', [likerId, likedId]);
  return Number(removed.numDeletedRows) > 0;
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
      .select(['profile.user_id as id', 'profile.name', 'member_like.seen_at', ...mainImageColumns])
      .where(userColumn, '=', param('userId'))
      .orderBy('member_like.created_at', 'desc')
      .orderBy('profile.user_id', 'desc'),
  );
}
const matchesQuery = preparedQuery<{ userId: number }>()((db, param) =>
  listedMembers(db)
    .innerJoin('member_match', 'member_match.other_id', 'profile.user_id')
    .leftJoin('profile_image as main_image', (join) =>
      join.on('main_image.id', '=', mainImageId(db, sql.ref<number>('profile.user_id'))),
    )
    .select(['profile.user_id as id', 'profile.name', ...mainImageColumns])
    .where('member_match.user_id', '=', param('userId'))
    .orderBy('member_match.created_at', 'desc')
    .orderBy('profile.user_id', 'desc'),
);
export const matchedProfiles = (db: Db, userId: number) => matchesQuery(db, { userId });

const likedQuery = likesOf('liked');
const likedByQuery = likesOf('liked_by');
export type LikeRow = Awaited<ReturnType<typeof likedQuery>>[number];

export const likedProfiles = (db: Db, userId: number) => likedQuery(db, { userId });
export const likedByProfiles = (db: Db, userId: number) => likedByQuery(db, { userId });
