import type { Generated, Insertable, Selectable } from 'kysely';

/** One numbered event for one member (migration 0011). */
export interface MemberEventTable {
  id: Generated<number>;
  user_id: number;
  /** message, read, chat_removed, credits. */
  type: string;
  /** JSON: what the client needs to update its data without asking (ids, counts). */
  payload: string;
  created_at: string;
}

export interface EventsTables {
  member_event: MemberEventTable;
}

export type MemberEventRow = Selectable<MemberEventTable>;
export type NewMemberEvent = Insertable<MemberEventTable>;
