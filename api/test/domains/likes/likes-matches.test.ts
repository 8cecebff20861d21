import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { likeResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { errorCodeOf, freeMembersIn } from '../../helpers/accounts';
import { like, likesOf } from '../../helpers/likes';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

const eventsOf = (app: FastifyInstance, userId: number, type: string) =>
  app.db
    .selectFrom('member_event')
    .select('payload')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .execute();

describeEachDatabase('likes and matches', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  it('a like is announced to the liked member; a mutual like is a match, announced to both', async () => {
    const [eva, tom] = await freeMembersIn(app, 2, 'NL');
    const first = likeResponseSchema.parse((await like(app, eva!.cookie, tom!.id)).json());
    assert.deepEqual(first, { liked: true, match: false });
    // Liking again changes nothing and announces nothing more.
    assert.equal((await like(app, eva!.cookie, tom!.id)).statusCode, 200);
    assert.equal((await eventsOf(app, tom!.id, 'like')).length, 1);

    const received = await likesOf(app, tom!.cookie);
    assert.deepEqual(
      received.liked_by.map((l) => [l.id, l.like_new]),
      [[eva!.id, true]],
    );
    const seen = await app.inject({
      method: 'PUT',
      url: '/api/likes.php',
      headers: { cookie: tom!.cookie },
      payload: { id: eva!.id },
    });
    assert.equal(seen.statusCode, 200);
    assert.equal((await likesOf(app, tom!.cookie)).liked_by[0]!.like_new, false);

    const back = likeResponseSchema.parse((await like(app, tom!.cookie, eva!.id)).json());
    assert.deepEqual(back, { liked: true, match: true });
    for (const [member, other] of [
      [eva!, tom!],
      [tom!, eva!],
    ] as const) {
      assert.deepEqual(
        (await likesOf(app, member.cookie)).matches.map((m) => m.id),
        [other.id],
      );
      const matches = await eventsOf(app, member.id, 'match');
      assert.deepEqual(
        matches.map((e) => JSON.parse(e.payload)),
        [{ member_id: other.id }],
      );
    }

    // Unliking takes the match back.
    assert.deepEqual(
      likeResponseSchema.parse((await like(app, eva!.cookie, tom!.id, 'DELETE')).json()),
      { liked: false, match: false },
    );
    assert.deepEqual((await likesOf(app, tom!.cookie)).matches, []);
    assert.deepEqual((await likesOf(app, eva!.cookie)).profiles, []);
  });

  it('20 pairs liking each other at the same moment: each pair matches once, announced once', async () => {
    const members = await freeMembersIn(app, 40, 'DE');
    const pairs = Array.from(
      { length: 20 },
      (_, i) => [members[2 * i]!, members[2 * i + 1]!] as const,
    );
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [like(app, a.cookie, b.id), like(app, b.cookie, a.id)]),
    );
    assert.deepEqual(new Set(answers.map((r) => r.statusCode)), new Set([200]));
    for (const [a, b] of pairs) {
      const rows = await app.db
        .selectFrom('member_match')
        .select(['user_id', 'other_id'])
        .where('user_id', 'in', [a.id, b.id])
        .execute();
      assert.equal(rows.length, 2);
      assert.equal((await eventsOf(app, a.id, 'match')).length, 1);
      assert.equal((await eventsOf(app, b.id, 'match')).length, 1);
    }
  });

  it('refuses oneself, unknown, blocked and invisible members, and visitors, storing nothing', async () => {
    const [me, blocker, hidden] = await freeMembersIn(app, 3, 'FR');
    await app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: blocker!.cookie },
      payload: { profile: me!.id },
    });
    await app.db
      .updateTable('profile')
      .set({ visible: 0 })
      .where('user_id', '=', hidden!.id)
      .execute();
    const cases: Array<[string, number, number, string]> = [
      [me!.cookie, me!.id, 422, 'validation_failed'],
      [me!.cookie, 99_999_999, 404, 'not_found'],
      [me!.cookie, blocker!.id, 403, 'forbidden'],
      [me!.cookie, hidden!.id, 404, 'not_found'],
      ['', blocker!.id, 403, 'authentication_required'],
    ];
    for (const [cookie, id, status, code] of cases) {
      const response = await like(app, cookie, id);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(errorCodeOf(response), code);
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: me!.cookie },
      payload: { id: 'x' },
    });
    assert.equal(bad.statusCode, 400);
    const stored = await app.db
      .selectFrom('member_like')
      .select('liked_id')
      .where('liker_id', '=', me!.id)
      .execute();
    assert.deepEqual(stored, []);
  });

  it("a block takes the pair out of each other's likes and matches; unblocking brings them back", async () => {
    const [eva, tom] = await freeMembersIn(app, 2, 'NL');
    await like(app, eva!.cookie, tom!.id);
    await like(app, tom!.cookie, eva!.id);
    assert.equal((await likesOf(app, eva!.cookie)).matches.length, 1);
    const block = (method: 'POST' | 'DELETE') =>
      app.inject({
        method,
        url: '/api/block.php',
        headers: { cookie: tom!.cookie },
        payload: { profile: eva!.id },
      });
    assert.equal((await block('POST')).statusCode, 200);
    for (const member of [eva!, tom!]) {
      const lists = await likesOf(app, member.cookie);
      assert.deepEqual([lists.profiles, lists.liked_by, lists.matches], [[], [], []]);
    }
    assert.equal((await block('DELETE')).statusCode, 200);
    assert.equal((await likesOf(app, eva!.cookie)).matches.length, 1);
  });
});
