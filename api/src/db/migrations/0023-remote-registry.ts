import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * The registry of remotes as a service (issue 12), shared by every node: the published
 * versions of each remote (what they own and need, and a SHA-384 of every file for integrity),
 * each remote's channel (the stable version, an optional candidate with its share and rules,
 * and a revision every change must name: compare-and-swap), what happened to them, how their
 * loads went in members' browsers, and the secret that signs per-browser override links.
 */
export function remoteRegistryMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('remote_version')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        /** SHA-256 over the build's file names and contents. */
        .addColumn('content_hash', 'text', (c) => c.notNull())
        /** Its mf-manifest.json: a same-origin path or an allowed origin's URL. */
        .addColumn('manifest', 'text', (c) => c.notNull())
        /** JSON: the routes it owns, its widgets, the shared packages it needs. */
        .addColumn('routes', 'text', (c) => c.notNull())
        .addColumn('widgets', 'text', (c) => c.notNull())
        .addColumn('shared', 'text', (c) => c.notNull())
        /** JSON: file → `sha384-…` (subresource integrity). */
        .addColumn('integrity', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('published_by', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('remote_version_pk', ['remote', 'version'])
        .execute();
      await db.schema
        .createTable('remote_channel')
        .addColumn('remote', 'text', (c) => c.primaryKey())
        .addColumn('stable', 'text')
        .addColumn('candidate', 'text')
        .addColumn('candidate_percent', 'integer', (c) => c.notNull().defaultTo(0))
        /** JSON: the rules a browser must meet to be offered the candidate (country, niche, …). */
        .addColumn('candidate_rules', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('candidate_since', 'text')
        /** Raised by every change; a change naming another revision is refused (409). */
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .execute();
      await tableWithId(dialect)(db, 'remote_event')
        .addColumn('remote', 'text', (c) => c.notNull())
        /** publish, stable, candidate, promote, withdraw (automatic), rollback. */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('version', 'text')
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('by', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('remote_event_remote_idx')
        .on('remote_event')
        .columns(['remote', 'id'])
        .execute();
      await db.schema
        .createTable('remote_load')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('remote_load_pk', ['remote', 'version'])
        .execute();
      // Secrets every node shares, made at first start (the key that signs override links).
      await db.schema
        .createTable('platform_secret')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('platform_secret').execute();
      await db.schema.dropTable('remote_load').execute();
      await db.schema.dropTable('remote_event').execute();
      await db.schema.dropTable('remote_channel').execute();
      await db.schema.dropTable('remote_version').execute();
    },
  };
}
