import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { memberResponseSchema, membersResponseSchema } from '@app/shared/contracts';
import { ownMember } from '../../helpers/accounts';
import { like } from '../../helpers/likes';
import { describeEachDatabase, type TestApp, createTestApp } from '../../helpers/test-app';

// Issue 25 §1 "Likes you": premium members see who liked them on cards and profiles; free
// members see how many, not who.
describeEachDatabase('members: the "Likes you" mark', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  /** The viewer's first search page, with the test's members first (the most recently active). */
  const firstPage = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/members.php?limit=10',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return membersResponseSchema.parse(response.json());
  };
  const profile = async (cookie: string, id: number) =>
    memberResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: { cookie } })
      ).json(),
    ).profile;
  const setPremium = (id: number, paid: 0 | 1) =>
    t.app.db.updateTable('app_user').set({ paid_user: paid }).where('id', '=', id).execute();

  it('marks who liked a premium member; tells a free member only how many', async () => {
    const viewer = await ownMember(t.app, 'viewer');
    const [liker, matched, stranger] = [
      await ownMember(t.app, 'liker'),
      await ownMember(t.app, 'matched'),
      await ownMember(t.app, 'stranger'),
    ];
    // All three on top of the viewer's search, whatever else the seed holds.
    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.app.db
      .updateTable('profile')
      .set({ last_active: soon, visible: 1 })
      .where('user_id', 'in', [liker.id, matched.id, stranger.id])
      .execute();
    for (const member of [liker, matched])
      assert.equal((await like(t.app, member.cookie, viewer.id)).statusCode, 200);
    // Liked back: a match, no longer waiting for an answer.
    assert.equal((await like(t.app, viewer.cookie, matched.id)).statusCode, 200);

    await setPremium(viewer.id, 0);
    const free = await firstPage(viewer.cookie);
    const ours = (page: typeof free) =>
      new Map(
        page.results
          .filter((card) => [liker.id, matched.id, stranger.id].includes(card.id))
          .map((card) => [card.id, card.likes_you]),
      );
    assert.deepEqual(
      ours(free),
      new Map([
        [liker.id, false],
        [matched.id, false],
        [stranger.id, false],
      ]),
    );
    assert.equal(free.likes_you_hidden, 1);
    assert.equal((await profile(viewer.cookie, liker.id)).likes_you, false);

    await setPremium(viewer.id, 1);
    const premium = await firstPage(viewer.cookie);
    assert.deepEqual(
      ours(premium),
      new Map([
        [liker.id, true],
        [matched.id, false],
        [stranger.id, false],
      ]),
    );
    assert.equal(premium.likes_you_hidden, 0);
    assert.equal((await profile(viewer.cookie, liker.id)).likes_you, true);
    assert.equal((await profile(viewer.cookie, stranger.id)).likes_you, false);

    // The liker never sees a mark for a like they gave.
    await setPremium(liker.id, 1);
    assert.equal((await profile(liker.cookie, viewer.id)).likes_you, false);
  });
});
