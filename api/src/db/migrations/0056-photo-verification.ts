import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/**
 * Photo verification (issue 29 §3): each attempt of a member — the challenge they were shown, the
 * frames their browser recorded (stored files, named in `frames`, removed once decided), what the
 * face model found (`similarity` with their profile photos, whether the challenge was seen) and
 * the outcome: verified (`profile.verified_at` is set), refused with a reason, or waiting for a
 * person (`review`), who decides (`reviewed_by`). Cards show the verified badge, so a change
 * of `profile.verified_at` renews the lists that show them (the card epoch of 0005 and 0032).
 */
export function photoVerificationMigration(dialect: DialectName): Migration {
  const watch = async (db: Kysely<any>, columns: string) => {
    if (dialect === 'postgres') {
      await sql`drop trigger profile_card_epoch on profile`.execute(db);
      await sql
        .raw(
          `create trigger profile_card_epoch after update of ${columns} on profile for each statement execute function bump_member_card_epoch()`,
        )
        .execute(db);
    } else {
      await sql`drop trigger profile_card_epoch_update`.execute(db);
      await sql
        .raw(
          `create trigger profile_card_epoch_update after update of ${columns} on profile begin update member_card_epoch set epoch = epoch + 1 where id = 1; end`,
        )
        .execute(db);
    }
  };
  return {
    async up(db: Kysely<any>) {
      await tableWithId(dialect)(db, 'verification')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('frames', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('similarity', 'real')
        .addColumn('challenge_seen', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('checked_at', 'text')
        .addColumn('decided_at', 'text')
        .addColumn('reviewed_by', 'integer')
        .execute();
      await db.schema
        .createIndex('verification_user_idx')
        .on('verification')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('verification_status_idx')
        .on('verification')
        .columns(['status', 'id'])
        .execute();
      await watch(db, 'name, visible, status, city, birth_date, verified_at');
    },
    async down(db: Kysely<any>) {
      await watch(db, 'name, visible, status, city, birth_date');
      await db.schema.dropTable('verification').execute();
    },
  };
}
