import { createHmac, timingSafeEqual } from 'node:crypto';

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

export function validLoadTicket(
  key: string,
  ticket: string | undefined,
  load: TicketFor,
  now: Date,
): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket ?? '');
  if (!match) return false;
  const until = Number(match[1]);
  if (until < now.getTime()) return false;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(key, until, load));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
