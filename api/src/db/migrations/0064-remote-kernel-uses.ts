import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What each remote version takes from the kernel (issue 47 §1): the names it uses with the
 * fingerprints of their shapes, as its build recorded them (JSON; null for builds from before,
 * which are judged by their kernel range alone).
 */
export function remoteKernelUsesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('remote_version').addColumn('kernel_uses', 'text').execute();
    },
  };
}
