import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Marketing mail and the weekly digest (issue 48 §4): marketing's mailings, one delivery row per
 * member mailed (its primary key is the claim that makes every member get a mailing once, however
 * many nodes send), the week each member's digest went out, and who looked at whose profile (the
 * digest's "visitors").
 */
export function mailingsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'mailing')
        .addColumn('name', 'text', (c) => c.notNull())
        // news | promotions
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('audience_json', 'text', (c) => c.notNull())
        .addColumn('texts_json', 'text', (c) => c.notNull())
        // draft | sending | paused | sent
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('audience_count', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('staff_account.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema
        .createTable('mailing_delivery')
        .addColumn('mailing_id', 'integer', (c) =>
          c.notNull().references('mailing.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        // claimed | sent | bounced
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mailing_delivery_pk', ['mailing_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('mailing_delivery_user')
        .on('mailing_delivery')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('weekly_digest')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        // The ISO week it is for, e.g. 2026-W48.
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('weekly_digest_pk', ['user_id', 'week'])
        .execute();
      await db.schema
        .createTable('profile_visit')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('visitor_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('visited_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('profile_visit_pk', ['user_id', 'visitor_id'])
        .execute();
      await db.schema
        .createIndex('profile_visit_visitor')
        .on('profile_visit')
        .column('visitor_id')
        .execute();
    },
  };
}
