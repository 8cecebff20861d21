import type { Generated, Selectable } from 'kysely';

/** The deployment's VAPID key pair (migration 0019): one row, id 1, made at first start. */
export interface VapidKeyTable {
  id: number;
  /** base64url, uncompressed P-256 point: the browser's applicationServerKey. */
  public_key: string;
  private_key: string;
  created_at: string;
}

/** A browser's push subscription for a member (the Push API's endpoint and keys). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  /**
   * The session that stored it (migration 0022): deleted with it, so a browser stops getting a
   * member's news when their session there ends. Null for subscriptions stored before.
   */
  session_id: number | null;
}

/** The member's newest stored event already considered for a push (sent or not needed). */
export interface PushCursorTable {
  user_id: number;
  last_event_id: number;
}

export interface PushTables {
  vapid_key: VapidKeyTable;
  push_subscription: PushSubscriptionTable;
  push_cursor: PushCursorTable;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;
