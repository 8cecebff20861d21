import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { memberFileSchema, memberLookupSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { grantCredits, mailsTo, ownMember } from '../../helpers/accounts';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { staffMember, totpCode } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 26 §4: support finds a member by id, address or name, reads their file (account, source,
// sessions, sanctions, ledger, orders, blocks and reports, complaints) and ends their sessions.
describeEachDatabase('back office: the support desk', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });

  it('finds a member by id, by the start of their address and by their name', async () => {
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'findme');
    const { name } = await app.db
      .selectFrom('profile')
      .select('name')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    for (const q of [
      String(member.id),
      member.email.slice(0, 8).toUpperCase(),
      name.toLowerCase(),
    ]) {
      const response = await get(
        `/api/backoffice/members?q=${encodeURIComponent(q)}`,
        support.cookie,
      );
      assert.equal(response.statusCode, 200, response.body);
      const { members } = memberLookupSchema.parse(response.json());
      assert.ok(
        members.some((found) => found.id === member.id),
        `found by ${q}`,
      );
    }
    // A wildcard typed is a character, not a pattern.
    const { members } = memberLookupSchema.parse(
      (await get('/api/backoffice/members?q=%25', support.cookie)).json(),
    );
    assert.equal(members.length, 0);
  });

  it('shows the member’s file, and ends their sessions', async () => {
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'file');
    await grantCredits(app, member.id, 12);
    const reporter = await ownMember(app, 'file-reporter');
    await app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { cookie: reporter.cookie },
      payload: { profile: member.id, reason: 'spam' },
    });

    const file = memberFileSchema.parse(
      (await get(`/api/backoffice/members/${member.id}`, support.cookie)).json(),
    );
    assert.equal(file.account.email, member.email);
    assert.ok(file.live_sessions >= 1);
    assert.equal(file.ledger[0]!.amount, 12);
    assert.equal(file.ledger[0]!.balance_after, file.account.credits);
    assert.equal(file.safety.reported_by, 1);

    const ended = await app.inject({
      method: 'POST',
      url: `/api/backoffice/members/${member.id}/sessions/end`,
      headers: { cookie: support.cookie },
      payload: { reason: 'Phone stolen' },
    });
    assert.equal(ended.statusCode, 200);
    const user = await app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    assert.equal(user.json().user, null);
    const after = memberFileSchema.parse(
      (await get(`/api/backoffice/members/${member.id}`, support.cookie)).json(),
    );
    assert.equal(after.live_sessions, 0);
  });

  it('support keeps notes on the file, with who wrote them; never in what the member downloads', async () => {
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'noted');
    const note = (body: string) =>
      app.inject({
        method: 'POST',
        url: `/api/backoffice/members/${member.id}/notes`,
        headers: { cookie: support.cookie },
        payload: { body },
      });
    assert.equal((await note('   ')).statusCode, 400);
    assert.equal((await note('x'.repeat(2001))).statusCode, 400);
    assert.equal((await note('Called about a double charge; refunded.')).statusCode, 200);
    assert.equal((await note('Asked for their data by mail.')).statusCode, 200);
    const file = memberFileSchema.parse(
      (await get(`/api/backoffice/members/${member.id}`, support.cookie)).json(),
    );
    assert.deepEqual(
      file.notes.map((n) => [n.body, n.staff_email]),
      [
        ['Asked for their data by mail.', support.email],
        ['Called about a double charge; refunded.', support.email],
      ],
    );
    const exported = await app.inject({
      method: 'POST',
      url: `/api/backoffice/members/${member.id}/export`,
      headers: { cookie: support.cookie },
      payload: { reason: 'Art. 15' },
    });
    assert.equal(exported.statusCode, 200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    assert.doesNotMatch(strFromU8(files['member.json']!), /double charge/);
    const finance = await staffMember(app, 'finance');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/backoffice/members/${member.id}/notes`,
      headers: { cookie: finance.cookie },
      payload: { body: 'x' },
    });
    assert.equal(refused.statusCode, 403);
  });

  it('resends the activation mail to an address not confirmed yet, and only then', async () => {
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'unconfirmed');
    const resend = () =>
      app.inject({
        method: 'POST',
        url: `/api/backoffice/members/${member.id}/activation-mail`,
        headers: { cookie: support.cookie },
      });
    assert.equal((await resend()).statusCode, 409, 'confirmed: nothing to send');
    await app.db
      .updateTable('app_user')
      .set({ status: 'not_confirmed' })
      .where('id', '=', member.id)
      .execute();
    assert.equal((await resend()).statusCode, 200);
    const [mail] = await mailsTo(app, member.email);
    assert.match(mail!.text, /\/api\/activate\.php\?token=/);
    // The member's file lists it among the mails sent to them (subject and time, not the body).
    const file = memberFileSchema.parse(
      (await get(`/api/backoffice/members/${member.id}`, support.cookie)).json(),
    );
    assert.equal(file.mails[0]!.subject, mail!.subject);
    assert.ok(!('text' in file.mails[0]!));
  });

  it('brings back an account waiting out its deletion, with a reason, and only such an account', async () => {
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'leaving');
    const reactivate = (reason: string) =>
      app.inject({
        method: 'POST',
        url: `/api/backoffice/members/${member.id}/reactivation`,
        headers: { cookie: support.cookie },
        payload: { reason },
      });
    assert.equal((await reactivate('Asked by phone')).statusCode, 409, 'not leaving');
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/account.php',
      headers: { cookie: member.cookie },
      payload: { reason: 'price', password: DEMO_PASSWORD },
    });
    assert.equal(deletion.statusCode, 200, deletion.body);
    assert.equal((await reactivate(' ')).statusCode, 400, 'a reason is needed');
    assert.equal((await reactivate('Asked by phone')).statusCode, 200);
    const file = memberFileSchema.parse(
      (await get(`/api/backoffice/members/${member.id}`, support.cookie)).json(),
    );
    assert.equal(file.account.status, 'active');
    assert.equal(file.account.deletion_requested_at, null);
    const audit = await app.db
      .selectFrom('staff_audit')
      .select('reason')
      .where('action', '=', 'member.reactivate')
      .where('object_id', '=', String(member.id))
      .execute();
    assert.deepEqual(audit, [{ reason: 'Asked by phone' }]);
  });

  it('turns off the codes from an app of a member who lost them, with a reason: sessions end, the member is mailed, the password logs in', async () => {
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'lost-phone');
    await app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
      payload: { language: 'en' },
    });
    const started = await app.inject({
      method: 'POST',
      url: '/api/two-factor.php',
      headers: { cookie: member.cookie },
      payload: {},
    });
    const { secret } = started.json<{ secret: string }>();
    const on = await app.inject({
      method: 'PUT',
      url: '/api/two-factor.php',
      headers: { cookie: member.cookie },
      payload: { code: await totpCode(secret), password: DEMO_PASSWORD },
    });
    assert.equal(on.statusCode, 200, on.body);
    const fileOf = async () =>
      memberFileSchema.parse(
        (await get(`/api/backoffice/members/${member.id}`, support.cookie)).json(),
      );
    assert.deepEqual((await fileOf()).sign_in, { second_factor: true, passkeys: 0 });
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/user.php',
        payload: { email: member.email, password: DEMO_PASSWORD },
      });
    assert.equal((await login()).json().error.code, 'second_factor_required');

    const turnOff = (reason: string) =>
      app.inject({
        method: 'POST',
        url: `/api/backoffice/members/${member.id}/second-factor/off`,
        headers: { cookie: support.cookie },
        payload: { reason },
      });
    assert.equal((await turnOff('  ')).statusCode, 400, 'a reason is needed');
    assert.deepEqual((await fileOf()).sign_in, { second_factor: true, passkeys: 0 });
    const off = await turnOff('Lost phone and codes; checked with a selfie holding their ID');
    assert.equal(off.statusCode, 200, off.body);

    const file = await fileOf();
    assert.deepEqual(file.sign_in, { second_factor: false, passkeys: 0 });
    assert.equal(file.live_sessions, 0);
    const user = await app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    assert.equal(user.json().user, null);
    assert.equal((await login()).statusCode, 200);
    const mails = await mailsTo(app, member.email);
    assert.match(mails.at(-1)!.subject, /Codes from an app were turned off/);
    assert.match(mails.at(-1)!.text, /\/reset-password/);
    const audit = await app.db
      .selectFrom('staff_audit')
      .select('reason')
      .where('action', '=', 'member.second_factor_off')
      .where('object_id', '=', String(member.id))
      .execute();
    assert.deepEqual(audit, [
      { reason: 'Lost phone and codes; checked with a selfie holding their ID' },
    ]);
    const again = await turnOff('Asked twice');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error.code, 'second_factor_off');
  });

  it('finance cannot look members up', async () => {
    const finance = await staffMember(app, 'finance');
    assert.equal((await get('/api/backoffice/members?q=a', finance.cookie)).statusCode, 403);
  });
});
