import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config';
import { openDatabase, type DialectName } from '../db/connection';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { underStartupLock } from '../db/startup-lock';
import { seedDemo, seedPaymentCatalogue } from '../seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** sqlite or postgres: the few jobs that lock across nodes need to know. */
    dbDialect: DialectName;
    /** PostgreSQL's pool, for its metrics; null on SQLite. */
    dbPool: pg.Pool | null;
  }
}

/**
 * Opens the database, migrates it to the latest schema, fills an empty one with the demo data
 * when SEED_DEMO is on (switch it off in production), and closes it with the app. Migrations
 * and seed run under one lock, so several nodes can start at once.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // Logged once each: requests answer 503 meanwhile and /readyz says `unavailable`.
    const { db, dialect, pool } = openDatabase(config, {
      lost: (error) => app.log.error({ err: error }, 'database connection lost; retrying'),
      back: () => app.log.info('database connection back'),
    });
    try {
      await underStartupLock(db, dialect, async () => {
        const applied = await migrateToLatest(db, dialect);
        if (applied.length > 0) app.log.info({ applied, dialect }, 'database migrated');
        if (!config.seedDemo) return;
        const started = performance.now();
        const seeded = await seedDemo(db, {
          siteDomain: config.defaultSiteDomain,
          uploadsDir: config.uploadsDir,
          images: config.seedImages,
        });
        if (seeded) {
          const ms = Math.round(performance.now() - started);
          app.log.info({ members: seeded.members, images: seeded.images, ms }, 'demo data seeded');
        }
        if (await seedPaymentCatalogue(db)) app.log.info('demo credit bundles seeded');
      });
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.addHook('onClose', async () => db.destroy());
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('dbPool', pool);
  },
  { name: 'db' },
);
