import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Where a notification mail's unsubscribe link goes: a page (GET asks, POST does it), and the
 * address a mail app POSTs to in one click (RFC 8058). Not under /api: it answers HTML.
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * Signs and checks unsubscribe links: `?member=<id>&sig=<HMAC of the id>` under a key every node
 * shares. No login and no stored token: a mail app posts to it on the member's behalf, and a link
 * nobody here signed changes nothing. It can only stop notification mail, which the member can
 * start again on /notifications.
 */
export interface UnsubscribeLinks {
  url(origin: string, userId: number): string;
  /** The member a signed link names, or null for a link this site did not make. */
  memberOf(member: string, sig: string): number | null;
}

export function unsubscribeLinks(secret: string): UnsubscribeLinks {
  const sign = (userId: number) =>
    createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest();
  return {
    url: (origin, userId) =>
      `${origin}${UNSUBSCRIBE_PATH}?member=${userId}&sig=${sign(userId).toString('base64url')}`,
    memberOf(member, sig) {
      if (!/^[1-9]\d{0,9}$/.test(member)) return null;
      const userId = Number(member);
      const given = Buffer.from(sig, 'base64url');
      const expected = sign(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
