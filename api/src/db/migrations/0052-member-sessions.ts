import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A member's sessions as they list them (issue 29 §4): the device (browser and system, from the
 * User-Agent when the session began) and the coarse place (the country the CDN saw). Sessions
 * begun before stay without them. And the devices each member logged in from, so a login from a
 * new one is mailed to them ('' for a device or country not known).
 */
export function memberSessionsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('session').addColumn('device', 'text').execute();
      await db.schema.alterTable('session').addColumn('country', 'text').execute();
      await db.schema
        .createTable('known_device')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('first_seen', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('known_device_pk', ['user_id', 'device', 'country'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('known_device').execute();
      await db.schema.alterTable('session').dropColumn('country').execute();
      await db.schema.alterTable('session').dropColumn('device').execute();
    },
  };
}
