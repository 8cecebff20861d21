import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Paying again without the member at the PSP (spec §3 SDD form, §4 repeat order): mandates — a
 * SEPA direct-debit mandate signed with an SMS code, or a card or PayPal account stored by the
 * PSP at a first payment — the SMS codes that sign them, the SMS outbox of the embedded default,
 * the PSP's customer per member, and members blocked for direct debit (after a chargeback).
 */
export function mandatesAndSmsMigration(dialect: DialectName): Migration {
  const withId = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await withId(db, 'mandate')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        // A PaymentMethodId: sdd, or the card or wallet a PSP stored.
        .addColumn('method', 'text', (c) => c.notNull())
        // pending (awaiting its SMS code) | valid | revoked
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('account_holder', 'text')
        .addColumn('iban', 'text')
        .addColumn('street', 'text')
        .addColumn('house_number', 'text')
        .addColumn('zip', 'text')
        .addColumn('city', 'text')
        .addColumn('phone', 'text')
        // What the member recognises it by: "NL** **** **** **43 00", "Visa •••• 4242".
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('psp', 'text', (c) => c.notNull())
        .addColumn('psp_mandate_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .execute();
      await db.schema
        .createIndex('mandate_user_idx')
        .on('mandate')
        .columns(['user_id', 'status'])
        .execute();
      await db.schema.alterTable('payment_order').addColumn('mandate_id', 'integer').execute();
      // 1: charged on a stored mandate without the member (repeat order), not at the PSP's page.
      await db.schema
        .alterTable('payment_order')
        .addColumn('recurring', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db, 'sms_code')
        .addColumn('mandate_id', 'integer', (c) =>
          c.notNull().unique().references('mandate.id').onDelete('cascade'),
        )
        // SHA-256 of "<mandate id>:<code>": a leaked table does not give live codes away.
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db, 'sms_outbox')
        .addColumn('to_phone', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('psp_customer')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('psp', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('psp_customer_pk', ['user_id', 'psp'])
        .execute();

      await db.schema
        .createTable('direct_debit_block')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      // The sandbox's card for later payments: works, or declines (as PSPs' test cards do).
      await db.schema.alterTable('sandbox_payment').addColumn('stored_card', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('sandbox_payment').dropColumn('stored_card').execute();
      for (const table of ['direct_debit_block', 'psp_customer', 'sms_outbox', 'sms_code'])
        await db.schema.dropTable(table).execute();
      await db.schema.alterTable('payment_order').dropColumn('recurring').execute();
      await db.schema.alterTable('payment_order').dropColumn('mandate_id').execute();
      await db.schema.dropTable('mandate').execute();
    },
  };
}
