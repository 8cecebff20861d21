import type { LikedProfile, LikesResponse } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { mainImageFrom } from '../../db/fragments/main-image';
import * as repo from './repository';

/** What the member's likes list depends on: unchanged stamp, unchanged list. */
export const likesListStamp = repo.likesListStamp;

/**
 * Spec §7 likes: who the member liked and who liked them, a like being new until the member
 * has seen it. Invisible and leaving members are left out, as in search.
 */
export async function listLikes(db: Db, userId: number): Promise<LikesResponse> {
  const [liked, likedBy] = await Promise.all([
    repo.likedProfiles(db, userId),
    repo.likedByProfiles(db, userId),
  ]);
  return {
    profiles: liked.map(toLikedProfile),
    liked_by: likedBy.map((row) => ({ ...toLikedProfile(row), like_new: row.seen_at === null })),
  };
}

function toLikedProfile(row: repo.LikeRow): LikedProfile {
  return { id: row.id, name: row.name, main_image: mainImageFrom(row) };
}
