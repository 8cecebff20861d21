import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { issueToken } from '../../../src/domains/auth/tokens';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { grantCredits, ownMember } from '../../helpers/accounts';
import { openEventStream } from '../../helpers/event-stream';
import { logInAsMember } from '../../helpers/members';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from '../../helpers/test-app';

// Issue 23 §7, RELIABILITY 25: an open event stream belongs to the session that opened it.
// Logging out, a password change or reset and an account deletion close it at once — before,
// it went on delivering message texts to a page whose member had left.

let sequence = 0;
const clientId = () => `sb-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/** Resolves true when the stream ends within `ms`, false when it is still open. */
const endsWithin = (stream: { ended: Promise<void> }, ms = 2000) =>
  Promise.race([stream.ended.then(() => true), sleep(ms).then(() => false)]);

describeEachDatabase('event streams end with their session', (kind) => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp(kind);
    port = await listen(t.app);
  });
  after(() => t.close());

  const inject = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A member with an open stream, and another who can write to them. */
  async function listening(label: string) {
    const member = await ownMember(t.app, label);
    const writer = await ownMember(t.app, `${label}-writer`);
    await grantCredits(t.app, writer.id, 20);
    const stream = await openEventStream(port, member.cookie);
    await stream.next('ready');
    return { member, writer, stream };
  }

  it('logging out ends the stream; what is written afterwards is not delivered', async () => {
    const { member, writer, stream } = await listening('logout');
    const otherTab = await openEventStream(port, member.cookie);
    await otherTab.next('ready');
    assert.equal((await inject('GET', '/api/logout.php', member.cookie)).statusCode, 200);
    assert.equal(await endsWithin(stream), true);
    assert.equal(await endsWithin(otherTab), true, 'every tab of that session');
    const sent = await inject('POST', '/api/messages.php', writer.cookie, {
      profile: member.id,
      text: 'after you left',
      client_id: clientId(),
    });
    assert.equal(sent.statusCode, 200);
    await sleep(100);
    assert.equal(stream.events.filter((event) => event.type === 'message').length, 0);
    await assert.rejects(openEventStream(port, member.cookie), /403/);
  });

  it("logging out in one browser leaves the member's other browsers streaming", async () => {
    const { member, writer, stream } = await listening('two-browsers');
    const laptop = await logInAsMember(t.app, member.id);
    const laptopStream = await openEventStream(port, laptop);
    await laptopStream.next('ready');
    await inject('GET', '/api/logout.php', member.cookie);
    assert.equal(await endsWithin(stream), true);
    await inject('POST', '/api/messages.php', writer.cookie, {
      profile: member.id,
      text: 'still here?',
      client_id: clientId(),
    });
    assert.equal(
      ((await laptopStream.next('message')).data as { message: { text: string } }).message.text,
      'still here?',
    );
    laptopStream.close();
  });

  it("a password change ends every stream of the member, this browser's old session too", async () => {
    const { member, stream } = await listening('password');
    const laptop = await logInAsMember(t.app, member.id);
    const laptopStream = await openEventStream(port, laptop);
    await laptopStream.next('ready');
    const changed = await inject('PUT', '/api/password.php', member.cookie, {
      old_password: DEMO_PASSWORD,
      new_password: 'a brand new password',
    });
    assert.equal(changed.statusCode, 200);
    assert.equal(await endsWithin(stream), true);
    assert.equal(await endsWithin(laptopStream), true);
  });

  it('a password reset ends every stream of the member', async () => {
    const { member, stream } = await listening('reset');
    const token = await issueToken(t.app.db, { userId: member.id, purpose: 'password_reset' });
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/password-reset.php',
      payload: { token, password: 'a brand new password', password_repeat: 'a brand new password' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(await endsWithin(stream), true);
  });

  it('deleting the account ends its streams', async () => {
    const { member, stream } = await listening('deletion');
    const deleted = await inject('DELETE', '/api/account.php', member.cookie, {
      reason: 'found_someone',
      password: DEMO_PASSWORD,
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(await endsWithin(stream), true);
  });

  it('a session that ends unannounced (expired) ends its stream at the next check', async () => {
    const { member, stream } = await listening('expired');
    await t.app.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    // No announcement: the streams' own check finds it (the heartbeat's, asked for here).
    t.app.sessionsEnded(member.id);
    assert.equal(await endsWithin(stream), true);
  });

  it(
    'a logout on one node ends the stream open on another (Redis)',
    { skip: !process.env.TEST_REDIS_URL },
    async () => {
      const redis = { REDIS_URL: process.env.TEST_REDIS_URL! };
      const one = await buildApp(loadConfig({ ...envOf(t), ...redis }));
      const two = await buildApp(loadConfig({ ...envOf(t), ...redis }));
      try {
        const onePort = await listen(one);
        await two.ready();
        const member = await ownMember(one, 'two-nodes');
        const stream = await openEventStream(onePort, member.cookie);
        await stream.next('ready');
        // Redis subscriptions settle asynchronously.
        await sleep(200);
        await two.inject({
          method: 'GET',
          url: '/api/logout.php',
          headers: { cookie: member.cookie },
        });
        assert.equal(await endsWithin(stream), true);
      } finally {
        await one.close();
        await two.close();
      }
    },
  );
});

describeEachDatabase('GET /api/logout.php from another site', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const loggedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json()
      .user !== null;

  it('is refused, GET and HEAD alike, and the member stays logged in', async () => {
    const member = await ownMember(t.app, 'cross-site-logout');
    for (const method of ['GET', 'HEAD'] as const)
      for (const headers of [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
      ]) {
        const response = await t.app.inject({
          method,
          url: '/api/logout.php',
          headers: { cookie: member.cookie, ...headers },
        });
        assert.equal(response.statusCode, 403, `${method} ${JSON.stringify(headers)}`);
      }
    assert.equal(await loggedIn(member.cookie), true);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie: member.cookie, 'sec-fetch-site': 'same-origin' },
    });
    assert.equal(own.statusCode, 200);
    assert.equal(await loggedIn(member.cookie), false);
  });
});
