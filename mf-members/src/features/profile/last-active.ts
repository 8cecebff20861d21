/** How long ago a member was last active, in the coarse words a profile shows. */
export type LastActive = 'online' | 'today' | 'week' | 'month' | 'long_ago';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Never an exact time (it would tell others when someone is on the site): online, today, this
 * week, this month, or a while ago.
 */
export function lastActiveWords(lastActive: string, online: boolean, now = Date.now()): LastActive {
  if (online) return 'online';
  const ago = now - Date.parse(lastActive);
  if (ago < DAY_MS) return 'today';
  if (ago < 7 * DAY_MS) return 'week';
  if (ago < 30 * DAY_MS) return 'month';
  return 'long_ago';
}
