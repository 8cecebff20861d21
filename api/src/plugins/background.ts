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
    app.addHook('onClose', async () => app.backgroundIdle());
  },
  { name: 'background' },
);
