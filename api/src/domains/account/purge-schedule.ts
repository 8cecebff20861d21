import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PURGE_INTERVAL_MS, purgeDeletedAccounts } from './purge';

/**
 * Runs the deletion purge every PURGE_INTERVAL_MS on every node (only one works per round on
 * PostgreSQL, see purgeDeletedAccounts). The first round waits an interval: starting servers
 * have enough to do. A failed round is logged and the next one tries again.
 */
export const purgeSchedulePlugin = fp(
  async (app: FastifyInstance) => {
    const timer = setInterval(() => {
      purgeDeletedAccounts(app.db, app.dbDialect, app.photoStore).then(
        (erased) => erased > 0 && app.log.info({ erased }, 'deleted accounts erased'),
        (error: unknown) => app.log.error(error, 'deletion purge failed'),
      );
    }, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'purge-schedule', dependencies: ['db', 'photo-store'] },
);
