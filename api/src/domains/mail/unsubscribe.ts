import { createHmac, timingSafeEqual } from 'node:crypto';
import { MARKETING_NOTIFICATION_KINDS } from '@app/shared/contracts';

/**
 * Where a notification mail's unsubscribe link goes: a page (GET asks, POST does it), and the
 * address a mail app POSTs to in one click (RFC 8058). Not under /api: it answers HTML.
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** The kinds of mail a link may stop alone: marketing's mailings and the weekly digest. */
export type ListKind = (typeof MARKETING_NOTIFICATION_KINDS)[number];
const LIST_KINDS: ReadonlySet<string> = new Set(MARKETING_NOTIFICATION_KINDS);
export const isListKind = (kind: string): kind is ListKind => LIST_KINDS.has(kind);

/**
 * Signs and checks unsubscribe links: `?member=<id>&sig=<HMAC>` under a key every node shares,
 * and `&kind=<kind>` for a link that stops one kind of mail (a newsletter, offers, the weekly
 * digest: issue 48 §4) rather than every notification. No login and no stored token: a mail app
 * posts to it on the member's behalf, and a link nobody here signed changes nothing. It can only
 * stop mail, which the member can start again on /notifications.
 */
export interface UnsubscribeLinks {
  url(origin: string, userId: number, kind?: ListKind): string;
  /** The member a signed link names, or null for a link this site did not make. */
  memberOf(member: string, sig: string, kind?: ListKind): number | null;
}

export function unsubscribeLinks(secret: string): UnsubscribeLinks {
  const sign = (userId: number, kind?: ListKind) =>
    createHmac('sha256', secret)
      .update(kind ? `unsubscribe:${userId}:${kind}` : `unsubscribe:${userId}`)
      .digest();
  return {
    url: (origin, userId, kind) =>
      `${origin}${UNSUBSCRIBE_PATH}?member=${userId}` +
      `${kind ? `&kind=${kind}` : ''}&sig=${sign(userId, kind).toString('base64url')}`,
    memberOf(member, sig, kind) {
      if (!/^[1-9]\d{0,9}$/.test(member)) return null;
      const userId = Number(member);
      const given = Buffer.from(sig, 'base64url');
      const expected = sign(userId, kind);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
