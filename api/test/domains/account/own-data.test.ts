import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { dataExportResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { tidyOwnData } from '../../../src/domains/account/own-data';
import { errorCodeOf, grantCredits, mailsTo, ownMember, realMember } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 48 §4: a member downloads their own data from the settings — built in the background
// with progress, the link mailed, good once and for a day; a file that explains itself, with the
// messages they received.
describeEachDatabase('a member’s own data', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const ask = (cookie: string, method: 'GET' | 'POST' = 'POST') =>
    app.inject({ method, url: '/api/data-export.php', headers: { cookie } });
  const download = (token: string, accept = 'application/zip') =>
    app.inject({
      url: `/api/data-export/download?token=${encodeURIComponent(token)}`,
      headers: { accept },
    });

  it('is built in the background, mailed once ready, downloaded once, and holds a message the member received', async () => {
    const member = await realMember(app, 'own-data');
    const writer = await realMember(app, 'own-data-writer');
    await app.db
      .updateTable('app_user')
      .set({ language: 'fr' })
      .where('id', '=', member.id)
      .execute();
    // Someone writes to the member.
    await grantCredits(app, writer.id, 10);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: writer.cookie },
      payload: { profile: member.id, text: 'Un verre jeudi soir ?', client_id: `od-${kind}` },
    });
    assert.equal(sent.statusCode, 200, sent.body);

    assert.equal(
      dataExportResponseSchema.parse((await ask(member.cookie, 'GET')).json()).export,
      null,
    );
    const asked = dataExportResponseSchema.parse((await ask(member.cookie)).json()).export;
    assert.equal(asked?.status, 'building');
    // Asking again meanwhile answers the same one: one at a time.
    await ask(member.cookie);
    await app.backgroundIdle();
    const ready = dataExportResponseSchema.parse((await ask(member.cookie, 'GET')).json()).export;
    assert.equal(ready?.status, 'ready');
    assert.equal(ready?.progress, 100);
    assert.equal(
      (
        await app.db
          .selectFrom('data_export')
          .select('id')
          .where('user_id', '=', member.id)
          .execute()
      ).length,
      1,
    );

    const mails = (await mailsTo(app, member.email)).filter((m) => m.subject.includes('prêtes'));
    assert.equal(mails.length, 1, 'the link is mailed once, in French');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;

    // Another token gets nothing.
    const forged = await download('A'.repeat(43));
    assert.equal(forged.statusCode, 410);
    assert.equal(errorCodeOf(forged), 'export_link_invalid');

    // The link taken five times at once (a mail app prefetching, a double click): one file.
    const takes = await Promise.all(Array.from({ length: 5 }, () => download(token)));
    assert.deepEqual(takes.map((take) => take.statusCode).sort(), [200, 410, 410, 410, 410]);
    const got = takes.find((take) => take.statusCode === 200)!;
    assert.equal(got.headers['content-type'], 'application/zip');
    const files = unzipSync(new Uint8Array(got.rawPayload));
    assert.match(strFromU8(files['index.html']!), /<html lang="fr">/);
    assert.match(strFromU8(files['index.html']!), /messages\.json/);
    const conversations = JSON.parse(strFromU8(files['messages.json']!)) as {
      with: { id: number };
      messages: { from: string; text: string }[];
    }[];
    const withWriter = conversations.find((c) => c.with.id === writer.id);
    assert.ok(
      withWriter?.messages.some((m) => m.text === 'Un verre jeudi soir ?' && m.from !== 'you'),
      'a message received is in it',
    );
    const profile = JSON.parse(strFromU8(files['profile.json']!)) as { email: string };
    assert.equal(profile.email, member.email);
    for (const name of ['likes.json', 'payments.json', 'logins.json', 'mails.json', 'photos.json'])
      assert.ok(files[name], name);
    // Nothing of the writer's own data beyond the conversation: no address of theirs.
    assert.doesNotMatch(strFromU8(files['messages.json']!), new RegExp(writer.email));

    // Once: the link used, a browser lands on the settings, which say so.
    const again = await download(token, 'text/html,application/xhtml+xml');
    assert.equal(again.statusCode, 303);
    assert.match(String(again.headers.location), /^\/settings\?data_export=invalid/);
    assert.equal((await download(token)).statusCode, 410);
    const taken = dataExportResponseSchema.parse((await ask(member.cookie, 'GET')).json()).export;
    assert.equal(taken?.status, 'taken');
    const row = await app.db
      .selectFrom('data_export')
      .select('archive')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.archive, null, 'the archive leaves the database once taken');
  });

  it('an expired link gets nothing; a visitor cannot ask', async () => {
    const member = await ownMember(app, 'own-data-late');
    await ask(member.cookie);
    await app.backgroundIdle();
    const token = /token=([A-Za-z0-9_-]+)/.exec((await mailsTo(app, member.email))[0]!.text)![1]!;
    await app.db
      .updateTable('data_export')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    assert.equal(
      dataExportResponseSchema.parse((await ask(member.cookie, 'GET')).json()).export?.status,
      'expired',
    );
    assert.equal((await download(token)).statusCode, 410);
    const visitor = await app.inject({ method: 'GET', url: '/api/data-export.php' });
    assert.equal(errorCodeOf(visitor), 'authentication_required');
  });

  it('a build its node left is failed after a while, so the member can ask again; expired archives leave the database', async () => {
    const member = await ownMember(app, 'own-data-stalled');
    await app.db
      .insertInto('data_export')
      .values({
        user_id: member.id,
        status: 'building',
        progress: 30,
        created_at: new Date(Date.now() - 31 * 60_000).toISOString(),
      })
      .execute();
    const again = dataExportResponseSchema.parse((await ask(member.cookie)).json()).export;
    assert.equal(again?.status, 'building');
    await app.backgroundIdle();
    const rows = await app.db
      .selectFrom('data_export')
      .select(['status', 'archive'])
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      rows.map((r) => r.status),
      ['failed', 'ready'],
    );
    await app.db
      .updateTable('data_export')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    await tidyOwnData(app.db);
    const [, ready] = await app.db
      .selectFrom('data_export')
      .select('archive')
      .where('user_id', '=', member.id)
      .orderBy('id')
      .execute();
    assert.equal(ready?.archive, null);
  });
});
