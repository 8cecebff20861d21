import type { StreamEventPayloads } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import * as repo from './repository';

/** The numbered events a client's cache follows (its payload says what changed). */
export type MemberEvent = {
  [T in Exclude<keyof StreamEventPayloads, 'typing'>]: { type: T; payload: StreamEventPayloads[T] };
}[Exclude<keyof StreamEventPayloads, 'typing'>];

/**
 * Stores events for members, in the caller's transaction: they exist exactly when the change
 * they announce committed. The caller wakes the streams after the commit (notifyMembers).
 */
export async function recordEvents(
  db: Db,
  events: ReadonlyArray<{ userId: number } & MemberEvent>,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await repo.insertEvents(
    db,
    events.map(({ userId, type, payload }) => ({
      user_id: userId,
      type,
      payload: JSON.stringify(payload),
      created_at: at,
    })),
  );
}

/** Events are kept this long: a client away longer reloads its data instead of resuming. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export function pruneOldEvents(db: Db, now = new Date()): Promise<void> {
  return repo.pruneEvents(db, new Date(now.getTime() - EVENT_RETENTION_MS).toISOString());
}

// What push delivery reads of the member events: the newest id, and the events after one.
export { eventsAfter, lastEventId } from './repository';
