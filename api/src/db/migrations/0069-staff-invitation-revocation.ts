import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An owner revokes a pending invitation, or a newer one to the same address replaces it
 * (issue 48 §2): its link then fails, and the list of pending invitations no longer shows it.
 */
export function staffInvitationRevocationMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('staff_invitation').addColumn('revoked_at', 'text').execute();
    },
  };
}
