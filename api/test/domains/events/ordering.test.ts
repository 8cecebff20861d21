import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, it } from 'node:test';
import { recordEvents } from '../../../src/domains/events/service';
import { eventsAfter } from '../../../src/domains/events/repository';
import { ownMember } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// RELIABILITY: a stream that read up to an event never has an earlier one commit after it.
describeEachDatabase('member event order', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  // SQLite runs one write transaction at a time (and holds its one connection meanwhile): the
  // race exists only where transactions overlap.
  it(
    "one member's events commit in the order of their numbers",
    { skip: kind === 'sqlite' },
    async () => {
      const member = await ownMember(t.app, 'ordered');
      const credits = { type: 'credits' as const, userId: member.id };
      let releaseFirst!: () => void;
      const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstWritten!: () => void;
      const written = new Promise<void>((resolve) => (firstWritten = resolve));
      // A slow writer: its event is numbered, its transaction not yet committed…
      const first = t.app.db.transaction().execute(async (tx) => {
        await recordEvents(tx, [{ ...credits, payload: { credits: 1 } }]);
        firstWritten();
        await firstHeld;
      });
      await written;
      // …while a second writer for the same member comes along.
      let secondDone = false;
      const second = (async () => {
        await t.app.db.transaction().execute(async (tx) => {
          await recordEvents(tx, [{ ...credits, payload: { credits: 2 } }]);
        });
        secondDone = true;
      })();
      await sleep(200);
      // What a stream would read now: nothing of the second before the first commits.
      const visible = await eventsAfter(t.app.db, member.id, 0, 10);
      assert.deepEqual(visible, []);
      assert.equal(secondDone, false);
      releaseFirst();
      await Promise.all([first, second]);
      const events = await eventsAfter(t.app.db, member.id, 0, 10);
      assert.deepEqual(
        events.map((event) => JSON.parse(event.payload).credits),
        [1, 2],
      );
    },
  );
  it("one write's events for several members are numbered in the order given", async () => {
    const one = await ownMember(t.app, 'ordered-one');
    const two = await ownMember(t.app, 'ordered-two');
    // Recipient first, then the sender's two: as a send records them.
    await recordEvents(t.app.db, [
      { userId: two.id, type: 'credits', payload: { credits: 1 } },
      { userId: one.id, type: 'credits', payload: { credits: 2 } },
      { userId: one.id, type: 'credits', payload: { credits: 3 } },
    ]);
    const [forTwo] = await eventsAfter(t.app.db, two.id, 0, 10);
    const forOne = await eventsAfter(t.app.db, one.id, 0, 10);
    assert.deepEqual(
      forOne.map((event) => JSON.parse(event.payload).credits),
      [2, 3],
    );
    assert.ok(forTwo!.id < forOne[0]!.id && forOne[0]!.id < forOne[1]!.id);
  });
});
