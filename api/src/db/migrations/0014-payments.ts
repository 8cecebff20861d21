import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Payments (spec §2 credits, §3 discount code, §4 payment and time bonus): the credit bundles
 * each site sells per country, discount codes and who redeemed them, orders with the PSP's
 * payment, a log of every state change, and the sandbox PSP's own payments (the embedded
 * default provider keeps its state in the product's database, so it survives a restart and is
 * the same on every node). Amounts are integers in minor units of their currency.
 */
export function paymentsMigration(dialect: DialectName): Migration {
  const withId = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await withId(db, 'credit_package')
        // Null: offered on every site.
        .addColumn('site_id', 'integer', (c) => c.references('site.id').onDelete('cascade'))
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('credits', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('highlighted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('credit_package_country_idx')
        .on('credit_package')
        .columns(['country', 'active'])
        .execute();

      await withId(db, 'discount_code')
        // Upper case: codes are matched case-insensitively.
        .addColumn('code', 'text', (c) => c.notNull().unique())
        // standard | time_bonus | welcome
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('country', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('cascade'))
        .addColumn('expires', 'text')
        .addColumn('value_percentage', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text')
        .addColumn('minimum_order_value', 'integer')
        // active | used | disabled
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('single_use', 'integer', (c) => c.notNull().defaultTo(0))
        // JSON PaymentMethodId[]; null: every method.
        .addColumn('paymentmethods', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db, 'payment_order')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('package_id', 'integer', (c) => c.notNull().references('credit_package.id'))
        .addColumn('credits', 'integer', (c) => c.notNull())
        .addColumn('list_amount', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('paymentmethod', 'text', (c) => c.notNull())
        .addColumn('bank', 'text')
        .addColumn('discount_code_id', 'integer', (c) => c.references('discount_code.id'))
        .addColumn('discount_code', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('psp', 'text', (c) => c.notNull())
        .addColumn('psp_payment_id', 'text')
        .addColumn('checkout_url', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addUniqueConstraint('payment_order_idempotency_uq', ['user_id', 'idempotency_key'])
        .addUniqueConstraint('payment_order_psp_payment_uq', ['psp', 'psp_payment_id'])
        .execute();
      await db.schema
        .createIndex('payment_order_user_idx')
        .on('payment_order')
        .columns(['user_id', 'id'])
        .execute();

      // Who used a code for which order: a member redeems a code once; released again when the
      // order fails, so the member can pay another way with the same code.
      await withId(db, 'discount_redemption')
        .addColumn('discount_code_id', 'integer', (c) =>
          c.notNull().references('discount_code.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().unique().references('payment_order.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('discount_redemption_member_uq', ['discount_code_id', 'user_id'])
        .execute();

      await withId(db, 'payment_log')
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('payment_order.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        // order | webhook | checkout
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_log_order_idx')
        .on('payment_log')
        .columns(['order_id', 'id'])
        .execute();

      await db.schema
        .createTable('sandbox_payment')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('bank', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('redirect_url', 'text', (c) => c.notNull())
        .addColumn('webhook_url', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('charged_back_amount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'sandbox_payment',
        'payment_log',
        'discount_redemption',
        'payment_order',
        'discount_code',
        'credit_package',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
