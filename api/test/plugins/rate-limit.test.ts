import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiErrorSchema } from '@app/shared/contracts';
import { Redis } from 'ioredis';
import { RATE_LIMITS } from '../../src/plugins/rate-limit';
import { ALEX_ACCOUNT, DEMO_ACCOUNT, DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { ownMember } from '../helpers/accounts';
import { logInAsMember, untouchedMembers } from '../helpers/members';
import { createTestApp, logIn, type TestApp } from '../helpers/test-app';

/** Like TEST_DATABASE_URL: the multi-node test runs where a Redis is given (CI gives one). */
const REDIS_URL = process.env.TEST_REDIS_URL;

/** Sends `count` requests one after another and returns their status codes. */
async function statuses(send: () => Promise<{ statusCode: number }>, count: number) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await send()).statusCode);
  return codes;
}

describe('scraping limits: search, profiles and photos', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp('sqlite');
  });
  after(() => t.close());

  it('holds one member back after a person’s pace of search pages, not the others', async () => {
    const demo = await logIn(t.app);
    const alex = await logIn(t.app, ALEX_ACCOUNT.email, DEMO_PASSWORD);
    const search = (cookie: string) => () =>
      t.app.inject({ method: 'GET', url: '/api/members.php', headers: { cookie } });
    const codes = await statuses(search(demo), RATE_LIMITS.search.member + 1);
    assert.ok(codes.slice(0, -1).every((code) => code === 200));
    const held = await search(demo)();
    assert.equal(held.statusCode, 429);
    const { error } = apiErrorSchema.parse(held.json());
    assert.equal(error.code, 'too_many_requests');
    assert.equal(error.params?.minutes, 1);
    assert.equal((await search(alex)()).statusCode, 200, 'another member is not held back');
  });

  it('counts profile reads per address across members', async () => {
    const ids = await untouchedMembers(t.app, 4);
    const cookies = await Promise.all(ids.slice(0, 3).map((id) => logInAsMember(t.app, id)));
    let n = 0;
    const read = (remoteAddress: string) => () =>
      t.app.inject({
        method: 'GET',
        url: `/api/member.php?id=${ids[3]}`,
        remoteAddress,
        // Three members take turns, so that none of them reaches the per-member limit.
        headers: { cookie: cookies[n++ % cookies.length]! },
      });
    const codes = await statuses(read('127.0.6.1'), RATE_LIMITS.profile.address);
    assert.ok(codes.every((code) => code === 200));
    assert.equal((await read('127.0.6.1')()).statusCode, 429);
    assert.equal((await read('127.0.6.2')()).statusCode, 200, 'other addresses go on');
  });

  it('limits photo downloads per address', async () => {
    const { filename } = await t.app.db
      .selectFrom('profile_image')
      .select('filename')
      .executeTakeFirstOrThrow();
    const url = `/uploads/${filename}`;
    const get = () => t.app.inject({ method: 'GET', url, remoteAddress: '127.0.7.1' });
    assert.equal((await get()).statusCode, 200);
    await statuses(get, RATE_LIMITS.photos.address - 1);
    assert.equal((await get()).statusCode, 429);
  });

  it('limits photo downloads per member too, over any number of addresses', async () => {
    const { filename } = await t.app.db
      .selectFrom('profile_image')
      .select('filename')
      .executeTakeFirstOrThrow();
    const member = await ownMember(t.app, 'photo-scraper');
    let address = 0;
    // A new address for every read: only the member's count can hold them back.
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: `/uploads/${filename}`,
        headers: { cookie: member.cookie },
        remoteAddress: `10.77.${address >> 8}.${address++ & 255}`,
      });
    const allowed = await statuses(get, RATE_LIMITS.photos.member);
    assert.deepEqual(new Set(allowed), new Set([200]));
    assert.equal((await get()).statusCode, 429);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/uploads/${filename}`,
      remoteAddress: '10.78.0.1',
    });
    assert.equal(stranger.statusCode, 200, 'a visitor from elsewhere goes on');
  });
});

describe(
  'limits shared by every node through Redis',
  { skip: !REDIS_URL && 'needs TEST_REDIS_URL' },
  () => {
    const nodes: TestApp[] = [];
    before(async () => {
      // Counters left by an earlier run would hold this one back.
      const redis = new Redis(REDIS_URL!);
      const keys = await redis.keys('amora-rate-*');
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      nodes.push(await createTestApp('sqlite', { REDIS_URL: REDIS_URL! }));
      nodes.push(await createTestApp('sqlite', { REDIS_URL: REDIS_URL! }));
    });
    after(() => Promise.all(nodes.map((node) => node.close())));

    it('a client spreading its requests over two nodes is counted once', async () => {
      const address = '127.0.8.1';
      const login = (node: TestApp) =>
        node.app.inject({
          method: 'POST',
          url: '/api/user.php',
          payload: { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD },
          remoteAddress: address,
        });
      const half = RATE_LIMITS.login.max / 2;
      const codes = [
        ...(await statuses(() => login(nodes[0]!), half)),
        ...(await statuses(() => login(nodes[1]!), half)),
      ];
      assert.ok(codes.every((code) => code === 200));
      assert.equal((await login(nodes[0]!)).statusCode, 429);
      assert.equal((await login(nodes[1]!)).statusCode, 429);
    });
  },
);
