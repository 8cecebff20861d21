import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, it } from 'node:test';
import type { MembersQuery } from '@app/shared/contracts';
import { searchCache } from '../../../src/domains/members/search-cache';
import { searchMembers } from '../../../src/domains/members/service';
import { block } from '../../../src/domains/safety/service';
import { DEMO_ACCOUNT } from '../../../src/seed/demo-accounts';
import { userIdOf } from '../../helpers/members';
import { describeEachDatabase, type TestApp, createTestApp } from '../../helpers/test-app';

// ADR 0014: searches answered from a node's kept matches must be the database's answer, with
// the searcher's own exclusions applied at once and others' changes within the freshness.

describeEachDatabase('members: the search cache', (kind) => {
  let t: TestApp;
  let viewerId: number;
  before(async () => {
    t = await createTestApp(kind);
    viewerId = await userIdOf(t.app, DEMO_ACCOUNT.email);
  });
  after(() => t.close());

  /** Every page of a search, following the cursors: ids per page and the first page's count. */
  async function allPages(query: MembersQuery, cache: ReturnType<typeof searchCache> | null) {
    const pages: number[][] = [];
    let page = await searchMembers(t.app.db, query, viewerId, cache);
    const count = page.num_results;
    pages.push(page.results.map((card) => card.id));
    while (page.next_cursor !== null) {
      page = await searchMembers(t.app.db, { ...query, cursor: page.next_cursor }, viewerId, cache);
      assert.equal(page.num_results, null);
      pages.push(page.results.map((card) => card.id));
    }
    return { pages, count };
  }

  it('answers every page and the count exactly as the database does, past the kept cards too', async () => {
    const cache = searchCache(60_000);
    for (const query of [
      { limit: 7 },
      { limit: 20, gender: 'female' as const },
      { limit: 9, min_age: 25, max_age: 40 },
      { limit: 30, country: 'FR' },
    ]) {
      const fromDatabase = await allPages(query, null);
      const fromKept = await allPages(query, cache);
      // Twice: the second walk is answered from matches kept by the first.
      const again = await allPages(query, cache);
      assert.deepEqual(fromKept, fromDatabase, JSON.stringify(query));
      assert.deepEqual(again, fromDatabase, JSON.stringify(query));
    }
    // The whole demo (about 300 members) walked 7 at a time goes past the 200 kept cards.
    const walked = (await allPages({ limit: 7 }, cache)).pages.flat();
    assert.ok(walked.length > 200, `${walked.length} members walked`);
    assert.ok(!walked.includes(viewerId), 'the searcher never finds themselves');
  });

  it('takes out whom the searcher blocked, and who blocked them, at once while matches are kept', async () => {
    const cache = searchCache(60_000);
    const first = await searchMembers(t.app.db, { limit: 10 }, viewerId, cache);
    const [blocked, blocker] = first.results.map((card) => card.id);
    await block(t.app.db, viewerId, blocked!);
    await block(t.app.db, blocker!, viewerId);
    const next = await searchMembers(t.app.db, { limit: 10 }, viewerId, cache);
    const ids = next.results.map((card) => card.id);
    assert.ok(!ids.includes(blocked!), 'the member blocked is gone');
    assert.ok(!ids.includes(blocker!), 'the member who blocked is gone');
    assert.equal(
      next.num_results,
      (await searchMembers(t.app.db, { limit: 10 }, viewerId)).num_results,
    );
    // The blocker no longer finds the searcher either, from the same kept matches.
    const theirs = await searchMembers(t.app.db, { limit: 50 }, blocker!, cache);
    assert.ok(!theirs.results.some((card) => card.id === viewerId));
  });

  it('hides a member at once when they go invisible, while matches are kept', async () => {
    const cache = searchCache(60_000);
    const [hidden] = (await searchMembers(t.app.db, { limit: 5 }, viewerId, cache)).results;
    const hide = (visible: number) =>
      t.app.db.updateTable('profile').set({ visible }).where('user_id', '=', hidden!.id).execute();
    await hide(0);
    const after = await searchMembers(t.app.db, { limit: 5 }, viewerId, cache);
    assert.ok(!after.results.some((card) => card.id === hidden!.id), 'the hidden member is gone');
    await hide(1);
    const back = await searchMembers(t.app.db, { limit: 5 }, viewerId, cache);
    assert.ok(
      back.results.some((card) => card.id === hidden!.id),
      'and back when shown again',
    );
  });

  it('moves a member who was just around to the top once the kept matches are older than the freshness', async () => {
    const freshMs = 200;
    const cache = searchCache(freshMs);
    const first = await searchMembers(t.app.db, { limit: 10 }, viewerId, cache);
    const mover = first.results.at(-1)!;
    await t.app.db
      .updateTable('profile')
      .set({ last_active: new Date(Date.now() + 60_000).toISOString() })
      .where('user_id', '=', mover.id)
      .execute();
    // Within the freshness the kept order answers (so it is what the other tests read)…
    const kept = await searchMembers(t.app.db, { limit: 10 }, viewerId, cache);
    assert.equal(kept.results.at(-1)!.id, mover.id);
    await sleep(freshMs + 50);
    // …and after it, the database's.
    const later = await searchMembers(t.app.db, { limit: 10 }, viewerId, cache);
    assert.equal(later.results[0]!.id, mover.id);
  });
});
