import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { eventsAfter, lastEventId } from '../../src/domains/events/repository';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 27 §2: on PostgreSQL the hot lookups and the writes run as named prepared statements
// (parsed once per connection); searches, whose plan depends on their values, do not.

/** The statements this connection has prepared, by their text. */
async function preparedHere(db: Kysely<Database>): Promise<Map<string, string>> {
  const { rows } = await sql<{
    name: string;
    statement: string;
  }>`select name, statement from pg_prepared_statements`.execute(db);
  return new Map(rows.map((row) => [row.statement, row.name]));
}

describe(
  'named prepared statements on PostgreSQL',
  { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL' },
  () => {
    let t: TestApp;
    let members: number[];
    before(async () => {
      t = await createTestApp('postgres');
      members = (await t.app.db.selectFrom('app_user').select('id').limit(2).execute()).map(
        (row) => row.id,
      );
    });
    after(() => t.close());

    it('names the hot lookups and the writes, not a search', async () => {
      await t.app.db.connection().execute(async (db) => {
        const from0 = await lastEventId(db, members[0]!);
        await db
          .insertInto('member_event')
          .values({
            user_id: members[0]!,
            type: 'message',
            payload: '{}',
            created_at: '2026-11-27',
          })
          .execute();
        const events = await eventsAfter(db, members[0]!, from0, 10);
        assert.equal(events.length, 1);
        await db
          .selectFrom('profile')
          .select('user_id')
          .where('country', '=', 'FR')
          .where('gender', '=', 'female')
          .execute();
        const prepared = [...(await preparedHere(db)).entries()];
        const named = (pattern: RegExp) =>
          prepared.filter(([text, name]) => pattern.test(text) && name.startsWith('amora_'));
        assert.equal(named(/^insert into "member_event"/).length, 1);
        assert.equal(named(/^select \* from "member_event"/).length, 1);
        assert.equal(named(/from "profile"/).length, 0);
        // Run again: the same statement, not a second one.
        await eventsAfter(db, members[0]!, from0, 10);
        assert.equal((await preparedHere(db)).size, prepared.length);
      });
    });

    it('after a column is added under it, a prepared select * fails once, then is prepared afresh', async () => {
      await t.app.db.connection().execute(async (db) => {
        const from1 = await lastEventId(db, members[1]!);
        await db
          .insertInto('member_event')
          .values({
            user_id: members[1]!,
            type: 'message',
            payload: '{}',
            created_at: '2026-11-27',
          })
          .execute();
        assert.equal((await eventsAfter(db, members[1]!, from1, 10)).length, 1);
        // A migration of a newer version, run while this node serves (a rolling deploy).
        await sql`alter table member_event add column rolled_out integer`.execute(db);
        await assert.rejects(eventsAfter(db, members[1]!, from1, 10), { code: '0A000' });
        const [event] = await eventsAfter(db, members[1]!, from1, 10);
        assert.ok(event && 'rolled_out' in event);
      });
    });
  },
);
