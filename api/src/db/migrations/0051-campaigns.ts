import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Campaigns marketing publishes from the back office (issue 28 §1): the lander's settings, every
 * version of its texts (the live one is a pointer, so a rollback is a publish of an older one),
 * the visits and sign-up starts of every lander by source, and the lander a member signed up
 * through (`signup_tracking.campaign`), for the campaigns' figures.
 */
export function campaignsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'campaign')
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('featured_json', 'text', (c) => c.notNull())
        .addColumn('partner_json', 'text')
        .addColumn('tracking_json', 'text', (c) => c.notNull())
        // draft | published | unpublished; "live", "scheduled" and "ended" follow from the times.
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('live_version', 'integer')
        .addColumn('latest_version', 'integer', (c) => c.notNull())
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        // Bumped by every change: an edit made on an older read is refused (409).
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('campaign_texts')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaign.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('texts_json', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('campaign_texts_pk', ['campaign_id', 'version'])
        .execute();
      // Every lander's, the files' too: by name, as its links carry it.
      await tableWithId(dialect)(db, 'campaign_visit')
        .addColumn('campaign', 'text', (c) => c.notNull())
        // visit | signup_start
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('network', 'text')
        .addColumn('ref', 'text')
        .addColumn('sub1', 'text')
        .addColumn('sub2', 'text')
        .addColumn('sub3', 'text')
        .execute();
      await db.schema
        .createIndex('campaign_visit_by_campaign')
        .on('campaign_visit')
        .columns(['campaign', 'at'])
        .execute();
      await db.schema.alterTable('signup_tracking').addColumn('campaign', 'text').execute();
      await db.schema
        .createIndex('signup_tracking_by_campaign')
        .on('signup_tracking')
        .columns(['campaign', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('signup_tracking_by_campaign').execute();
      await db.schema.alterTable('signup_tracking').dropColumn('campaign').execute();
      await db.schema.dropTable('campaign_visit').execute();
      await db.schema.dropTable('campaign_texts').execute();
      await db.schema.dropTable('campaign').execute();
    },
  };
}
