import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sendMessageResponseSchema } from '@app/shared/contracts';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { grantCredits, ownMember } from '../../helpers/accounts';
import { openEventStream } from '../../helpers/event-stream';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from '../../helpers/test-app';

let sequence = 0;
const clientId = () => `ev-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

const send = (app: FastifyInstance, cookie: string, body: object) =>
  app
    .inject({ method: 'POST', url: '/api/messages.php', headers: { cookie }, payload: body })
    .then((r) => {
      assert.equal(r.statusCode, 200, r.body);
      return sendMessageResponseSchema.parse(r.json()).message;
    });

describeEachDatabase('event stream', (kind) => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp(kind);
    port = await listen(t.app);
  });
  after(() => t.close());

  it('delivers a message, its read receipt and typing to the other member live', async () => {
    const a = await ownMember(t.app, 'ev-a');
    const b = await ownMember(t.app, 'ev-b');
    await grantCredits(t.app, b.id, 20);
    const stream = await openEventStream(port, a.cookie);
    await stream.next('ready');
    const message = await send(t.app, b.cookie, {
      profile: a.id,
      text: 'live',
      client_id: clientId(),
    });
    const event = await stream.next('message');
    // The message itself, as the recipient sees it: the client adds it without asking again.
    assert.deepEqual(event.data, {
      conversation_id: message.conversation_id,
      message_id: message.id,
      message: { ...message, from_me: false, client_id: null },
    });
    assert.ok(Number(event.id) > 0);

    const bStream = await openEventStream(port, b.cookie);
    await bStream.next('ready');
    await t.app.inject({
      method: 'POST',
      url: '/api/typing.php',
      headers: { cookie: a.cookie },
      payload: { conversation: message.conversation_id },
    });
    const typing = await bStream.next('typing');
    assert.equal(typing.id, null, 'typing is not numbered: it is never replayed');
    assert.deepEqual(typing.data, { conversation_id: message.conversation_id, member_id: a.id });
    await t.app.inject({
      method: 'PUT',
      url: '/api/chat.php',
      headers: { cookie: a.cookie },
      payload: { conversation: message.conversation_id, read_up_to: message.id },
    });
    const receipt = await bStream.next('read');
    assert.deepEqual(receipt.data, {
      conversation_id: message.conversation_id,
      read_up_to: message.id,
      by_me: false,
    });
    stream.close();
    bStream.close();
  });

  it('resumes after Last-Event-ID with nothing lost and nothing repeated', async () => {
    const a = await ownMember(t.app, 'resume-a');
    const b = await ownMember(t.app, 'resume-b');
    await grantCredits(t.app, b.id, 20);
    const first = await openEventStream(port, a.cookie);
    await first.next('ready');
    const opened = await send(t.app, b.cookie, {
      profile: a.id,
      text: 'one',
      client_id: clientId(),
    });
    const seen = await first.next('message');
    first.close();
    await sleep(50);
    const missed = [];
    for (const text of ['two', 'three', 'four'])
      missed.push(
        await send(t.app, b.cookie, {
          conversation: opened.conversation_id,
          text,
          client_id: clientId(),
        }),
      );
    const second = await openEventStream(port, a.cookie, Number(seen.id));
    const replayed = [
      await second.next('message'),
      await second.next('message'),
      await second.next('message'),
    ];
    assert.deepEqual(
      replayed.map((event) => (event.data as { message_id: number }).message_id),
      missed.map((message) => message.id),
    );
    await sleep(200);
    assert.equal(second.events.filter((event) => event.type === 'message').length, 3, 'no repeats');
    second.close();
  });

  it('resumes across a restart of the API', async () => {
    const node = await createTestApp(kind);
    let restarted: FastifyInstance | undefined;
    try {
      const nodePort = await listen(node.app);
      const a = await ownMember(node.app, 'restart-a');
      const b = await ownMember(node.app, 'restart-b');
      await grantCredits(node.app, b.id, 20);
      const stream = await openEventStream(nodePort, a.cookie);
      await stream.next('ready');
      const opened = await send(node.app, b.cookie, {
        profile: a.id,
        text: 'before',
        client_id: clientId(),
      });
      const seen = await stream.next('message');
      stream.close();
      await node.app.close();

      restarted = await buildApp(loadConfig({ ...envOf(node), PORT: '0' }));
      const again = await listen(restarted);
      const after = await send(restarted, b.cookie, {
        conversation: opened.conversation_id,
        text: 'after',
        client_id: clientId(),
      });
      const resumed = await openEventStream(again, a.cookie, Number(seen.id));
      const event = await resumed.next('message');
      assert.equal((event.data as { message_id: number }).message_id, after.id);
      resumed.close();
    } finally {
      await restarted?.close();
      await node.close();
    }
  });

  it(
    'reaches a stream held by another API node through Redis',
    { skip: kind !== 'postgres' || !process.env.TEST_REDIS_URL },
    async () => {
      const one = await createTestApp(kind, { REDIS_URL: process.env.TEST_REDIS_URL! });
      let two: FastifyInstance | undefined;
      try {
        two = await buildApp(loadConfig({ ...envOf(one), REDIS_URL: process.env.TEST_REDIS_URL! }));
        const twoPort = await listen(two);
        const a = await ownMember(one.app, 'node-a');
        const b = await ownMember(one.app, 'node-b');
        await grantCredits(one.app, b.id, 20);
        const stream = await openEventStream(twoPort, a.cookie);
        await stream.next('ready');
        const message = await send(one.app, b.cookie, {
          profile: a.id,
          text: 'across',
          client_id: clientId(),
        });
        const event = await stream.next('message');
        assert.equal((event.data as { message_id: number }).message_id, message.id);
        stream.close();
      } finally {
        await two?.close();
        await one.close();
      }
    },
  );
});

/** The environment a test app was built from, for a second node on the same database. */
