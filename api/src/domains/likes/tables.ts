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

/** A match: one row per member of the pair (migration 0016). */
export interface MemberMatchTable {
  user_id: number;
  other_id: number;
  created_at: string;
}

export interface LikesTables {
  likes_list_version: LikesListVersionTable;
  member_like: MemberLikeTable;
  member_match: MemberMatchTable;
}

export type NewMemberLike = Insertable<MemberLikeTable>;
