import type { FastifyBaseLogger } from 'fastify';

/**
 * A job that works through what waits in the database until nothing does (photos to screen,
 * selfies to check): kicked when something is stored, one round at a time on this node. A kick
 * during a round makes the round look again before it ends, so nothing stored meanwhile waits
 * for the next sweep.
 */
export interface DrainJob {
  /** Something was stored: work soon, off the request path. */
  kick(): void;
  /** Works until nothing waits; answers how many items it handled. */
  drain(): Promise<number>;
  /** Settles once no round is under way. */
  idle(): Promise<void>;
}

/** `round`: handles what waits, answering how many it handled (0 when nothing did). */
export function drainJob(
  what: string,
  round: () => Promise<number>,
  log: FastifyBaseLogger,
): DrainJob {
  let running: Promise<number> | null = null;
  let again = false;
  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        handled += await round();
      } while (again);
      return handled;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    kick() {
      drain().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
    },
    drain,
    async idle() {
      while (running) await running.catch(() => undefined);
    },
  };
}
