import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { openDatabase, type DialectName } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
  }
}

/** Opens the database, migrates it to the latest schema and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { db, dialect } = openDatabase(config);
    let applied: string[];
    try {
      applied = await migrateToLatest(db, dialect);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.addHook('onClose', async () => db.destroy());
    if (applied.length > 0) app.log.info({ applied, dialect }, 'database migrated');
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
  },
  { name: 'db' },
);
