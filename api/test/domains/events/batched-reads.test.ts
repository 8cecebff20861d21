import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import pg from 'pg';
import { recordEvents } from '../../../src/domains/events/service';
import { eventReader } from '../../../src/domains/events/stream';
import { ownMember } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 45 §2: the streams of members woken in the same turn read their events together — one
// statement on PostgreSQL instead of one per member — and each gets its own, after its own id,
// in order.
describeEachDatabase('event reads of streams woken together', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('answer each member its events after its own id, in one statement on PostgreSQL', async () => {
    const members = [
      await ownMember(t.app, 'batch-a'),
      await ownMember(t.app, 'batch-b'),
      await ownMember(t.app, 'batch-c'),
    ];
    for (const [i, member] of members.entries())
      for (let credits = 0; credits < 3 + i; credits += 1)
        await recordEvents(t.app.db, [
          { userId: member.id, type: 'credits', payload: { credits } },
        ]);
    const read = eventReader(t.app.db);
    // Each reader has read its first event already.
    const firsts = await Promise.all(members.map((member) => read(member.id, 0)));
    let statements = 0;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    let answers;
    try {
      answers = await Promise.all(members.map((member, i) => read(member.id, firsts[i]![0]!.id)));
    } finally {
      pg.Client.prototype.query = query;
    }
    if (kind === 'postgres') assert.equal(statements, 1);
    answers.forEach((rows, i) => {
      assert.deepEqual(
        rows.map((row) => JSON.parse(row.payload).credits),
        Array.from({ length: 2 + i }, (_, k) => k + 1),
      );
      assert.ok(rows.every((row) => row.user_id === members[i]!.id));
    });
  });
});
