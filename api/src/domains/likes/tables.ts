import type { ColumnType, Generated, Insertable } from 'kysely';

export interface MemberLikeTable {
  liker_id: number;
  liked_id: number;
  created_at: string;
  /** When the liked member saw the like; null is a new like. */
  seen_at: string | null;
  /** A member's own like, a swipe-game like, or a site profile's auto-like (migration 0017). */
  origin: Generated<LikeOrigin>;
  /** When the liked member was mailed about it (migration 0045); null: not (yet). */
  mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type LikeOrigin = 'member' | 'swipe' | 'auto';

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

/** A profile the member swiped in the swipe game (migration 0017). */
export interface SwipeTable {
  user_id: number;
  other_id: number;
  /** 1: liked (counts toward the day's likes); 0: passed. */
  liked: number;
  /** The member's local date (YYYY-MM-DD) of the swipe. */
  day: string;
  created_at: string;
}

export interface LikesTables {
  swipe: SwipeTable;
  likes_list_version: LikesListVersionTable;
  member_like: MemberLikeTable;
  member_match: MemberMatchTable;
}

export type NewMemberLike = Insertable<MemberLikeTable>;
