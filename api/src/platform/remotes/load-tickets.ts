import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Load tickets (issue 23 §3): `/remotes.json` hands each browser, for each remote it gets, a
 * signed, short-lived ticket naming the remote, the version and the browser (its visitor cookie).
 * A load beacon counts only with a ticket the server handed that browser for that version: a
 * script can no longer report loads of versions it was never given, and each report costs it a
 * registry read under the per-address limits. Before, 400 anonymous reads and 20 forged beacons
 * withdrew a 10 % canary in 1.6 s.
 */

/** How long a ticket is good for: a page reports its loads within seconds of reading it. */
export const LOAD_TICKET_TTL_MS = 15 * 60 * 1000;

interface TicketFor {
  remote: string;
  version: string;
  visitor: string;
}

const signature = (key: string, until: number, { remote, version, visitor }: TicketFor) =>
  createHmac('sha256', key)
    .update(`load-ticket\n${remote}\n${version}\n${visitor}\n${until}`)
    .digest('base64url');

export function issueLoadTicket(key: string, load: TicketFor, now: Date): string {
  const until = now.getTime() + LOAD_TICKET_TTL_MS;
  return `${until}.${signature(key, until, load)}`;
}

/** When a ticket the server signed for this load expires; null when it is not such a ticket. */
export function loadTicketUntil(
  key: string,
  ticket: string | undefined,
  load: TicketFor,
  now: Date,
): Date | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket ?? '');
  if (!match) return null;
  const until = Number(match[1]);
  if (until < now.getTime()) return null;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(key, until, load));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? new Date(until)
    : null;
}

/**
 * What a load's source is counted as (issue 46 §1), hashed, never the address itself: a logged-in
 * member is a source of their own (an account is costly to make), an anonymous browser is its
 * network — an IPv4 /24, an IPv6 /48 — so that many made-up visitors on a few machines, or many
 * addresses of one range, count as few sources.
 */
export function loadSource(ip: string, memberId?: number | null): string {
  const of = memberId != null ? `member\n${memberId}` : `network\n${networkOf(ip)}`;
  return createHash('sha256').update(`load-source\n${of}`).digest('hex');
}

export function networkOf(ip: string): string {
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

/** A used ticket as the database keeps it: its hash. */
export const ticketHash = (ticket: string) =>
  createHash('sha256').update(`load-ticket\n${ticket}`).digest('hex');
