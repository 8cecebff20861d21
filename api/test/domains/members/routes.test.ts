import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  MEMBERS_DEFAULT_LIMIT,
  apiErrorSchema,
  memberResponseSchema,
  membersResponseSchema,
  regionsResponseSchema,
  searchStartResponseSchema,
  type MemberCard,
} from '@app/shared/contracts';
import { ALEX_ACCOUNT, DEMO_ACCOUNT } from '../../../src/seed/demo-accounts';
import { siteWithSettings } from '../../helpers/open-site';
import { describeEachDatabase, logIn, type TestApp, createTestApp } from '../../helpers/test-app';

describeEachDatabase('members: /api/members.php and /api/member.php', (kind) => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp(kind);
    cookie = await logIn(t.app);
  });
  after(() => t.close());

  const search = async (query: string, headers: Record<string, string> = { cookie }) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/members.php${query}`,
      headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    return membersResponseSchema.parse(response.json());
  };
  /** Every result for a query, following the cursors. */
  const searchAll = async (query: string) => {
    const results: MemberCard[] = [];
    let page = await search(`${query}&limit=50`);
    const numResults = page.num_results;
    results.push(...page.results);
    while (page.next_cursor !== null) {
      page = await search(`${query}&limit=50&cursor=${page.next_cursor}`);
      results.push(...page.results);
    }
    return { results, numResults };
  };
  const userId = async (email: string) =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('is for members only on a site without logged-out search', async () => {
    for (const url of ['/api/members.php', '/api/member.php?id=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 403, url);
      assert.equal(apiErrorSchema.parse(response.json()).error.code, 'authentication_required');
    }
  });

  it('lets visitors search where the site allows logged-out search', async () => {
    await siteWithSettings(t.app, 'open.test', { logged_out_search: 'yes' });
    const page = await search('?limit=5', { host: 'open.test' });
    assert.equal(page.results.length, 5);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/member.php?id=${page.results[0]!.id}`,
      headers: { host: 'open.test' },
    });
    assert.equal(profile.statusCode, 200);
  });

  it('lets visitors with a traffic source search where logged_out_search_trafficsource allows it', async () => {
    await siteWithSettings(t.app, 'partners.test', {
      logged_out_search: 'no',
      logged_out_search_trafficsource: 'yes',
    });
    const asVisitor = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/members.php?limit=3',
        headers: { host: 'partners.test', ...(cookie ? { cookie } : {}) },
      });
    assert.equal((await asVisitor()).statusCode, 403);
    // A cookie the browser set itself unlocked it before: no longer.
    assert.equal((await asVisitor('traffic_source=1')).statusCode, 403);
    // The source is what the server saw on the page the visitor landed on, signed by it.
    const landed = await t.app.inject({
      method: 'GET',
      url: '/?aff_sub=summer&network=partner',
      headers: { host: 'partners.test' },
    });
    const source = landed.cookies.find((cookie) => cookie.name === 'traffic_source');
    assert.ok(source, 'the landing page records the traffic source');
    assert.equal(source.httpOnly, true);
    const allowed = await asVisitor(`traffic_source=${source.value}`);
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.equal(membersResponseSchema.parse(allowed.json()).results.length, 3);
    const [body, signature] = source.value.split('.');
    const forged = Buffer.from(JSON.stringify({ network: 'me' })).toString('base64url');
    assert.equal((await asVisitor(`traffic_source=${forged}.${signature}`)).statusCode, 403);
    assert.equal(
      (
        await asVisitor(
          `traffic_source=${body}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`,
        )
      ).statusCode,
      403,
    );
  });

  it('pages with a cursor: default size, no overlap, newest activity first', async () => {
    const first = await search('?');
    assert.equal(first.results.length, MEMBERS_DEFAULT_LIMIT);
    assert.ok(first.next_cursor);
    assert.ok(first.num_results! > MEMBERS_DEFAULT_LIMIT);
    const second = await search(`?cursor=${first.next_cursor}`);
    assert.equal(second.results.length, MEMBERS_DEFAULT_LIMIT);
    const firstIds = new Set(first.results.map((m) => m.id));
    assert.ok(
      second.results.every((m) => !firstIds.has(m.id)),
      'pages overlap',
    );
    // The order is by the exact activity time, which the server keeps to itself.
    const shown = [...first.results, ...second.results];
    const exact = new Map(
      (
        await t.app.db
          .selectFrom('profile')
          .select(['user_id', 'last_active'])
          .where(
            'user_id',
            'in',
            shown.map((m) => m.id),
          )
          .execute()
      ).map((row) => [row.user_id, row.last_active]),
    );
    const order = shown.map((m) => [exact.get(m.id)!, m.id] as const);
    for (let i = 1; i < order.length; i++) {
      const [prev, cur] = [order[i - 1]!, order[i]!];
      assert.ok(
        prev[0] > cur[0] || (prev[0] === cur[0] && prev[1] > cur[1]),
        `order broken at ${i}`,
      );
    }
    // Counted once, with the first page.
    assert.equal(second.num_results, null);
  });

  it('never tells when a member was last around: a coarse word on cards and profiles, an opaque cursor', async () => {
    const page = await search('?limit=20');
    for (const card of page.results)
      assert.ok(
        ['today', 'week', 'month', 'long_ago'].includes(card.last_active),
        card.last_active,
      );
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/member.php?id=${page.results[0]!.id}`,
      headers: { cookie },
    });
    assert.doesNotMatch(profile.body, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    assert.doesNotMatch(JSON.stringify(page.results), /\d{4}-\d{2}-\d{2}T/);
    // The cursor names the last card's position in the order; it must not be readable.
    const cursor = Buffer.from(page.next_cursor!, 'base64url').toString('latin1');
    assert.doesNotMatch(cursor, /\d{4}-\d{2}-\d{2}/);
  });

  it('lists every listed member once and never the caller, invisible or leaving members', async () => {
    const { results, numResults } = await searchAll('?');
    const ids = results.map((m) => m.id);
    assert.equal(new Set(ids).size, ids.length, 'a member appears twice');
    assert.equal(numResults, ids.length);
    assert.ok(!ids.includes(await userId(DEMO_ACCOUNT.email)), 'the caller is listed');
    assert.ok(ids.includes(await userId(ALEX_ACCOUNT.email)));

    const hidden = await t.app.db
      .selectFrom('profile')
      .innerJoin('app_user', 'app_user.id', 'profile.user_id')
      .select('profile.user_id')
      .where((eb) =>
        eb.or([
          eb('profile.visible', '=', 0),
          eb('profile.status', '<>', 'active'),
          eb('app_user.status', '=', 'pending_deletion'),
        ]),
      )
      .execute();
    assert.ok(hidden.length > 0, 'the seed has invisible and leaving members');
    const listed = new Set(ids);
    assert.ok(hidden.every((h) => !listed.has(h.user_id)));
    const total = await t.app.db
      .selectFrom('profile')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(ids.length, Number(total.n) - hidden.length - 1);
  });

  it('applies gender, country and age filters to every result', async () => {
    const { results, numResults } = await searchAll(
      '?gender=female&country=NL&min_age=25&max_age=45',
    );
    assert.ok(results.length > 0);
    assert.equal(numResults, results.length);
    for (const m of results) {
      assert.equal(m.gender, 'female');
      assert.equal(m.country, 'NL');
      assert.ok(m.age >= 25 && m.age <= 45, `${m.name} is ${m.age}`);
    }
    // Same filters, one age at a time, add up to the range.
    const exact = await search('?gender=female&country=NL&min_age=30&max_age=30&limit=50');
    assert.ok(exact.results.every((m) => m.age === 30));
  });

  it('filters by region', async () => {
    const regions = regionsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/regions.php?country=NL' })).json(),
    );
    const noordHolland = regions.regions.find((r) => r.name === 'Noord-Holland')!;
    const { results } = await searchAll(`?country=NL&region=${noordHolland.id}`);
    assert.ok(results.length > 0);
    assert.ok(results.every((m) => m.region === 'Noord-Holland'));
  });

  it('treats empty parameters as "any"', async () => {
    const page = await search('?gender=&country=&region=&min_age=&max_age=&cursor=&limit=');
    assert.equal(page.results.length, MEMBERS_DEFAULT_LIMIT);
  });

  it('starts a first search where a screenful of members is, saying what it widened (issue 25 §1)', async () => {
    const start = async (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/search-start.php', headers });
    const answer = await start({ cookie });
    assert.equal(answer.statusCode, 200, answer.body);
    const { filters, widened } = searchStartResponseSchema.parse(answer.json());
    const query = new URLSearchParams(
      Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const first = await search(`?${query}`);
    assert.ok(first.num_results! >= MEMBERS_DEFAULT_LIMIT, `${first.num_results} at ${query}`);
    // The demo member's own region and age band hold fewer than a screenful: it was widened, and
    // each step it names is one the filters show.
    assert.ok(widened.length > 0);
    if (widened.includes('region')) assert.equal(filters.region, undefined);
    if (widened.includes('country')) assert.equal(filters.country, undefined);
    // What the member seeks is kept: the demo member looks for women.
    assert.equal(filters.gender, 'female');
    assert.equal((await start({})).statusCode, 403);
  });

  it('rejects invalid queries with 400: the ages by the code the search form shows, the rest validation_failed', async () => {
    const ageCodes: Record<string, string> = {
      '?min_age=17': 'age_bounds',
      '?max_age=100': 'age_bounds',
      '?min_age=40&max_age=30': 'age_order',
    };
    for (const query of [
      ...Object.keys(ageCodes),
      '?gender=other',
      '?country=nl',
      '?country=NLD',
      '?region=abc',
      '?limit=0',
      '?limit=51',
      '?cursor=not-a-cursor',
      `?cursor=${Buffer.from(JSON.stringify(['yesterday', 1])).toString('base64url')}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/members.php${query}`,
        headers: { cookie },
      });
      assert.equal(response.statusCode, 400, query);
      assert.equal(
        apiErrorSchema.parse(response.json()).error.code,
        ageCodes[query] ?? 'validation_failed',
        query,
      );
    }
  });

  it('shows a member profile', async () => {
    const alexId = await userId(ALEX_ACCOUNT.email);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/member.php?id=${alexId}`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    const { profile } = memberResponseSchema.parse(response.json());
    assert.equal(profile.id, alexId);
    assert.equal(profile.name, 'Alex');
    assert.equal(profile.gender, 'female');
    assert.equal(profile.country, 'BE');
    assert.equal(profile.region, 'Antwerpen');
    assert.deepEqual(profile.interests, ['music', 'travel', 'cooking']);
    // The demo member is a free member: Alex's second photo is a premium teaser (spec §6).
    assert.equal(profile.images.length, 1);
    assert.equal(profile.gated_images, 1);
    assert.deepEqual(profile.main_image, profile.images[0]);
    assert.equal(profile.online, true);
  });

  it('answers 404 for unknown and hidden members, 400 for a bad id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/member.php?id=999999',
      headers: { cookie },
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(apiErrorSchema.parse(unknown.json()).error.code, 'not_found');

    const invisible = await t.app.db
      .selectFrom('profile')
      .select('user_id')
      .where('visible', '=', 0)
      .executeTakeFirstOrThrow();
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/member.php?id=${invisible.user_id}`,
      headers: { cookie },
    });
    assert.equal(hidden.statusCode, 404);

    for (const query of ['', '?id=abc', '?id=-1']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/member.php${query}`,
        headers: { cookie },
      });
      assert.equal(bad.statusCode, 400, query);
    }
  });
});
