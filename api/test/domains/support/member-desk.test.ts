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
    assert.ok(files['profile.json'] && files['other.json'], 'the member’s file');
    for (const [name, bytes] of Object.entries(files))
      if (name.endsWith('.json')) assert.doesNotMatch(strFromU8(bytes), /double charge/, name);
    const finance = await staffMember(app, 'finance');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/backoffice/members/${member.id}/notes`,
      headers: { cookie: finance.cookie },
      payload: { body: 'x' },
    });
    assert.equal(refused.statusCode, 403);
  });

  it('lists members with filters, an order and pages; bulk suspends, lifts and mails those picked, saying why not for the rest', async () => {
    const support = await staffMember(app, 'support');
    const moderator = await staffMember(app, 'moderator');
    const label = `list${kind}`;
    const [a, b, c] = [
      await ownMember(app, label),
      await ownMember(app, label),
      await ownMember(app, label),
    ];
    const set = (id: number, user: object, profile: object) =>
      Promise.all([
        app.db.updateTable('app_user').set(user).where('id', '=', id).execute(),
        app.db.updateTable('profile').set(profile).where('user_id', '=', id).execute(),
      ]);
    await set(
      a!.id,
      { signup_date: '2026-01-10T22:00:00.000Z', paid_user: 1, credits: 5 },
      { country: 'BE', verified_at: '2026-01-11T10:00:00.000Z', fictional: 0 },
    );
    await set(
      b!.id,
      { signup_date: '2026-02-10T10:00:00.000Z', paid_user: 0, credits: 500 },
      { country: 'NL', verified_at: null, fictional: 0 },
    );
    await set(
      c!.id,
      { signup_date: '2026-03-10T10:00:00.000Z', paid_user: 0, credits: 0 },
      { country: 'NL', verified_at: null, fictional: 1 },
    );
    await app.db
      .insertInto('signup_tracking')
      .values({
        user_id: a!.id,
        network: 'adsnet',
        ref: null,
        sub1: null,
        sub2: null,
        sub3: null,
        campaign: null,
        created_at: '2026-01-10T22:00:00.000Z',
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ network: 'adsnet' }))
      .execute();
    const bundle = await app.db.selectFrom('credit_package').select('id').executeTakeFirstOrThrow();
    await app.db
      .insertInto('payment_order')
      .values({
        user_id: a!.id,
        package_id: bundle.id,
        credits: 10,
        list_amount: 100,
        amount: 100,
        currency: 'EUR',
        country: 'BE',
        paymentmethod: 'paypal',
        bank: null,
        discount_code_id: null,
        discount_code: null,
        status: 'paid',
        psp: 'sandbox',
        psp_payment_id: null,
        checkout_url: null,
        mandate_id: null,
        idempotency_key: `list-${kind}`,
        created_at: '2026-01-12T10:00:00.000Z',
        updated_at: '2026-01-12T10:00:00.000Z',
        paid_at: '2026-01-12T10:00:00.000Z',
      })
      .execute();
    await app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { cookie: a!.cookie },
      payload: { profile: b!.id, reason: 'spam' },
    });

    const list = async (query: string, cookie = support.cookie) => {
      const response = await get(`/api/backoffice/members?q=${label}&${query}`, cookie);
      assert.equal(response.statusCode, 200, response.body);
      return memberLookupSchema.parse(response.json());
    };
    const ids = async (query: string) => (await list(query)).members.map((m) => m.id);
    assert.deepEqual(await ids(''), [c!.id, b!.id, a!.id], 'newest first');
    assert.deepEqual(await ids('sort=oldest'), [a!.id, b!.id, c!.id]);
    assert.deepEqual(await ids('sort=credits'), [b!.id, a!.id, c!.id]);
    assert.deepEqual((await ids('sort=reports'))[0], b!.id);
    assert.deepEqual(await ids('country=NL'), [c!.id, b!.id]);
    assert.deepEqual(await ids('premium=yes'), [a!.id]);
    assert.deepEqual(await ids('paid=yes'), [a!.id]);
    assert.deepEqual(await ids('paid=no'), [c!.id, b!.id]);
    assert.deepEqual(await ids('verified=yes'), [a!.id]);
    assert.deepEqual(await ids('reported=yes'), [b!.id]);
    assert.deepEqual(await ids('operated=yes'), [c!.id]);
    assert.deepEqual(await ids('operated=no&country=NL'), [b!.id]);
    assert.deepEqual(await ids('source=adsnet'), [a!.id]);
    // A day filter covers the whole day, whatever the hour.
    assert.deepEqual(await ids('signed_up_from=2026-01-10&signed_up_to=2026-01-10'), [a!.id]);
    assert.deepEqual(await ids('signed_up_from=2026-02-01'), [c!.id, b!.id]);
    const row = (await list('country=BE')).members[0]!;
    assert.deepEqual(
      [row.premium, row.verified, row.operated, row.source, row.country],
      [true, true, false, 'adsnet', 'BE'],
    );
    assert.equal((await list('country=NL')).members.find((m) => m.id === b!.id)?.reports, 1);
    const bad = await get('/api/backoffice/members?paid=maybe', support.cookie);
    assert.equal(bad.statusCode, 400);

    // Pages: the whole list (the seed's members too), 50 at a time, counted once.
    const first = memberLookupSchema.parse(
      (await get('/api/backoffice/members', support.cookie)).json(),
    );
    assert.equal(first.page_size, 50);
    assert.ok(first.total > 50, `${first.total} members`);
    assert.equal(first.members.length, 50);
    const second = memberLookupSchema.parse(
      (await get('/api/backoffice/members?page=2', support.cookie)).json(),
    );
    assert.equal(second.total, first.total);
    assert.ok(!second.members.some((m) => first.members.some((f) => f.id === m.id)));

    // Bulk: suspend two, one of them already suspended — the other is done, that one said.
    await app.inject({
      method: 'POST',
      url: `/api/backoffice/members/${b!.id}/suspend`,
      headers: { cookie: moderator.cookie },
      payload: { days: 3, reason: 'spam' },
    });
    const bulk = (path: string, payload: object, cookie = moderator.cookie) =>
      app.inject({
        method: 'POST',
        url: `/api/backoffice/members/bulk/${path}`,
        headers: { cookie },
        payload,
      });
    assert.equal(
      (await bulk('suspend', { ids: [a!.id], days: 2, reason: 'spam' }, support.cookie)).statusCode,
      403,
    );
    const suspended = await bulk('suspend', {
      ids: [a!.id, b!.id, 99_999_999],
      days: 2,
      reason: 'spam',
    });
    assert.equal(suspended.statusCode, 200, suspended.body);
    assert.deepEqual(suspended.json(), {
      done: [a!.id],
      skipped: [
        { id: b!.id, code: 'already_reviewed' },
        { id: 99_999_999, code: 'not_found' },
      ],
    });
    const gone = await app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: a!.cookie },
    });
    assert.equal(gone.json().user, null, 'the suspended member was logged out');
    assert.deepEqual(await ids('state=suspended'), [b!.id, a!.id]);
    const lifted = await bulk('lift', { ids: [a!.id, b!.id, c!.id], reason: 'Wrong batch' });
    assert.deepEqual(lifted.json(), {
      done: [a!.id, b!.id],
      skipped: [{ id: c!.id, code: 'not_sanctioned' }],
    });
    assert.deepEqual(await ids('state=suspended'), []);
    assert.equal((await bulk('lift', { ids: [], reason: 'x' })).statusCode, 400);

    // Two moderators suspend the same members at once, three times each: one sanction each,
    // each member done once in all, the other answers say why not.
    const other = await staffMember(app, 'moderator');
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        bulk(
          'suspend',
          { ids: [a!.id, b!.id], days: 1, reason: 'spam' },
          i % 2 ? other.cookie : moderator.cookie,
        ),
      ),
    );
    const done = rounds.flatMap((round) => (round.json() as { done: number[] }).done);
    assert.deepEqual(done.sort(), [a!.id, b!.id].sort());
    const open = await app.db
      .selectFrom('member_sanction')
      .select('user_id')
      .where('user_id', 'in', [a!.id, b!.id])
      .where('lifted_at', 'is', null)
      .execute();
    assert.equal(open.length, 2);
    await bulk('lift', { ids: [a!.id, b!.id], reason: 'Test over' });

    // Mail: to members, not to operated profiles nor addresses whose mail stopped.
    await app.db
      .updateTable('app_user')
      .set({ email_disabled_reason: 'bounce' })
      .where('id', '=', b!.id)
      .execute();
    const mailed = await bulk(
      'mail',
      {
        ids: [a!.id, b!.id, c!.id],
        subject: 'Maintenance tonight',
        body: 'The site pauses at 2 am.',
      },
      support.cookie,
    );
    assert.equal(mailed.statusCode, 200, mailed.body);
    assert.deepEqual(mailed.json(), {
      done: [a!.id],
      skipped: [
        { id: b!.id, code: 'mail_stopped' },
        { id: c!.id, code: 'operated' },
      ],
    });
    const [mail] = await mailsTo(app, a!.email);
    assert.equal(mail?.subject, 'Maintenance tonight');
    assert.match(mail!.text, /The site pauses at 2 am\./);
    assert.equal(
      (await mailsTo(app, b!.email)).filter((m) => m.subject === 'Maintenance tonight').length,
      0,
    );
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
