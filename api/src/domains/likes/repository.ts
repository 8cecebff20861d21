import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { NewMemberLike } from './tables';
import { listedMembers } from '../../db/fragments/listed-members';
import { listStamp, raiseListVersions } from '../../db/fragments/list-version';
import { mainImageColumns, mainImageId } from '../../db/fragments/main-image';

// Likes between members. All SQL of the likes domain.

/** Records a like; liking someone again changes nothing. */
export async function insertLike(db: Db, like: NewMemberLike): Promise<void> {
  await db
    .insertInto('member_like')
    .values(like)
    .onConflict((oc) => oc.columns(['liker_id', 'liked_id']).doNothing())
    .execute();
  await raiseListVersions(db, 'likes_list_version', [like.liker_id, like.liked_id]);
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
const likedQuery = likesOf('liked');
const likedByQuery = likesOf('liked_by');
export type LikeRow = Awaited<ReturnType<typeof likedQuery>>[number];

export const likedProfiles = (db: Db, userId: number) => likedQuery(db, { userId });
export const likedByProfiles = (db: Db, userId: number) => likedByQuery(db, { userId });
