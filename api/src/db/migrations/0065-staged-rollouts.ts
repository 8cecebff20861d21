import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Staged rollouts (issue 47 §2): a remote's candidate taken through shares of browsers stage by
 * stage, each stage judged by a sequential test against stable. One row per remote (its current
 * or last rollout), each version's slow loads (the load-time test's trials) and, for landers,
 * its sign-up starts (the conversion test's).
 */
export function stagedRolloutsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('remote_load')
        .addColumn('slow_loads', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // A lander version's sign-up starts: its conversion, beside its renders (its loads).
      await db.schema
        .alterTable('remote_load')
        .addColumn('signup_starts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('remote_rollout')
        .addColumn('remote', 'text', (c) => c.primaryKey())
        .addColumn('version', 'text', (c) => c.notNull())
        // JSON: the shares, in percent, ending at 100.
        .addColumn('stages', 'text', (c) => c.notNull())
        .addColumn('stage', 'integer', (c) => c.notNull())
        .addColumn('confidence', 'double precision', (c) => c.notNull())
        // running | paused | promoted | withdrawn | stopped
        .addColumn('state', 'text', (c) => c.notNull())
        // JSON: the candidate's counters when the stage began (its evidence is what came after).
        .addColumn('baseline', 'text', (c) => c.notNull())
        .addColumn('stage_since', 'text', (c) => c.notNull())
        // JSON: its counters when the rollout began (the conversion guard judges the whole of it).
        .addColumn('started_counts', 'text', (c) => c.notNull())
        // JSON: the last judgement (the sequential test's evidence and what it decided).
        .addColumn('decision', 'text')
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('started_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
