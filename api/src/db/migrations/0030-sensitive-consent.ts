import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 25 §3. When the member agreed, explicitly, to the site keeping their sexual orientation
 * (special-category data, GDPR art. 9): null until they did; a profile cannot take one without.
 */
export function sensitiveConsentMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('profile').addColumn('sensitive_consent_at', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('profile').dropColumn('sensitive_consent_at').execute();
    },
  };
}
