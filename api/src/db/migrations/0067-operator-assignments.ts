import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Which operators answer which operated profiles (issue 48 §1): an operator with assignments
 * answers only those profiles; one without answers every profile.
 */
export function operatorAssignmentsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('operator_assignment')
        .addColumn('profile_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('staff_id', 'integer', (c) =>
          c.notNull().references('staff_account.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('operator_assignment_pk', ['profile_id', 'staff_id'])
        .execute();
      await db.schema
        .createIndex('operator_assignment_staff')
        .on('operator_assignment')
        .columns(['staff_id', 'profile_id'])
        .execute();
    },
  };
}
