import type { Insertable } from 'kysely';

export interface MemberLikeTable {
  liker_id: number;
  liked_id: number;
  created_at: string;
  /** When the liked member saw the like; null is a new like. */
  seen_at: string | null;
}

/** Raised by every write to a member's likes: the list cache checks it (migration 0005). */
export interface LikesListVersionTable {
  user_id: number;
  version: number;
}

export interface LikesTables {
  likes_list_version: LikesListVersionTable;
  member_like: MemberLikeTable;
}

export type NewMemberLike = Insertable<MemberLikeTable>;
