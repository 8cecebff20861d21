import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  ageOn,
  apiErrorSchema,
  likesResponseSchema,
  type LikesResponse,
} from '@app/shared/contracts';
import * as likes from '../../../src/domains/likes/repository';
import { DEMO_LIKED, DEMO_LIKED_BY, DEMO_NEW_LIKES } from '../../../src/seed/content/activity';
import { ALEX_ACCOUNT } from '../../../src/seed/demo-accounts';
import { logInAsMember, untouchedMembers, userIdOf } from '../../helpers/members';
import { describeEachDatabase, logIn, type TestApp, createTestApp } from '../../helpers/test-app';

const MINUTE_MS = 60_000;

describeEachDatabase('likes: /api/likes.php', (kind) => {
  let t: TestApp;
  let demoCookie: string;
  let alexCookie: string;
  let alexId: number;
  before(async () => {
    t = await createTestApp(kind);
    demoCookie = await logIn(t.app);
    alexCookie = await logIn(t.app, ALEX_ACCOUNT.email);
    alexId = await userIdOf(t.app, ALEX_ACCOUNT.email);
  });
  after(() => t.close());

  const getLikes = async (cookie: string): Promise<LikesResponse> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/likes.php',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return likesResponseSchema.parse(response.json());
  };
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS).toISOString();
  const newLikes = (response: LikesResponse) => response.liked_by.filter((l) => l.like_new).length;
  /** A seeded member others cannot see, for the given reason. */
  const hiddenMember = async (reason: 'invisible' | 'pending_deletion') => {
    let query = t.app.db
      .selectFrom('profile')
      .innerJoin('app_user', 'app_user.id', 'profile.user_id')
      .select('profile.user_id');
    query =
      reason === 'invisible'
        ? query.where('profile.visible', '=', 0)
        : query.where('app_user.status', '=', 'pending_deletion');
    return (await query.orderBy('profile.user_id').executeTakeFirstOrThrow()).user_id;
  };

  it('is for members only: 403 authentication_required', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/likes.php' });
    assert.equal(response.statusCode, 403);
    assert.equal(apiErrorSchema.parse(response.json()).error.code, 'authentication_required');
  });

  it("lists the demo member's seeded likes, some of them new", async () => {
    const response = await getLikes(demoCookie);
    assert.equal(response.profiles.length, DEMO_LIKED.length);
    assert.equal(response.liked_by.length, DEMO_LIKED_BY.length);
    assert.equal(newLikes(response), DEMO_NEW_LIKES);
    assert.equal(DEMO_NEW_LIKES, 2);
    // Newest like first: the new ones are the most recent.
    assert.deepEqual(
      response.liked_by.map((l) => l.like_new),
      [true, true, false, false],
    );
    // One of them is a match: liked both ways.
    const liked = new Set(response.profiles.map((p) => p.id));
    assert.equal(response.liked_by.filter((l) => liked.has(l.id)).length, 1);
    assert.ok(
      [...response.profiles, ...response.liked_by].every((p) => p.main_image?.status === 'active'),
    );
  });

  it('lists who a member liked and who liked them, new until seen, newest first', async () => {
    const db = t.app.db;
    const [ann, bea, cas, dee] = (await untouchedMembers(t.app, 4)) as [
      number,
      number,
      number,
      number,
    ];
    assert.deepEqual(await getLikes(alexCookie), { profiles: [], liked_by: [], matches: [] });

    await likes.insertLike(db, { liker_id: alexId, liked_id: ann, created_at: ago(90) });
    await likes.insertLike(db, { liker_id: alexId, liked_id: bea, created_at: ago(30) });
    // Liking again changes nothing.
    await likes.insertLike(db, { liker_id: alexId, liked_id: ann, created_at: ago(5) });
    await likes.insertLike(db, { liker_id: cas, liked_id: alexId, created_at: ago(60) });
    await likes.insertLike(db, { liker_id: dee, liked_id: alexId, created_at: ago(20) });
    await likes.insertLike(db, { liker_id: ann, liked_id: alexId, created_at: ago(10) });

    let response = await getLikes(alexCookie);
    assert.deepEqual(
      response.profiles.map((p) => p.id),
      [bea, ann],
    );
    assert.deepEqual(
      response.liked_by.map((l) => [l.id, l.like_new]),
      [
        [ann, true],
        [dee, true],
        [cas, true],
      ],
    );
    const names = await db
      .selectFrom('profile')
      .select(['user_id', 'name'])
      .where('user_id', 'in', [ann, bea])
      .execute();
    for (const { user_id, name } of names)
      assert.equal(response.profiles.find((p) => p.id === user_id)?.name, name);

    // Alex opens Dee's profile: that like is no longer new; seeing it twice changes nothing.
    await likes.markLikeSeen(db, dee, alexId, ago(0));
    await likes.markLikeSeen(db, dee, alexId, ago(0));
    response = await getLikes(alexCookie);
    assert.deepEqual(
      response.liked_by.map((l) => [l.id, l.like_new]),
      [
        [ann, true],
        [dee, false],
        [cas, true],
      ],
    );
    assert.equal(newLikes(response), 2);

    // Ann sees the same likes from her side: Alex liked her (a match, both ways).
    const annLikes = await getLikes(await logInAsMember(t.app, ann));
    assert.deepEqual(
      annLikes.profiles.map((p) => p.id),
      [alexId],
    );
    assert.deepEqual(
      annLikes.liked_by.map((l) => [l.id, l.like_new]),
      [[alexId, true]],
    );

    // The demo member's likes are their own.
    assert.equal(newLikes(await getLikes(demoCookie)), DEMO_NEW_LIKES);
  });

  it("says each liked member's age and town, and a new town shows at once (issue 25 §1)", async () => {
    const [eve] = (await untouchedMembers(t.app, 1)) as [number];
    await likes.insertLike(t.app.db, { liker_id: alexId, liked_id: eve, created_at: ago(1) });
    const row = await t.app.db
      .selectFrom('profile')
      .select(['birth_date', 'city'])
      .where('user_id', '=', eve)
      .executeTakeFirstOrThrow();
    const liked = () => getLikes(alexCookie).then((r) => r.profiles.find((p) => p.id === eve)!);
    const before = await liked();
    assert.equal(before.age, ageOn(row.birth_date, new Date()));
    assert.equal(before.city, row.city);
    // The lists are cached until something they show changes: a town is such a thing.
    await t.app.db
      .updateTable('profile')
      .set({ city: 'Zwolle' })
      .where('user_id', '=', eve)
      .execute();
    assert.equal((await liked()).city, 'Zwolle');
  });

  it('leaves out invisible members and accounts pending deletion, both ways', async () => {
    const db = t.app.db;
    const before = await getLikes(alexCookie);
    for (const hidden of [
      await hiddenMember('invisible'),
      await hiddenMember('pending_deletion'),
    ]) {
      await likes.insertLike(db, { liker_id: alexId, liked_id: hidden, created_at: ago(1) });
      await likes.insertLike(db, { liker_id: hidden, liked_id: alexId, created_at: ago(1) });
    }
    assert.deepEqual(await getLikes(alexCookie), before);

    // A member who goes invisible drops out of others' likes, and comes back with visibility.
    const shown = before.liked_by[0]!.id;
    await db.updateTable('profile').set({ visible: 0 }).where('user_id', '=', shown).execute();
    const whileHidden = await getLikes(alexCookie);
    assert.ok(!whileHidden.liked_by.some((l) => l.id === shown));
    assert.ok(!whileHidden.profiles.some((p) => p.id === shown));
    await db.updateTable('profile').set({ visible: 1 }).where('user_id', '=', shown).execute();
    assert.deepEqual(await getLikes(alexCookie), before);
  });
});
