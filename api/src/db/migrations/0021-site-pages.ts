import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A site's own texts for its static pages (spec §2 /pages/* and `{token}` pages), per
 * language; pages a site has not written come from the product's defaults.
 */
export function sitePagesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('site_page')
        .addColumn('site_id', 'integer', (c) =>
          c.notNull().references('site.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        /** JSON: the PageText contract (title and sections). */
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('site_page_pk', ['site_id', 'name', 'language'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('site_page').execute();
    },
  };
}
