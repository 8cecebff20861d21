import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import ece from 'http_ece';
import { generate } from 'selfsigned';
import { settingsResponseSchema, type PushPayload } from '@app/shared/contracts';
import { errorCodeOf, grantCredits, ownMember, realMember } from '../../helpers/accounts';
import { openEventStream } from '../../helpers/event-stream';
import { like } from '../../helpers/likes';
import { nameOf } from '../../helpers/members';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import {
  createTestApp,
  describeEachDatabase,
  envOf,
  logIn,
  type TestApp,
} from '../../helpers/test-app';

/**
 * A push service on this machine, as a browser's would be (HTTPS, as web-push requires; its
 * certificate is trusted by this process only): it takes the encrypted push and,
 * holding the browser's private key and auth secret, decrypts it (RFC 8291, aes128gcm).
 * Endpoints under /gone/ answer 410, as a push service does for an unsubscribed browser.
 */
async function localPushService() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: Array<{
    endpoint: string;
    headers: http.IncomingHttpHeaders;
    payload: PushPayload;
  }> = [];
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  https.globalAgent.options.ca = pems.cert;
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      if (request.url!.startsWith('/gone/')) {
        response.writeHead(410).end();
        return;
      }
      const browser = browsers.get(endpoint);
      if (!browser) {
        response.writeHead(404).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      });
      received.push({
        endpoint,
        headers: request.headers,
        payload: JSON.parse(plain.toString('utf8')) as PushPayload,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let made = 0;
  return {
    origin,
    received,
    /** A browser's subscription (PushSubscription.toJSON()) with its own keys. */
    subscription(path = 'push') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/${path}/${(made += 1)}`;
      browsers.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type PushService = Awaited<ReturnType<typeof localPushService>>;

const subscribe = (app: FastifyInstance, cookie: string, subscription: object) =>
  app.inject({
    method: 'POST',
    url: '/api/user.php?push=1',
    headers: { cookie },
    payload: { subscription },
  });

let sequence = 0;
const sendMessage = (app: FastifyInstance, cookie: string, body: object) =>
  app
    .inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie, 'idempotency-key': `push-${(sequence += 1)}` },
      payload: { client_id: `push-test-${Date.now().toString(36)}-${sequence}`, ...body },
    })
    .then((response) => {
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as { message: { id: number; conversation_id: number } };
    });

const subscriptionCount = async (app: FastifyInstance, userId: number) =>
  (
    await app.db
      .selectFrom('push_subscription')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
  ).length;

describeEachDatabase('web push', (kind) => {
  let t: TestApp;
  let service: PushService;
  let port: number;
  before(async () => {
    service = await localPushService();
    t = await createTestApp(kind, { PUSH_SERVICES: service.origin });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await t.close();
    await service.close();
  });

  it('publishes the deployment key in the settings, the same on another node or after a restart', async () => {
    const { settings } = settingsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/settings.php' })).json(),
    );
    assert.match(settings.push_public_key ?? '', /^[A-Za-z0-9_-]{87}$/);
    assert.equal(settings.push_public_key, t.app.push.publicKey);
    // Browsers' subscriptions are bound to the key: another node, or a restart, signs with it.
    const second = await buildApp(loadConfig({ ...envOf(t), PUSH_SERVICES: service.origin }));
    try {
      await second.ready();
      assert.equal(second.push.publicKey, t.app.push.publicKey);
    } finally {
      await second.close();
    }
  });

  it('stores a subscription, refuses other push services and bad keys, and needs a member', async () => {
    const a = await ownMember(t.app, 'push-store');
    assert.equal((await subscribe(t.app, a.cookie, service.subscription())).statusCode, 200);
    assert.equal(await subscriptionCount(t.app, a.id), 1);

    const elsewhere = { ...service.subscription(), endpoint: 'http://10.0.0.1/internal' };
    const refused = await subscribe(t.app, a.cookie, elsewhere);
    assert.equal(refused.statusCode, 422);
    assert.equal(errorCodeOf(refused), 'push_service_not_allowed');
    const badKeys = { ...service.subscription(), keys: { p256dh: 'x', auth: 'y' } };
    assert.equal((await subscribe(t.app, a.cookie, badKeys)).statusCode, 400);
    const visitor = await subscribe(t.app, '', service.subscription());
    assert.equal(visitor.statusCode, 403);
    assert.equal(await subscriptionCount(t.app, a.id), 1);

    // Login keeps its own path and answers as before.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: a.email, password: 'wrong-password' },
    });
    assert.notEqual(login.statusCode, 404);
  });

  it('pushes a new message to a member who is not connected, encrypted for their browser, in their language', async () => {
    const a = await ownMember(t.app, 'push-msg-a');
    const b = await ownMember(t.app, 'push-msg-b');
    await grantCredits(t.app, b.id, 50);
    const subscription = service.subscription();
    assert.equal((await subscribe(t.app, a.cookie, subscription)).statusCode, 200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: a.cookie },
      payload: { language: 'fr' },
    });

    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: b.cookie },
      payload: { language: 'en' },
    });
    const first = await sendMessage(t.app, b.cookie, { profile: a.id, text: '  Bonjour   toi ' });
    await t.app.push.settled();
    const pushes = service.received.filter((push) => push.endpoint === subscription.endpoint);
    assert.equal(pushes.length, 1);
    const [push] = pushes;
    assert.equal(push!.headers['content-encoding'], 'aes128gcm');
    assert.match(
      String(push!.headers.authorization),
      new RegExp(`^vapid t=.+, k=${t.app.push.publicKey}$`),
    );
    assert.ok(Number(push!.headers.ttl) > 0);
    const bName = await nameOf(t.app, b.id);
    assert.deepEqual(
      { ...push!.payload, message: undefined },
      {
        kind: 'message',
        title: `Nouveau message de ${bName}`,
        body: 'Bonjour toi',
        icon: push!.payload.icon,
        tag: `conversation-${first.message.conversation_id}`,
        check_url: `/chats/${first.message.conversation_id}`,
        open_url: `/login?next=${encodeURIComponent(`/chats/${first.message.conversation_id}`)}`,
        // The installed app's badge: one unread message.
        badge_count: 1,
        message: undefined,
      },
    );
    assert.equal(push!.payload.message?.id, first.message.id);
    assert.equal(push!.payload.message?.from_me, false);
    // Written in b's language, whatever a reads in.
    assert.equal(push!.payload.message?.lang, 'en');

    // The sender's own message reaches their other devices through the stream, never as a push.
    const bSubscription = service.subscription();
    await subscribe(t.app, b.cookie, bSubscription);
    await sendMessage(t.app, b.cookie, {
      conversation: first.message.conversation_id,
      text: 'encore',
    });
    await t.app.push.settled();
    assert.equal(service.received.filter((p) => p.endpoint === bSubscription.endpoint).length, 0);
    const toA = service.received.filter((p) => p.endpoint === subscription.endpoint);
    assert.equal(toA.length, 2);
    assert.equal(toA[1]!.payload.badge_count, 2);
  });

  it('pushes likes and matches, not to a member with the site open, and not the kinds switched off', async () => {
    const a = await ownMember(t.app, 'push-like-a');
    const b = await ownMember(t.app, 'push-like-b');
    const c = await ownMember(t.app, 'push-like-c');
    const subscription = service.subscription();
    await subscribe(t.app, a.cookie, subscription);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: a.cookie },
      payload: { language: 'en' },
    });
    const toA = () => service.received.filter((push) => push.endpoint === subscription.endpoint);

    assert.equal((await like(t.app, b.cookie, a.id)).statusCode, 200);
    await t.app.push.settled();
    assert.equal(toA().length, 1);
    assert.equal(toA()[0]!.payload.kind, 'like');
    assert.equal(toA()[0]!.payload.title, `${await nameOf(t.app, b.id)} likes you`);
    // The liker's profile, asking to like them back (spec §3 `lb`).
    assert.equal(toA()[0]!.payload.check_url, `/likes/m/${b.id}?lb=1`);
    assert.equal(toA()[0]!.payload.badge_count, 1);

    // Connected to the event stream: the like arrives live, no notification on top.
    const stream = await openEventStream(port, a.cookie);
    await stream.next('ready');
    assert.equal((await like(t.app, c.cookie, a.id)).statusCode, 200);
    await stream.next('like');
    await t.app.push.settled();
    assert.equal(toA().length, 1);
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 50));

    // a likes b back: b hears of the match once (not of a like and then a match).
    const bSubscription = service.subscription();
    await subscribe(t.app, b.cookie, bSubscription);
    assert.equal((await like(t.app, a.cookie, b.id)).statusCode, 200);
    await t.app.push.settled();
    const toB = service.received.filter((push) => push.endpoint === bSubscription.endpoint);
    assert.equal(toB.length, 1);
    assert.equal(toB[0]!.payload.kind, 'match');
    assert.equal(toB[0]!.payload.check_url, `/members/${a.id}`);

    // Likes switched off: nothing, for likes or matches.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: a.cookie },
      payload: { disabled: ['like'] },
    });
    assert.equal(off.statusCode, 200, off.body);
    const before = toA().length;
    assert.equal((await like(t.app, c.cookie, a.id, 'DELETE')).statusCode, 200);
    assert.equal((await like(t.app, c.cookie, a.id)).statusCode, 200);
    await t.app.push.settled();
    assert.equal(toA().length, before);
  });

  it('pushes a message request to its recipient, counts it on the badge until decided, and not when new conversations are off', async () => {
    // Two people, not the site's operated profiles: a first message between them is a request.
    const writer = await realMember(t.app, 'push-req-writer');
    const recipient = await realMember(t.app, 'push-req-recipient');
    await grantCredits(t.app, writer.id, 50);
    const subscription = service.subscription();
    await subscribe(t.app, recipient.cookie, subscription);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: recipient.cookie },
      payload: { language: 'fr' },
    });
    const toRecipient = () =>
      service.received.filter((push) => push.endpoint === subscription.endpoint);
    const waiting = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/message-request-count.php',
          headers: { cookie: recipient.cookie },
        })
      ).json() as { waiting: number };
    assert.deepEqual(await waiting(), { waiting: 0 });

    const first = await sendMessage(t.app, writer.cookie, { profile: recipient.id, text: 'Salut' });
    await t.app.push.settled();
    assert.equal(toRecipient().length, 1);
    const { payload } = toRecipient()[0]!;
    assert.deepEqual(payload, {
      kind: 'message_request',
      title: `${await nameOf(t.app, writer.id)} aimerait discuter avec vous`,
      body: 'Lisez son message, puis acceptez, refusez ou répondez simplement.',
      icon: payload.icon,
      tag: `request-${first.message.conversation_id}`,
      check_url: '/chats?tab=requests',
      open_url: `/login?next=${encodeURIComponent('/chats?tab=requests')}`,
      // The request is an unread message on the installed app's icon.
      badge_count: 1,
    });
    assert.deepEqual(await waiting(), { waiting: 1 });
    // Only the recipient counts it; the writer waits for an answer, they have nothing to read.
    const writerCount = await t.app.inject({
      method: 'GET',
      url: '/api/message-request-count.php',
      headers: { cookie: writer.cookie },
    });
    assert.deepEqual(writerCount.json(), { waiting: 0 });
    // A visitor has no count: they are asked to log in.
    const visitor = await t.app.inject({ method: 'GET', url: '/api/message-request-count.php' });
    assert.equal(visitor.statusCode, 403);
    assert.equal(errorCodeOf(visitor), 'authentication_required');

    const declined = await t.app.inject({
      method: 'PUT',
      url: '/api/message-requests.php',
      headers: { cookie: recipient.cookie },
      payload: { conversation: first.message.conversation_id, decision: 'decline' },
    });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.deepEqual(await waiting(), { waiting: 0 });
    // Deciding is not news to the one who decided: no push.
    await t.app.push.settled();
    assert.equal(toRecipient().length, 1);

    // New conversations switched off: a request is one, and is not pushed.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: recipient.cookie },
      payload: { disabled: ['new_conversations'] },
    });
    assert.equal(off.statusCode, 200, off.body);
    const other = await realMember(t.app, 'push-req-other');
    await grantCredits(t.app, other.id, 50);
    await sendMessage(t.app, other.cookie, { profile: recipient.id, text: 'Coucou' });
    await t.app.push.settled();
    assert.equal(toRecipient().length, 1);
    assert.deepEqual(await waiting(), { waiting: 1 });
  });

  it('removes a subscription the push service calls gone, and one the member turns off', async () => {
    const a = await ownMember(t.app, 'push-gone-a');
    const b = await ownMember(t.app, 'push-gone-b');
    await subscribe(t.app, a.cookie, service.subscription('gone'));
    const kept = service.subscription();
    await subscribe(t.app, a.cookie, kept);
    assert.equal(await subscriptionCount(t.app, a.id), 2);
    await like(t.app, b.cookie, a.id);
    await t.app.push.settled();
    assert.equal(await subscriptionCount(t.app, a.id), 1);
    assert.equal(service.received.filter((push) => push.endpoint === kept.endpoint).length, 1);

    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php?push=1',
      headers: { cookie: a.cookie },
      payload: { endpoint: kept.endpoint },
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(await subscriptionCount(t.app, a.id), 0);
    await like(t.app, b.cookie, a.id, 'DELETE');
    await like(t.app, b.cookie, a.id);
    await t.app.push.settled();
    assert.equal(service.received.filter((push) => push.endpoint === kept.endpoint).length, 1);
  });

  it("ends a browser's subscription with the session that stored it: logout, expiry, the next login", async () => {
    const a = await ownMember(t.app, 'push-session-a');
    const b = await ownMember(t.app, 'push-session-b');
    const subscription = service.subscription();
    const toA = () => service.received.filter((push) => push.endpoint === subscription.endpoint);
    await subscribe(t.app, a.cookie, subscription);
    assert.equal(await subscriptionCount(t.app, a.id), 1);

    // Logged out (here or by the session ending server-side): the browser hears nothing more.
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie: a.cookie },
    });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(await subscriptionCount(t.app, a.id), 0);
    await like(t.app, b.cookie, a.id);
    await t.app.push.settled();
    assert.equal(toA().length, 0);

    // The next login stores the browser's subscription again, with its new session.
    const cookie = await logIn(t.app, a.email);
    assert.equal((await subscribe(t.app, cookie, subscription)).statusCode, 200);
    await like(t.app, b.cookie, a.id, 'DELETE');
    await like(t.app, b.cookie, a.id);
    await t.app.push.settled();
    assert.equal(toA().length, 1);

    // A session that ran out sends nothing either, though nobody logged out.
    await t.app.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', a.id)
      .execute();
    await like(t.app, b.cookie, a.id, 'DELETE');
    await like(t.app, b.cookie, a.id);
    await t.app.push.settled();
    assert.equal(toA().length, 1);
  });

  it('pushes to a member who subscribes after news arrived while they had no subscription', async () => {
    const a = await ownMember(t.app, 'push-late-a');
    const b = await ownMember(t.app, 'push-late-b');
    const c = await ownMember(t.app, 'push-late-c');
    // A like while a has no subscription: nothing to send (and a is remembered as such).
    await like(t.app, b.cookie, a.id);
    await t.app.push.settled();
    const subscription = service.subscription();
    await subscribe(t.app, a.cookie, subscription);
    await like(t.app, c.cookie, a.id);
    await t.app.push.settled();
    const pushes = service.received.filter((push) => push.endpoint === subscription.endpoint);
    // Only the news after subscribing.
    assert.equal(pushes.length, 1);
    assert.equal(pushes[0]!.payload.tag, `like-${c.id}`);
  });

  it(
    'knows a member connected to another node (Redis): no push while the stream is open there',
    { skip: kind !== 'postgres' || !process.env.TEST_REDIS_URL },
    async () => {
      const redis = { REDIS_URL: process.env.TEST_REDIS_URL!, PUSH_SERVICES: service.origin };
      const one = await buildApp(loadConfig({ ...envOf(t), ...redis }));
      const two = await buildApp(loadConfig({ ...envOf(t), ...redis }));
      try {
        await one.listen({ host: '127.0.0.1', port: 0 });
        await two.ready();
        const a = await ownMember(one, 'push-nodes-a');
        const b = await ownMember(one, 'push-nodes-b');
        const c = await ownMember(one, 'push-nodes-c');
        const subscription = service.subscription();
        await subscribe(two, a.cookie, subscription);
        const toA = () =>
          service.received.filter((push) => push.endpoint === subscription.endpoint);

        const stream = await openEventStream((one.server.address() as AddressInfo).port, a.cookie);
        await stream.next('ready');
        assert.equal((await like(two, b.cookie, a.id)).statusCode, 200);
        await stream.next('like');
        await two.push.settled();
        assert.equal(toA().length, 0);

        stream.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
        assert.equal((await like(two, c.cookie, a.id)).statusCode, 200);
        await two.push.settled();
        assert.equal(toA().length, 1);
      } finally {
        await one.close();
        await two.close();
      }
    },
  );
});
