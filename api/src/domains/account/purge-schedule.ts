import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneOldEvents } from '../events/service';
import { purgeUnsentChatPhotos } from '../media/chat-photos';
import { tidyOwnData } from './own-data';
import { PURGE_INTERVAL_MS, purgeDeletedAccounts } from './purge';

/**
 * Runs the deletion purge (and prunes old stream events and unsent chat photos) every PURGE_INTERVAL_MS on every node (only one works per round on
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
      // Old stream events go too: a client away for longer reloads instead of resuming.
      pruneOldEvents(app.db).catch((error: unknown) =>
        app.log.error(error, 'event pruning failed'),
      );
      // Members' own data: expired archives, builds a stopped node left.
      tidyOwnData(app.db).catch((error: unknown) =>
        app.log.error(error, 'own data clean-up failed'),
      );
      // Chat photos uploaded and never sent.
      purgeUnsentChatPhotos(app.db, app.photoStore).catch((error: unknown) =>
        app.log.error(error, 'chat photo clean-up failed'),
      );
    }, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'purge-schedule', dependencies: ['db', 'photo-store'] },
);
