import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
const CONNECT_TIMEOUT_MS = 5000;
import { ledgerSum } from '../../src/domains/credits/repository';
const UNAVAILABLE_RETRY_AFTER_S = 5;
import { balanceOf, grantCredits, ownMember } from '../helpers/accounts';
import { openEventStream, type StreamEvent } from '../helpers/event-stream';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../helpers/own-postgres';
import { createTestApp, envOf, type TestApp } from '../helpers/test-app';

// RELIABILITY 33 (issue 45 §1): a node never exits because PostgreSQL went away — a fast or an
// immediate restart, every connection terminated — it answers 503 with Retry-After meanwhile,
// says `unavailable` on /readyz, serves again without a restart, and nothing acknowledged is
// lost or doubled. Before, both nodes exited within a second: the pool had no 'error' listener.
// The test runs its own PostgreSQL server (the machine's binaries), which it may restart.

const BINARIES = postgresBinaries();
const REDIS_URL = process.env.TEST_REDIS_URL;
/** Messages sent after the database came back, so the burst goes on across the disruption. */
const AFTER_DISRUPTION = 12;
const SENDERS = 4;
/** How long a client keeps trying one message (its idempotency key makes each try the same). */
const GIVE_UP_MS = 30_000;

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

async function readiness(node: FastifyInstance) {
  const response = await node.inject({ method: 'GET', url: '/readyz' });
  return { statusCode: response.statusCode, body: response.json() as { status: string } };
}

async function untilReady(node: FastifyInstance, withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { body } = await readiness(node);
    if (body.status === 'ready') return;
    if (Date.now() > deadline) assert.fail(`still ${JSON.stringify(body)} after ${withinMs} ms`);
    await sleep(100);
  }
}

/**
 * A member's event stream as a browser keeps it: reopened from the last id it read whenever it
 * closes or is refused (503 while the database is away), until stopped.
 */
function followStream(port: number, cookie: string) {
  const events: StreamEvent[] = [];
  let lastId: number | undefined;
  let stopped = false;
  let current: { close(): void } | null = null;
  let opened!: () => void;
  const first = new Promise<void>((resolve) => (opened = resolve));
  const loop = (async () => {
    while (!stopped) {
      let stream;
      try {
        stream = await openEventStream(port, cookie, lastId);
      } catch {
        await sleep(200);
        continue;
      }
      current = stream;
      const ready = await stream.next('ready').catch(() => null);
      if (ready?.id && lastId === undefined) lastId = Number(ready.id);
      opened();
      let read = 0;
      const harvest = () => {
        for (const event of stream.events.slice(read)) {
          if (event.type === 'message') events.push(event);
          if (event.id !== null && event.type !== 'ready') lastId = Number(event.id);
        }
        read = stream.events.length;
      };
      while (!stopped) {
        const ended = await Promise.race([stream.ended.then(() => true), sleep(50)]);
        harvest();
        if (ended) break;
      }
      stream.close();
    }
  })();
  return {
    events,
    opened: first,
    async stop() {
      stopped = true;
      current?.close();
      await loop;
    },
  };
}

// Two nodes share wake-ups through Redis, as in production (without it, a message sent through
// node B reaches a page open on node A only with node A's next wake-up).
const SKIP = !BINARIES ? 'needs PostgreSQL binaries' : !REDIS_URL && 'needs TEST_REDIS_URL';

describe('two nodes whose PostgreSQL goes away', { skip: SKIP }, () => {
  let server: OwnPostgres;
  let seeded: TestApp;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let portA: number;
  before(async () => {
    server = await startOwnPostgres(BINARIES!);
    const shared = { DATABASE_URL: server.url, REDIS_URL: REDIS_URL! };
    seeded = await createTestApp('sqlite', shared);
    nodeA = seeded.app;
    portA = await listen(nodeA);
    nodeB = await buildApp(loadConfig({ ...envOf(seeded), ...shared }));
    await listen(nodeB);
  });
  after(async () => {
    await nodeB?.close();
    await seeded?.close();
    await server?.remove();
  });

  it('answer 503 with Retry-After at once while it is stopped, say unavailable, and serve again when it is back', async () => {
    const member = await ownMember(nodeA, 'db-away');
    // The member's conversations: the session and the list are read from the database.
    const chats = (node: FastifyInstance) =>
      node.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: member.cookie } });
    // Both pools hold idle connections: the ones a stop breaks under them.
    for (const node of [nodeA, nodeB]) assert.equal((await chats(node)).statusCode, 200);

    await server.stop('fast');
    // Let the broken idle connections be noticed (each an 'error' on the pool).
    await sleep(200);
    for (const node of [nodeA, nodeB]) {
      const started = Date.now();
      const answer = await chats(node);
      assert.equal(answer.statusCode, 503, answer.body);
      assert.equal(answer.headers['retry-after'], String(UNAVAILABLE_RETRY_AFTER_S));
      assert.equal(answer.json().error.code, 'service_unavailable');
      assert.ok(Date.now() - started < CONNECT_TIMEOUT_MS + 1_000, 'answered within the bound');
      const ready = await readiness(node);
      assert.equal(ready.statusCode, 503);
      assert.equal(ready.body.status, 'unavailable');
      assert.ok((ready.body as { failing?: { database?: string } }).failing?.database);
      // The process serves what needs no database.
      assert.equal((await node.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    }

    await server.start();
    for (const node of [nodeA, nodeB]) {
      await untilReady(node);
      assert.equal((await chats(node)).statusCode, 200);
    }
  });

  for (const disruption of ['restart fast', 'restart immediate', 'terminate every connection'])
    it(
      `lose and double nothing of a paid burst across a ${disruption}`,
      { timeout: 120_000 },
      async () => {
        const sender = await ownMember(nodeA, 'burst-sender');
        const recipient = await ownMember(nodeA, 'burst-recipient');
        await nodeA.db
          .updateTable('app_user')
          .set({ paid_user: 1 })
          .where('id', '=', sender.id)
          .execute();
        await grantCredits(nodeA, sender.id, 1_000);
        const startBalance = await balanceOf(nodeA, sender.id);
        const stream = followStream(portA, recipient.cookie);
        await stream.opened;

        const unexpected: string[] = [];
        let refusals = 0;
        /** One message as the shared client sends it: the same request again until answered. */
        const send = async (node: FastifyInstance, body: Record<string, unknown>, key: string) => {
          const giveUp = Date.now() + GIVE_UP_MS;
          while (Date.now() < giveUp) {
            const answer = await node.inject({
              method: 'POST',
              url: '/api/messages.php',
              headers: { cookie: sender.cookie, 'idempotency-key': key },
              payload: { ...body, client_id: key },
            });
            if (answer.statusCode === 200)
              return answer.json() as { message: { id: number; conversation_id: number } };
            if (answer.statusCode !== 503 || answer.headers['retry-after'] === undefined)
              unexpected.push(`${answer.statusCode} ${answer.body}`);
            else refusals += 1;
            await sleep(50);
          }
          throw new Error(`${key} not answered in ${GIVE_UP_MS} ms`);
        };

        const tag = disruption.replaceAll(' ', '-');
        const first = await send(nodeA, { profile: recipient.id, text: 'first' }, `${tag}-0`);
        const conversation = first.message.conversation_id;
        const sent: string[] = [`${tag}-0`];
        let disrupted = false;
        let sentSince = 0;
        const senders = Array.from({ length: SENDERS }, async (_, worker) => {
          while (!disrupted || sentSince < AFTER_DISRUPTION) {
            const key = `${tag}-${sent.length}`;
            sent.push(key);
            await send(worker % 2 === 0 ? nodeA : nodeB, { conversation, text: key }, key);
            if (disrupted) sentSince += 1;
          }
        });
        // The disruption lands in the middle of the burst.
        while (sent.length < 10) await sleep(5);
        if (disruption === 'restart fast') await server.restart('fast');
        else if (disruption === 'restart immediate') await server.restart('immediate');
        else assert.ok((await server.terminateConnections()) > 0, 'connections were ended');
        disrupted = true;
        await Promise.all(senders);

        assert.deepEqual(unexpected, [], 'every refusal was a 503 with Retry-After');
        for (const node of [nodeA, nodeB]) {
          await untilReady(node);
          assert.equal((await node.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
        }

        // Nothing lost, nothing twice: one stored message per acknowledged one, one charge each.
        const stored = await nodeA.db
          .selectFrom('message')
          .select(['id', 'client_id'])
          .where('conversation_id', '=', conversation)
          .where('sender_id', '=', sender.id)
          .orderBy('id')
          .execute();
        assert.deepEqual(stored.map((row) => row.client_id).sort(), [...sent].sort());
        const balance = await balanceOf(nodeA, sender.id);
        assert.equal(
          balance,
          startBalance - sent.length,
          `charged once per message (${refusals} refusals)`,
        );
        assert.equal(await ledgerSum(nodeA.db, sender.id), balance, 'credits equal the ledger');

        // The recipient's page, open on node A throughout, got each one, once, in order.
        const deadline = Date.now() + 15_000;
        while (stream.events.length < stored.length && Date.now() < deadline) await sleep(100);
        await stream.stop();
        const delivered = stream.events.map((event) => Number(event.id));
        assert.deepEqual(
          [...delivered].sort((a, b) => a - b),
          delivered,
          'in order',
        );
        assert.equal(new Set(delivered).size, delivered.length, 'none twice');
        assert.equal(delivered.length, stored.length, 'none lost');
      },
    );
});
