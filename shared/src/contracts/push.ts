import { z } from 'zod';
import type { Message } from './chat';

/** A Push API subscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'Expected a base64url P-256 key'),
    /** The 16-byte auth secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'Expected a base64url auth secret'),
  }),
});

/** `POST /api/user.php?push=1` (spec §7): stores the browser's subscription for the member. */
export const pushSubscribeSchema = z.strictObject({ subscription: pushSubscriptionSchema });
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

/** `DELETE /api/user.php?push=1`: the member turned push off in this browser. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: z.string().url().max(2048) });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeSchema>;

/**
 * What a push carries to the service worker (encrypted, aes128gcm): the notification's texts in
 * the member's language, and where a click leads: `check_url` for a logged-in page, `open_url`
 * (the login, coming back to it) otherwise.
 */
export interface PushPayload {
  kind: 'message' | 'message_request' | 'like' | 'match';
  title: string;
  body: string;
  /** The other member's photo, or null. */
  icon: string | null;
  /** Notifications with one tag replace each other (one per conversation or member). */
  tag: string;
  check_url: string;
  open_url: string;
  /**
   * Unread messages (message requests waiting among them) plus new likes once this news arrived
   * (spec §2): the installed app's icon badge, kept right while no page is open to set it.
   */
  badge_count: number;
  /** With a message: the message as the recipient sees it (the page's last message). */
  message?: Message;
}
