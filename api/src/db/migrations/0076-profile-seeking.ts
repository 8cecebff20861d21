import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Whom a member would like to meet (issue 49 §2): sign-up's first question ("Women", "Men",
 * "Everyone") was used for the suggested first message and then dropped, so search started from
 * what gender and sexuality imply — "any" for a member who had not given a sexuality. Null for
 * members who never answered: for them it stays what gender and sexuality imply.
 */
export function profileSeekingMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('profile').addColumn('seeking', 'text').execute();
    },
  };
}
