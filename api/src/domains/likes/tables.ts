import type { Insertable } from 'kysely';

export interface MemberLikeTable {
  liker_id: number;
  liked_id: number;
  created_at: string;
  /** When the liked member saw the like; null is a new like. */
  seen_at: string | null;
}

export interface LikesTables {
  member_like: MemberLikeTable;
}

export type NewMemberLike = Insertable<MemberLikeTable>;
