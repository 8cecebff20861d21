// Hostile bodies an outside fuzzer sends (issue 46 §1): each gets a 4xx that says what is wrong
// and changes nothing — never a 500 — and a route that needs a login says so before it says
// anything about its fields.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/http/json-body';
import { unsafeTextPath } from '../../src/http/safe-text';
import { PAYMENT_WEBHOOK_PATH } from '../../src/domains/payments/service';
import { ownMember } from '../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers/test-app';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const codeOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error.code;

it('measures nesting outside strings only, and walks any depth without recursion', () => {
  assert.equal(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH), false);
  assert.equal(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH), true);
  assert.equal(nestsDeeperThan(JSON.stringify({ a: '[[[[[[\\"[[[[' }), 2), false);
  // A value built in memory, deeper than any call stack: the walk still ends, and finds the
  // one bad string at the bottom.
  let deep: unknown = ['\u0000'];
  for (let i = 0; i < 200_000; i += 1) deep = [deep];
  assert.equal(unsafeTextPath(deep)?.length, 200_001);
  assert.deepEqual(unsafeTextPath({ a: ['ok', { b: 'x\u0007' }] }), ['a', '1', 'b']);
  assert.equal(unsafeTextPath({ a: ['ok', { b: 'fine' }] }), null);
});

describeEachDatabase('hostile input', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind, { SANDBOX_WEBHOOK_SECRET: 'a-test-secret-of-some-length' });
    app = t.app;
  });
  after(() => t.close());

  it('20,000 nested arrays to login, sign-up, a member route and the payment webhook: 400, never 500', async () => {
    const member = await ownMember(app, 'nested');
    for (const [method, url, cookie] of [
      ['POST', '/api/user.php', undefined],
      ['POST', '/api/signup.php', undefined],
      ['PUT', '/api/user.php', member.cookie],
      ['POST', PAYMENT_WEBHOOK_PATH, undefined],
      ['POST', '/api/backoffice/login', undefined],
    ] as const)
      for (const depth of [7_000, 20_000]) {
        const response = await app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: nested(depth),
        });
        assert.equal(response.statusCode, 400, `${method} ${url} ${depth}: ${response.body}`);
        assert.equal(codeOf(response), 'validation_failed');
      }
  });

  it('taking back a like or a block of nobody is a 404 and changes nothing; of someone not liked, a no-op', async () => {
    const member = await ownMember(app, 'undo');
    const other = await ownMember(app, 'undone');
    for (const [url, body] of [
      ['/api/like.php', { id: 999_999 }],
      ['/api/block.php', { profile: 999_999 }],
    ] as const) {
      const response = await app.inject({
        method: 'DELETE',
        url,
        headers: { cookie: member.cookie },
        payload: body,
      });
      assert.equal(response.statusCode, 404, `${url}: ${response.body}`);
    }
    const likeBack = await app.inject({
      method: 'DELETE',
      url: '/api/like.php',
      headers: { cookie: member.cookie },
      payload: { id: other.id },
    });
    assert.equal(likeBack.statusCode, 200, likeBack.body);
    const unblock = await app.inject({
      method: 'DELETE',
      url: '/api/block.php',
      headers: { cookie: member.cookie },
      payload: { profile: other.id },
    });
    assert.ok(unblock.statusCode < 300, unblock.body);
  });

  it('a back-office route answers a visitor and a member 401 before it looks at their input', async () => {
    const member = await ownMember(app, 'curious');
    for (const cookie of [undefined, member.cookie]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/backoffice/members',
        headers: cookie ? { cookie } : {},
      });
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(codeOf(response), 'staff_login_required');
      assert.doesNotMatch(response.body, /\bq\b/);
    }
    // A member route likewise tells a visitor to log in, whatever the body.
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/messages.php',
      payload: { nonsense: true },
    });
    assert.equal(visitor.statusCode, 403, visitor.body);
    assert.equal(codeOf(visitor), 'authentication_required');
  });
});
