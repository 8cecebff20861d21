import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { ledgerSum } from '../../src/domains/credits/repository';
import { balanceOf, grantCredits, ownMember } from '../helpers/accounts';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../helpers/own-postgres';
import { PGBOUNCER, startPgBouncer } from '../helpers/pgbouncer';

// Issue 45 §1: behind PgBouncer in transaction mode (Debian 12's is 1.18, which cannot carry
// prepared statements from one server connection to the next), with DATABASE_NAMED_STATEMENTS=
// false as the README says: two nodes start at once on an empty database (the startup lock is a
// transaction's, so it holds through the pooler), and a paid burst through both loses and
// doubles nothing.

const BINARIES = postgresBinaries();
const SKIP = !BINARIES ? 'needs PostgreSQL binaries' : !PGBOUNCER && 'needs pgbouncer';
const MESSAGES = 40;

describe('two nodes behind PgBouncer in transaction mode', { skip: SKIP }, () => {
  let server: OwnPostgres;
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  let dir: string;
  let nodes: FastifyInstance[] = [];
  before(async () => {
    server = await startOwnPostgres(BINARIES!);
    bouncer = await startPgBouncer(server.port);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bouncer-nodes-'));
  });
  after(async () => {
    for (const node of nodes) await node.close();
    await bouncer?.stop();
    await server?.remove();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'start together on an empty database, and a paid burst through both is stored once',
    { timeout: 180_000 },
    async () => {
      const env = {
        APP_MODE: 'demo',
        DATA_DIR: dir,
        SHELL_DIST: path.join(dir, 'shell-dist'),
        BACKOFFICE_DIST: path.join(dir, 'backoffice-dist'),
        LOG_LEVEL: 'silent',
        SEED_IMAGES: 'false',
        DEMO_RESPONDER: 'false',
        DATABASE_URL: bouncer.url,
        DATABASE_NAMED_STATEMENTS: 'false',
      };
      nodes = await Promise.all([buildApp(loadConfig(env)), buildApp(loadConfig(env))]);
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const members = await a.db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      assert.ok(Number(members.n) > 0, 'seeded once');
      const sites = await a.db.selectFrom('site').select('id').execute();
      assert.equal(sites.length, 1, 'the demo site, once');

      const sender = await ownMember(a, 'bouncer-sender');
      const recipient = await ownMember(a, 'bouncer-recipient');
      await a.db
        .updateTable('app_user')
        .set({ paid_user: 1 })
        .where('id', '=', sender.id)
        .execute();
      await grantCredits(a, sender.id, 500);
      const start = await balanceOf(a, sender.id);
      const first = await a.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { cookie: sender.cookie, 'idempotency-key': 'bouncer-0' },
        payload: { profile: recipient.id, text: 'first', client_id: 'bouncer-0' },
      });
      assert.equal(first.statusCode, 200, first.body);
      const conversation = (first.json() as { message: { conversation_id: number } }).message
        .conversation_id;
      const answers = await Promise.all(
        Array.from({ length: MESSAGES }, (_, i) => {
          const key = `bouncer-${i + 1}`;
          // Each one twice at once, through both nodes: the retry racing the original.
          return Promise.all(
            [a, b].map((node) =>
              node.inject({
                method: 'POST',
                url: '/api/messages.php',
                headers: { cookie: sender.cookie, 'idempotency-key': key },
                payload: { conversation, text: key, client_id: key },
              }),
            ),
          );
        }),
      );
      for (const pair of answers)
        for (const answer of pair) assert.equal(answer.statusCode, 200, answer.body);
      const stored = await b.db
        .selectFrom('message')
        .select('client_id')
        .where('sender_id', '=', sender.id)
        .execute();
      assert.equal(stored.length, MESSAGES + 1, 'each message once');
      const balance = await balanceOf(b, sender.id);
      assert.equal(balance, start - (MESSAGES + 1));
      assert.equal(await ledgerSum(b.db, sender.id), balance);
    },
  );
});
