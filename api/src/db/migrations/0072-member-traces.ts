import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What links accounts (issue 48 §2): the browsers a member used (a device cookie) and the
 * address range they signed up from, each as a keyed hash, so support sees other accounts that
 * share one (ban evasion) without the site keeping the addresses themselves.
 */
export function memberTracesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('member_trace')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        // device | signup_network
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('first_seen', 'text', (c) => c.notNull())
        .addColumn('last_seen', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_trace_pk', ['user_id', 'kind', 'value'])
        .execute();
      await db.schema
        .createIndex('member_trace_value')
        .on('member_trace')
        .columns(['kind', 'value'])
        .execute();
      await db.schema.createIndex('mandate_iban').on('mandate').column('iban').execute();
    },
  };
}
