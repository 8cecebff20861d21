import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { sendMessageResponseSchema } from '@app/shared/contracts';
import { ledgerSum } from '../../src/domains/credits/repository';
import { grantCredits, ownMember } from '../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers/test-app';

/** Share of answers the proxy throws away after the server did the work. */
const LOSS = 0.3;
const MESSAGES = 30;
const MAX_ATTEMPTS = 25;

/** A small seeded generator: the same losses every run, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Between the client and the server: every request reaches the server whole, and 30 % of the
 * answers are cut off (the connection dropped) after the server committed, as a flaky mobile
 * network does. The client cannot tell a lost answer from a lost request.
 */
function lossyProxy(target: number, random: () => number) {
  const stats = { forwarded: 0, dropped: 0 };
  const server = http.createServer((request, response) => {
    stats.forwarded += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          if (random() < LOSS) {
            stats.dropped += 1;
            response.socket?.destroy();
            return;
          }
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(Buffer.concat(chunks));
        });
      },
    );
    upstream.on('error', () => response.socket?.destroy());
    request.pipe(upstream);
  });
  return { server, stats };
}

// RELIABILITY: nothing lost, nothing twice, also when the network loses answers.
describeEachDatabase('a session through a proxy losing 30 % of answers', (kind) => {
  let t: TestApp;
  let proxy: ReturnType<typeof lossyProxy>;
  let origin: string;
  before(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    proxy = lossyProxy((t.app.server.address() as AddressInfo).port, seeded(20261122));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    proxy.server.closeAllConnections();
    proxy.server.close();
    await t.close();
  });

  it('ends with exactly the messages and charges the client meant', async () => {
    const sender = await ownMember(t.app, 'lossy-sender');
    const recipient = await ownMember(t.app, 'lossy-recipient');
    await t.app.db
      .updateTable('app_user')
      .set({ paid_user: 1 })
      .where('id', '=', sender.id)
      .execute();
    await grantCredits(t.app, sender.id, 500);
    const startBalance = (
      await t.app.db
        .selectFrom('app_user')
        .select('credits')
        .where('id', '=', sender.id)
        .executeTakeFirstOrThrow()
    ).credits;

    /** The shared client's way: retry the same request (same client id and key) until answered. */
    const post = async (body: Record<string, unknown> & { client_id: string }) => {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(`${origin}/api/messages.php`, {
            method: 'POST',
            headers: {
              cookie: sender.cookie,
              'content-type': 'application/json',
              'idempotency-key': body.client_id,
            },
            body: JSON.stringify(body),
          });
          assert.equal(response.status, 200, await response.clone().text());
          return sendMessageResponseSchema.parse(await response.json());
        } catch (error) {
          if (error instanceof assert.AssertionError) throw error;
          // The answer was lost: send the very same request again.
        }
      }
      throw new Error(`no answer after ${MAX_ATTEMPTS} attempts`);
    };

    // The script: texts, gifts and GIFs, each meant once.
    const intended: Array<{ body: Record<string, unknown>; cost: number }> = [];
    for (let i = 0; i < MESSAGES; i += 1) {
      const kind = i % 5 === 3 ? 'gift' : i % 5 === 4 ? 'gif' : 'text';
      intended.push(
        kind === 'gift'
          ? { body: { gift: 'rose' }, cost: 5 }
          : kind === 'gif'
            ? { body: { gif: 'b-wave' }, cost: 1 }
            : { body: { text: `message ${i}` }, cost: 1 },
      );
    }
    const first = await post({
      profile: recipient.id,
      ...intended[0]!.body,
      client_id: `lossy-${kind}-0000`,
    });
    const conversation = first.message.conversation_id;
    for (let i = 1; i < MESSAGES; i += 1)
      await post({
        conversation,
        ...intended[i]!.body,
        client_id: `lossy-${kind}-${String(i).padStart(4, '0')}`,
      });

    assert.ok(proxy.stats.dropped >= MESSAGES * 0.15, `only ${proxy.stats.dropped} answers lost`);
    const stored = await t.app.db
      .selectFrom('message')
      .select(['body', 'attachment'])
      .where('conversation_id', '=', conversation)
      .where('sender_id', '=', sender.id)
      .orderBy('id')
      .execute();
    assert.equal(stored.length, MESSAGES, 'one message per intended message');
    assert.deepEqual(
      stored.map((row) => (row.attachment ? JSON.parse(row.attachment).type : row.body)),
      intended.map(({ body }) => (body.gift ? 'gift' : body.gif ? 'gif' : body.text)),
    );
    const spent = intended.reduce((sum, { cost }) => sum + cost, 0);
    const balance = (
      await t.app.db
        .selectFrom('app_user')
        .select('credits')
        .where('id', '=', sender.id)
        .executeTakeFirstOrThrow()
    ).credits;
    assert.equal(balance, startBalance - spent, 'charged exactly once per message');
    assert.equal(await ledgerSum(t.app.db, sender.id), balance);
    const charges = await t.app.db
      .selectFrom('credit_entry')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', sender.id)
      .where('amount', '<', 0)
      .executeTakeFirstOrThrow();
    assert.equal(Number(charges.n), MESSAGES);
  });
});
