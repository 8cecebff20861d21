import type { LastActiveBucket } from '@app/shared/contracts';

/** How long ago a member was last active, in the coarse words a profile shows. */
export type LastActive = 'online' | LastActiveBucket;

/**
 * Never an exact time (the server sends none: it would tell others when someone is on the
 * site): online, today, this week, this month, or a while ago.
 */
export function lastActiveWords(lastActive: LastActiveBucket, online: boolean): LastActive {
  return online ? 'online' : lastActive;
}
