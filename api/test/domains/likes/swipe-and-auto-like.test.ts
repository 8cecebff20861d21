import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  SWIPE_LIKES_PER_DAY,
  autoLikeResponseSchema,
  similarResponseSchema,
  swipeResponseSchema,
  swipeStackResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { swipe } from '../../../src/domains/likes/swipe';
import { errorCodeOf, freeMembersIn } from '../../helpers/accounts';
import { like, likesOf } from '../../helpers/likes';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

const stackOf = async (app: FastifyInstance, cookie: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/swipe.php', headers: { cookie } });
  assert.equal(response.statusCode, 200, response.body);
  return swipeStackResponseSchema.parse(response.json());
};
const swipeAt = (app: FastifyInstance, cookie: string, id: number, like = true) =>
  app.inject({ method: 'POST', url: '/api/swipe.php', headers: { cookie }, payload: { id, like } });

describeEachDatabase('swipe game, auto-likes and similar profiles', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  it('deals members the player seeks, with photos, never themselves; 4 likes a day', async () => {
    const [player] = await freeMembersIn(app, 1, 'NL');
    await app.db
      .updateTable('profile')
      .set({ gender: 'male', sexuality: 'hetero' })
      .where('user_id', '=', player!.id)
      .execute();
    const stack = await stackOf(app, player!.cookie);
    assert.equal(stack.likes_left, SWIPE_LIKES_PER_DAY);
    assert.ok(stack.profiles.length >= SWIPE_LIKES_PER_DAY + 2, 'a stack to swipe');
    for (const card of stack.profiles) {
      assert.notEqual(card.id, player!.id);
      assert.equal(card.gender, 'female');
      assert.ok(card.main_image);
    }
    assert.ok(Date.parse(stack.resets_at) > Date.now());
  });

  it('holds the limit when 10 likes race; passing goes on; the next day gives 4 more', async () => {
    const [player] = await freeMembersIn(app, 1, 'NL');
    const { profiles, resets_at } = await stackOf(app, player!.cookie);
    const targets = profiles.slice(0, 10);
    assert.equal(targets.length, 10);
    const responses = await Promise.all(
      targets.map((card) => swipeAt(app, player!.cookie, card.id)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [
      ...Array(SWIPE_LIKES_PER_DAY).fill(200),
      ...Array(10 - SWIPE_LIKES_PER_DAY).fill(429),
    ]);
    const refused = responses.find((r) => r.statusCode === 429)!;
    assert.equal(errorCodeOf(refused), 'swipe_limit_reached');
    assert.equal(refused.json().error.params.resets_at, resets_at);
    const likes = await app.db
      .selectFrom('member_like')
      .select(['liked_id', 'origin'])
      .where('liker_id', '=', player!.id)
      .execute();
    assert.equal(likes.length, SWIPE_LIKES_PER_DAY);
    assert.ok(likes.every((like) => like.origin === 'swipe'));
    // A refused like stored nothing: the member may still be swiped later.
    const refusedIds = targets
      .filter((_, i) => responses[i]!.statusCode === 429)
      .map((card) => card.id);
    const left = await stackOf(app, player!.cookie);
    assert.equal(left.likes_left, 0);
    assert.ok(refusedIds.every((id) => left.profiles.some((card) => card.id === id)));

    const pass = await swipeAt(app, player!.cookie, refusedIds[0]!, false);
    assert.equal(pass.statusCode, 200, pass.body);
    assert.deepEqual(swipeResponseSchema.parse(pass.json()), {
      liked: false,
      match: false,
      likes_left: 0,
      resets_at,
    });
    // Swiping the same member again answers the same and counts nothing.
    const again = await swipeAt(app, player!.cookie, refusedIds[0]!, true);
    assert.equal(swipeResponseSchema.parse(again.json()).liked, false);

    // At the member's next midnight, four more.
    const tomorrow = new Date(Date.parse(resets_at) + 1000);
    const next = await swipe(app.db, player!.id, { id: refusedIds[1]!, like: true }, tomorrow);
    assert.equal(next.answer.likes_left, SWIPE_LIKES_PER_DAY - 1);
  });

  it("counts the day in the member's own time zone", async () => {
    const [player] = await freeMembersIn(app, 1, 'NL');
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { cookie: player!.cookie },
      payload: { time_zone: 'Mars/Olympus' },
    });
    assert.equal(bad.statusCode, 400);
    const set = await app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { cookie: player!.cookie },
      payload: { time_zone: 'Pacific/Auckland' },
    });
    assert.equal(set.statusCode, 200, set.body);
    const { resets_at } = await stackOf(app, player!.cookie);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Pacific/Auckland',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(resets_at));
    assert.equal(local, '00:00');
  });

  it('a swipe like is a real like: liking back makes a match', async () => {
    const [a, b] = await freeMembersIn(app, 2, 'NL');
    await app.db
      .updateTable('profile')
      .set({ gender: 'female', sexuality: 'bi' })
      .where('user_id', 'in', [a!.id, b!.id])
      .execute();
    const first = await swipeAt(app, a!.cookie, b!.id);
    assert.equal(swipeResponseSchema.parse(first.json()).match, false);
    const second = swipeResponseSchema.parse((await swipeAt(app, b!.cookie, a!.id)).json());
    assert.equal(second.match, true);
    assert.equal(second.likes_left, SWIPE_LIKES_PER_DAY - 1);
  });

  it('never deals invisible, leaving or blocked members, nor ones already liked', async () => {
    const [player, hidden, leaving, blocker, liked] = await freeMembersIn(app, 5, 'BE');
    const others = [hidden!, leaving!, blocker!, liked!];
    await app.db
      .updateTable('profile')
      .set({ gender: 'female', sexuality: 'bi' })
      .where(
        'user_id',
        'in',
        [player!, ...others].map((m) => m.id),
      )
      .execute();
    await app.db
      .updateTable('profile')
      .set({ visible: 0 })
      .where('user_id', '=', hidden!.id)
      .execute();
    await app.db
      .updateTable('app_user')
      .set({ status: 'pending_deletion' })
      .where('id', '=', leaving!.id)
      .execute();
    await app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: blocker!.cookie },
      payload: { profile: player!.id },
    });
    await like(app, player!.cookie, liked!.id);
    // Page through the whole stack by passing: none of them ever comes up.
    const seen = new Set<number>();
    for (let round = 0; round < 3; round += 1) {
      const { profiles } = await stackOf(app, player!.cookie);
      for (const card of profiles) {
        seen.add(card.id);
        await swipeAt(app, player!.cookie, card.id, false);
      }
    }
    assert.ok(seen.size > 10);
    for (const other of others) assert.ok(!seen.has(other.id), `member ${other.id} was dealt`);
    assert.equal((await swipeAt(app, player!.cookie, hidden!.id)).statusCode, 404);
    assert.equal((await swipeAt(app, player!.cookie, blocker!.id)).statusCode, 403);
  });

  it('auto-like: a site profile likes the member once a day, shown in their likes', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    await app.db
      .updateTable('profile')
      .set({ gender: 'male', sexuality: 'hetero' })
      .where('user_id', '=', member!.id)
      .execute();
    const ask = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auto-like.php',
        headers: { cookie: member!.cookie },
      });
      assert.equal(response.statusCode, 200, response.body);
      return autoLikeResponseSchema.parse(response.json()).profile;
    };
    const profile = await ask();
    assert.ok(profile, 'a profile liked the member');
    assert.match(profile.main_image.match, /\.webp$/);
    const liker = await app.db
      .selectFrom('profile')
      .select(['fictional', 'gender'])
      .where('user_id', '=', profile.id)
      .executeTakeFirstOrThrow();
    assert.equal(liker.fictional, 1);
    assert.equal(liker.gender, 'female');
    const likes = await likesOf(app, member!.cookie);
    assert.deepEqual(
      likes.liked_by.map((l) => [l.id, l.like_new]),
      [[profile.id, true]],
    );
    // Asked again the same day: the same profile, no second like.
    assert.equal((await ask())?.id, profile.id);
    const autoLikes = await app.db
      .selectFrom('member_like')
      .select('liker_id')
      .where('liked_id', '=', member!.id)
      .where('origin', '=', 'auto')
      .execute();
    assert.equal(autoLikes.length, 1);
    assert.equal((await app.inject({ method: 'GET', url: '/api/auto-like.php' })).statusCode, 403);
  });

  it('similar profiles: same gender and country, an age near, never the member or the viewer', async () => {
    const [viewer] = await freeMembersIn(app, 1, 'NL');
    const target = await app.db
      .selectFrom('profile')
      .select(['user_id', 'gender', 'country', 'birth_date'])
      .where('fictional', '=', 1)
      .where('country', '=', 'NL')
      .where('gender', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'GET',
      url: `/api/similar.php?id=${target.user_id}`,
      headers: { cookie: viewer!.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    const similar = similarResponseSchema.parse(response.json());
    assert.ok(similar.results.length > 0);
    assert.ok(similar.num_results >= similar.results.length);
    const targetAge = new Date().getUTCFullYear() - Number(target.birth_date.slice(0, 4));
    for (const card of similar.results) {
      assert.notEqual(card.id, target.user_id);
      assert.notEqual(card.id, viewer!.id);
      assert.equal(card.gender, target.gender);
      assert.equal(card.country, 'NL');
      assert.ok(Math.abs(card.age - targetAge) <= 6);
    }
    const missing = await app.inject({
      method: 'GET',
      url: '/api/similar.php?id=999999999',
      headers: { cookie: viewer!.cookie },
    });
    assert.equal(missing.statusCode, 404);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/similar.php?id=abc',
      headers: { cookie: viewer!.cookie },
    });
    assert.equal(bad.statusCode, 400);
  });
});
