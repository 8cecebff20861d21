import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Issue 26 §2: the back office's staff. A second factor on every account (TOTP, with single-use
 * recovery codes), sessions of their own that end after inactivity, invitations mailed by owners,
 * accounts an owner can disable at once, and an append-only audit trail of every staff action:
 * the database itself refuses to change or remove an audit row.
 */
export function backofficeStaffMigration(dialect: DialectName): Migration {
  const createTableWithId = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('staff_account').addColumn('disabled_at', 'text').execute();
      await db.schema.alterTable('staff_account').addColumn('totp_secret', 'text').execute();
      // The last TOTP time step accepted: a code is never accepted twice (replay).
      await db.schema.alterTable('staff_account').addColumn('totp_last_step', 'integer').execute();

      await createTableWithId(db, 'staff_recovery_code')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_recovery_code_staff')
        .on('staff_recovery_code')
        .column('staff_id')
        .execute();

      await createTableWithId(db, 'staff_session')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_account.id'))
        // 'enrol' and 'second_factor': the password was right, the second factor is still due.
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('second_factor', 'text')
        .addColumn('pending_totp_secret', 'text')
        .addColumn('failed_codes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_session_staff')
        .on('staff_session')
        .column('staff_id')
        .execute();

      await createTableWithId(db, 'staff_invitation')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('invited_by', 'integer', (c) => c.notNull().references('staff_account.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text')
        .execute();

      await createTableWithId(db, 'staff_audit')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.references('staff_account.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_type', 'text')
        .addColumn('object_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('reason', 'text')
        .execute();
      await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();

      if (dialect === 'postgres') {
        await sql`create function staff_audit_append_only() returns trigger language plpgsql as $$
          begin
            raise exception 'staff_audit is append-only';
          end $$`.execute(db);
        await sql`create trigger staff_audit_append_only before update or delete on staff_audit
          for each row execute function staff_audit_append_only()`.execute(db);
      } else {
        for (const event of ['update', 'delete'])
          await sql
            .raw(
              `create trigger staff_audit_no_${event} before ${event} on staff_audit begin select raise(abort, 'staff_audit is append-only'); end`,
            )
            .execute(db);
      }
    },
    async down(db: Kysely<any>) {
      if (dialect === 'postgres') {
        await sql`drop trigger staff_audit_append_only on staff_audit`.execute(db);
        await sql`drop function staff_audit_append_only()`.execute(db);
      }
      for (const table of [
        'staff_audit',
        'staff_invitation',
        'staff_session',
        'staff_recovery_code',
      ])
        await db.schema.dropTable(table).execute();
      for (const column of ['totp_last_step', 'totp_secret', 'disabled_at'])
        await db.schema.alterTable('staff_account').dropColumn(column).execute();
    },
  };
}
