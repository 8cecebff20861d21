import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work the answer must not wait for (a mail whose sending time would tell something),
     * logging its failure. The server waits for it before closing.
     */
    inBackground(what: string, work: Promise<unknown>): void;
    /** Settles when every piece of background work started so far has. */
    backgroundIdle(): Promise<void>;
    /**
     * Runs a sweep every `ms` on this node, the first after one interval (a starting server has
     * enough to do); a round still running is not joined by another, and a failed one is logged.
     * Stops when the server closes, after the round under way.
     */
    every(what: string, ms: number, task: () => Promise<unknown>): void;
  }
}

export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<unknown>>();
    app.decorate('inBackground', (what: string, work: Promise<unknown>) => {
      const tracked = work.catch((error: unknown) =>
        app.log.error({ err: error }, `${what} failed`),
      );
      running.add(tracked);
      void tracked.finally(() => running.delete(tracked));
    });
    app.decorate('backgroundIdle', async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    });
    const timers = new Set<NodeJS.Timeout>();
    app.decorate('every', (what: string, ms: number, task: () => Promise<unknown>) => {
      let round: Promise<unknown> | null = null;
      const timer = setInterval(() => {
        if (round) return;
        round = task()
          .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
          .finally(() => {
            running.delete(round!);
            round = null;
          });
        running.add(round);
      }, ms);
      timer.unref();
      timers.add(timer);
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await app.backgroundIdle();
    });
  },
  { name: 'background' },
);
