import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { issueToken } from '../src/domains/auth/tokens';
import { ownMember } from './helpers/accounts';
import { staffMember } from './helpers/staff';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from './helpers/test-app';

// Issue 23 §4, RELIABILITY 32: structured lines with a request id, an access line per request,
// and no password, token, session id, mailed link, SMS code or full e-mail address anywhere.
describeEachDatabase('logs', (kind) => {
  let seeded: TestApp;
  let app: FastifyInstance;
  let lines: string[];
  before(async () => {
    seeded = await createTestApp(kind);
    const stream = new PassThrough();
    lines = [];
    stream.on('data', (chunk: Buffer) =>
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
    );
    // A node of the same site that logs every request (debug), into `lines`.
    app = await buildApp(
      loadConfig({ ...envOf(seeded), LOG_LEVEL: 'debug', NODE_NAME: 'node-a' }),
      {
        logStream: stream,
      },
    );
    await app.ready();
  });
  after(async () => {
    await app.close();
    await seeded.close();
  });

  it('keeps every secret a request or an error carries out of the log', async () => {
    const member = await ownMember(app, 'logged');
    const password = 'Sup3r-Secret-Passw0rd!';
    await app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: member.email, password },
      headers: { 'x-request-id': 'probe-1' },
    });
    const token = await issueToken(app.db, { userId: member.id, purpose: 'password_reset' });
    await app.inject({ method: 'GET', url: `/reset-password/do?token=${token}` });
    await app.inject({
      method: 'PUT',
      url: '/api/password-reset.php',
      payload: { token, password, password_repeat: password },
    });
    const session = member.cookie.split('=')[1]!;
    await app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: member.cookie } });
    // What a plugin or a failing mail might log, in a field, a message or an error.
    const link = `http://localhost:3000/activate?token=${token}`;
    app.log.error(
      {
        err: new Error(`mail to ${member.email} failed: ${link}`),
        to: member.email,
        code: '482913',
        session,
        body: { password, phone: '+31612345678', iban: 'NL91ABNA0417164300' },
      },
      `could not mail ${member.email} the code 482913`,
    );
    await app.backgroundIdle();
    const log = lines.join('\n');
    for (const secret of [
      password,
      token,
      session,
      member.email,
      '482913',
      '+31612345678',
      'NL91ABNA0417164300',
    ])
      assert.ok(!log.includes(secret), `the log holds ${secret}`);
    // What is left still says what happened and to whom, roughly.
    assert.match(log, /could not mail l\*\*\*@x\.test the code \[redacted\]/);
    assert.match(log, /reset-password\/do\?token=\[redacted\]/);
  });

  it('writes structured lines with the request id, one access line per request', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { 'x-request-id': 'probe-2' },
    });
    const mine = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.requestId === 'probe-2');
    // One line, and only one, says what was asked and how it went.
    assert.deepEqual(
      mine.map((l) => l.msg),
      ['request'],
    );
    const [access] = mine as [Record<string, unknown>];
    assert.equal(access.method, 'GET');
    assert.equal(access.url, '/api/settings.php');
    assert.equal(access.route, '/api/settings.php');
    assert.equal(access.status, 200);
    assert.equal(typeof access.ms, 'number');
    assert.equal(access.node, 'node-a');
    assert.equal(typeof access.remoteAddress, 'string');
  });
  it('writes an audit line for the console’s deploy actions and support’s erasure, naming staff by id only', async () => {
    const owner = await staffMember(app, 'owner');
    const link = await app.inject({
      method: 'POST',
      url: '/api/backoffice/delivery/mf-chat/override-links',
      headers: { cookie: owner.cookie },
      payload: { version: '9.9.9-audit' },
    });
    assert.equal(link.statusCode, 200, link.body);
    const member = await ownMember(app, 'erased-audit');
    const erased = await app.inject({
      method: 'POST',
      url: `/api/backoffice/members/${member.id}/erase`,
      headers: { cookie: owner.cookie },
      payload: { reason: 'Art. 17 request' },
    });
    assert.equal(erased.statusCode, 200, erased.body);
    const audits = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => typeof line.audit === 'string');
    const overrideLine = audits.find((line) => line.audit === 'remote.override_link');
    assert.deepEqual(
      [overrideLine?.remote, overrideLine?.version, overrideLine?.by],
      ['mf-chat', '9.9.9-audit', `staff ${owner.id}`],
    );
    const erasedLine = audits.find((line) => line.audit === 'account.erased');
    assert.deepEqual([erasedLine?.member, erasedLine?.by], [member.id, `staff ${owner.id}`]);
    // Never an address.
    assert.ok(!audits.some((line) => JSON.stringify(line).includes(owner.email)));
  });
});
