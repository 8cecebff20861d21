import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { staffRoles } from '../../../src/domains/staff/tables';
import { rolePermissions } from '../../../src/domains/staff/permissions';
import {
  STAFF_LOGIN_FAILURES,
  STAFF_MAX_WRONG_CODES,
  STAFF_SESSION_IDLE_MS,
  resetStaffAccess,
  unlockStaffAccount,
} from '../../../src/domains/staff/service';
import { staffListSchema } from '@app/shared/contracts';
import { errorCodeOf, mailsTo, ownMember } from '../../helpers/accounts';
import { campaignInput } from '../../helpers/campaigns';
import { mailingInput } from '../../helpers/mailings';
import { staffCookieFrom, staffMember, totpCode } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 26 §2: staff accounts apart from members, a mandatory second factor, sessions that end,
// a permission matrix enforced on every /api/backoffice/ route, an append-only audit trail.
describeEachDatabase('back office: staff, second factor, roles, audit', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const auditCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('staff_audit')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a password alone opens nothing: TOTP is set up at the first login, then asked at each', async () => {
    const owner = await staffMember(app, 'owner');
    const me = await call('GET', '/api/backoffice/me', owner.cookie);
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().role, 'owner');
    assert.ok(me.json().permissions.includes('staff.manage'));
    assert.equal(owner.recoveryCodes.length, 10);

    // Logging in again: the password gives a half-session that opens nothing…
    const login = await call('POST', '/api/backoffice/login', undefined, {
      email: owner.email.toUpperCase(),
      password: owner.password,
    });
    assert.equal(login.statusCode, 200);
    assert.deepEqual(login.json(), { next: 'second_factor', passkey: false });
    const half = staffCookieFrom(login);
    const refused = await call('GET', '/api/backoffice/me', half);
    assert.equal(refused.statusCode, 401);
    assert.equal(errorCodeOf(refused), 'second_factor_required');
    // …nor can it enrol a new secret over the one set up.
    assert.equal((await call('POST', '/api/backoffice/totp/enrolment', half)).statusCode, 409);

    // The code used at enrolment is not accepted again (replay); the next step's code is.
    const replay = await call('POST', '/api/backoffice/second-factor', half, {
      code: await totpCode(owner.secret),
    });
    assert.equal(replay.statusCode, 401);
    assert.equal(errorCodeOf(replay), 'second_factor_wrong');
    const next = await totpCode(owner.secret, new Date(Date.now() + 30_000));
    assert.equal(
      (await call('POST', '/api/backoffice/second-factor', half, { code: next })).statusCode,
      200,
    );
    assert.equal((await call('GET', '/api/backoffice/me', half)).statusCode, 200);
  });

  it('a recovery code opens a login once; wrong codes end the login after a few', async () => {
    const support = await staffMember(app, 'support');
    const logIn = async () =>
      staffCookieFrom(
        await call('POST', '/api/backoffice/login', undefined, {
          email: support.email,
          password: support.password,
        }),
      );
    const first = await logIn();
    const code = support.recoveryCodes[0]!;
    assert.equal(
      (await call('POST', '/api/backoffice/second-factor', first, { code: code.toUpperCase() }))
        .statusCode,
      200,
    );
    const second = await logIn();
    const reused = await call('POST', '/api/backoffice/second-factor', second, { code });
    assert.equal(errorCodeOf(reused), 'second_factor_wrong');

    for (let i = 2; i < STAFF_MAX_WRONG_CODES; i += 1)
      assert.equal(
        errorCodeOf(
          await call('POST', '/api/backoffice/second-factor', second, { code: '000000' }),
        ),
        'second_factor_wrong',
      );
    const locked = await call('POST', '/api/backoffice/second-factor', second, { code: '000000' });
    assert.equal(errorCodeOf(locked), 'second_factor_locked');
    // The login is over, even with a right code now.
    const late = await call('POST', '/api/backoffice/second-factor', second, {
      code: support.recoveryCodes[1]!,
    });
    assert.equal(errorCodeOf(late), 'staff_login_required');
  });

  it('a wrong password, an unknown address and a disabled account fail alike', async () => {
    const finance = await staffMember(app, 'finance');
    const tries = [
      { email: finance.email, password: 'not the password' },
      { email: 'nobody@staff.test', password: finance.password },
    ];
    for (const payload of tries) {
      const response = await call('POST', '/api/backoffice/login', undefined, payload);
      assert.equal(response.statusCode, 401);
      assert.equal(errorCodeOf(response), 'login_failed');
      assert.equal(response.cookies.length, 0);
    }
  });

  it(`${STAFF_LOGIN_FAILURES} wrong passwords in a row, from as many addresses, lock the account; the lock ends by itself or by the owner's command`, async () => {
    const owner = await staffMember(app, 'owner');
    const login = (password: string, source: string) =>
      app.inject({
        method: 'POST',
        url: '/api/backoffice/login',
        payload: { email: owner.email, password },
        remoteAddress: source,
      });
    const guesses = await Promise.all(
      Array.from({ length: STAFF_LOGIN_FAILURES * 2 }, (_, i) =>
        login(`guess number ${i}`, `198.51.100.${i + 1}`),
      ),
    );
    for (const guess of guesses) assert.equal(errorCodeOf(guess), 'login_failed');
    // Locked: the right password fails like a wrong one, from anywhere.
    const locked = await login(owner.password, '203.0.113.10');
    assert.equal(locked.statusCode, 401);
    assert.equal(errorCodeOf(locked), 'login_failed');
    assert.equal(locked.cookies.length, 0);
    // The owner's command on the server ends it.
    assert.equal(await unlockStaffAccount(app.db, owner.email.toUpperCase()), true);
    assert.equal((await login(owner.password, '203.0.113.11')).statusCode, 200);
    // Locked again, it ends by itself once its time is past; a right password clears the count.
    for (let i = 0; i < STAFF_LOGIN_FAILURES; i += 1)
      await login(`again ${i}`, `198.51.101.${i + 1}`);
    assert.equal((await login(owner.password, '203.0.113.12')).statusCode, 401);
    await app.db
      .updateTable('staff_account')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', owner.email.toLowerCase())
      .execute();
    assert.equal((await login(owner.password, '203.0.113.13')).statusCode, 200);
    for (let i = 0; i < STAFF_LOGIN_FAILURES - 1; i += 1)
      await login(`once more ${i}`, `198.51.102.${i + 1}`);
    assert.equal((await login(owner.password, '203.0.113.14')).statusCode, 200);
    assert.equal((await login('one more wrong', '203.0.113.15')).statusCode, 401);
    assert.equal((await login(owner.password, '203.0.113.16')).statusCode, 200);
  });

  it('the back-office cookie is its own: strict, for /api/backoffice only; a member cookie opens nothing there', async () => {
    const owner = await staffMember(app, 'owner');
    const login = await call('POST', '/api/backoffice/login', undefined, {
      email: owner.email,
      password: owner.password,
    });
    const cookie = login.cookies[0]!;
    assert.equal(cookie.path, '/api/backoffice');
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.httpOnly, true);

    const member = await ownMember(app, 'bo-member');
    const asMember = await call('GET', '/api/backoffice/me', member.cookie);
    assert.equal(asMember.statusCode, 401);
    assert.equal(errorCodeOf(asMember), 'staff_login_required');
    // A staff session is nobody on the member site.
    const user = await call('GET', '/api/user.php', owner.cookie);
    assert.notEqual(user.json()?.user?.email, owner.email);

    // Another site cannot make a staff member's browser act.
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/backoffice/staff/invitations',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      payload: { email: 'new@staff.test', role: 'support' },
    });
    assert.equal(crossSite.statusCode, 403);
    assert.equal((await mailsTo(app, 'new@staff.test')).length, 0);
  });

  it('a session ends after inactivity; a staff member sees and ends their own sessions', async () => {
    const moderator = await staffMember(app, 'moderator');
    const listed = await call('GET', '/api/backoffice/sessions', moderator.cookie);
    const [current] = listed.json().sessions;
    assert.equal(current.current, true);

    // Another device, then ended from this one.
    const other = await call('POST', '/api/backoffice/login', undefined, {
      email: moderator.email,
      password: moderator.password,
    });
    const otherCookie = staffCookieFrom(other);
    await call('POST', '/api/backoffice/second-factor', otherCookie, {
      code: await totpCode(moderator.secret, new Date(Date.now() + 30_000)),
    });
    const both = (await call('GET', '/api/backoffice/sessions', moderator.cookie)).json().sessions;
    assert.equal(both.length, 2);
    const otherId = both.find((s: { current: boolean }) => !s.current).id;
    assert.equal(
      (await call('DELETE', `/api/backoffice/sessions/${otherId}`, moderator.cookie)).statusCode,
      200,
    );
    assert.equal((await call('GET', '/api/backoffice/me', otherCookie)).statusCode, 401);

    // Idle longer than allowed: the session is over.
    await app.db
      .updateTable('staff_session')
      .set({ last_seen: new Date(Date.now() - STAFF_SESSION_IDLE_MS - 1000).toISOString() })
      .where('id', '=', current.id)
      .execute();
    assert.equal(
      errorCodeOf(await call('GET', '/api/backoffice/me', moderator.cookie)),
      'staff_login_required',
    );
  });

  it('an owner invites by mail; the invited person chooses a password and sets up TOTP', async () => {
    const owner = await staffMember(app, 'owner');
    const invited = await call('POST', '/api/backoffice/staff/invitations', owner.cookie, {
      email: 'Invited@Staff.test',
      role: 'moderator',
    });
    assert.equal(invited.statusCode, 200);
    const [mail] = await mailsTo(app, 'invited@staff.test');
    assert.ok(mail, 'the invitation is mailed');
    const token = /\/backoffice\/invitation#([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const accept = (password: string) =>
      call('POST', '/api/backoffice/invitation', undefined, { token, password });
    // A common password is refused and leaves the invitation to use (issue 29 §4).
    assert.equal(errorCodeOf(await accept('password1234')), 'password_common');
    assert.equal((await accept('a long new password')).statusCode, 200);
    assert.equal(errorCodeOf(await accept('another long password')), 'invitation_invalid');

    const login = await call('POST', '/api/backoffice/login', undefined, {
      email: 'invited@staff.test',
      password: 'a long new password',
    });
    assert.deepEqual(login.json(), { next: 'enrol', passkey: false });
    const enrolment = await call('POST', '/api/backoffice/totp/enrolment', staffCookieFrom(login));
    assert.match(enrolment.json().qr_svg, /^<svg/);
    assert.match(enrolment.json().otpauth_url, /^otpauth:\/\/totp\//);
  });

  it('pending invitations are listed, sent again with a new link, revoked; an address that is staff is refused with the reason', async () => {
    const owner = await staffMember(app, 'owner');
    const support = await staffMember(app, 'support');
    const listed = async () =>
      staffListSchema.parse((await call('GET', '/api/backoffice/staff', owner.cookie)).json());
    const linkIn = (text: string) => /\/backoffice\/invitation#([A-Za-z0-9_-]+)/.exec(text)![1]!;
    const accept = (token: string) =>
      call('POST', '/api/backoffice/invitation', undefined, {
        token,
        password: 'a long new password',
      });

    // Active staff: refused with why, nothing mailed, nothing stored.
    const before = await mailsTo(app, support.email);
    const taken = await call('POST', '/api/backoffice/staff/invitations', owner.cookie, {
      email: support.email.toUpperCase(),
      role: 'finance',
    });
    assert.equal(taken.statusCode, 409);
    assert.equal(errorCodeOf(taken), 'staff_exists');
    assert.equal((await mailsTo(app, support.email)).length, before.length);
    assert.ok(!(await listed()).invitations.some((i) => i.email === support.email));

    const invite = async (email: string) => {
      const reply = await call('POST', '/api/backoffice/staff/invitations', owner.cookie, {
        email,
        role: 'finance',
      });
      assert.equal(reply.statusCode, 200, reply.body);
      return linkIn((await mailsTo(app, email))[0]!.text);
    };
    const email = `pending-${kind}@staff.test`;
    const first = await invite(email);
    const [pending] = (await listed()).invitations.filter((i) => i.email === email);
    assert.equal(pending?.role, 'finance');
    assert.equal(pending?.invited_by, owner.email);
    assert.equal(pending?.expired, false);

    // Sent again: a new link; the old one fails, the new one works once.
    const resent = await call(
      'POST',
      `/api/backoffice/staff/invitations/${pending!.id}/resend`,
      owner.cookie,
    );
    assert.equal(resent.statusCode, 200, resent.body);
    const second = linkIn((await mailsTo(app, email))[0]!.text);
    assert.notEqual(second, first);
    assert.equal(errorCodeOf(await accept(first)), 'invitation_invalid');

    // Revoked: the link fails, the list no longer shows it, the trail has it.
    const revoked = await call(
      'POST',
      `/api/backoffice/staff/invitations/${pending!.id}/revoke`,
      owner.cookie,
    );
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(errorCodeOf(await accept(second)), 'invitation_invalid');
    assert.ok(!(await listed()).invitations.some((i) => i.email === email));
    const again = await call(
      'POST',
      `/api/backoffice/staff/invitations/${pending!.id}/revoke`,
      owner.cookie,
    );
    assert.equal(again.statusCode, 404);
    const trail = await app.db
      .selectFrom('staff_audit')
      .select('action')
      .where('object_id', '=', email)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      trail.map((row) => row.action),
      ['staff.invite', 'staff.invite_resend', 'staff.invite_revoke'],
    );

    // A newer invitation to the same address replaces an older one: only the newest link works.
    const older = await invite(`twice-${kind}@staff.test`);
    const newer = await invite(`twice-${kind}@staff.test`);
    assert.equal(
      (await listed()).invitations.filter((i) => i.email === `twice-${kind}@staff.test`).length,
      1,
    );
    assert.equal(errorCodeOf(await accept(older)), 'invitation_invalid');
    assert.equal((await accept(newer)).statusCode, 200);
  });

  it("an owner changes another's role (audited, their sessions end) but not their own, nor disables themselves", async () => {
    const owner = await staffMember(app, 'owner');
    const moderator = await staffMember(app, 'moderator');
    const change = (id: number, body: object) =>
      call('POST', `/api/backoffice/staff/${id}/role`, owner.cookie, body);

    const bare = await change(moderator.id, { role: 'support' });
    assert.equal(errorCodeOf(bare), 'reason_required');
    const own = await change(owner.id, { role: 'support', reason: 'mistake' });
    assert.equal(own.statusCode, 409);
    assert.equal(errorCodeOf(own), 'own_account');
    const ownDisable = await call(
      'POST',
      `/api/backoffice/staff/${owner.id}/disable`,
      owner.cookie,
      { reason: 'mistake' },
    );
    assert.equal(ownDisable.statusCode, 409);
    assert.equal(errorCodeOf(ownDisable), 'own_account');
    const noRemote = await change(moderator.id, { role: 'deployer', reason: 'team' });
    assert.equal(noRemote.statusCode, 400);

    assert.equal((await call('GET', '/api/backoffice/reports', moderator.cookie)).statusCode, 200);
    const changed = await change(moderator.id, { role: 'support', reason: 'Moved to support' });
    assert.equal(changed.statusCode, 200, changed.body);
    // Their session ended: the new role applies from their next login, not a page later.
    assert.equal((await call('GET', '/api/backoffice/me', moderator.cookie)).statusCode, 401);
    const row = await app.db
      .selectFrom('staff_account')
      .select('role')
      .where('id', '=', moderator.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.role, 'support');
    const audit = await call(
      'GET',
      `/api/backoffice/audit?action=staff.role&object_id=${moderator.id}`,
      owner.cookie,
    );
    const [entry] = audit.json().entries;
    assert.deepEqual(
      [entry.before, entry.after, entry.reason],
      [{ role: 'moderator' }, { role: 'support' }, 'Moved to support'],
    );
  });

  it('admin:reset gives a lost owner a new password and their second factor to set up again, ending their sessions', async () => {
    const owner = await staffMember(app, 'owner');
    assert.equal(await resetStaffAccess(app.db, 'nobody@staff.test'), null);
    const reset = await resetStaffAccess(app.db, owner.email.toUpperCase());
    assert.ok(reset && reset.password.length >= 20);
    assert.equal((await call('GET', '/api/backoffice/me', owner.cookie)).statusCode, 401);
    const old = await call('POST', '/api/backoffice/login', undefined, {
      email: owner.email,
      password: owner.password,
    });
    assert.equal(errorCodeOf(old), 'login_failed');
    const login = await call('POST', '/api/backoffice/login', undefined, {
      email: owner.email,
      password: reset.password,
    });
    assert.equal(login.statusCode, 200, login.body);
    // The old second factor is gone: set up again, as at a first login.
    assert.deepEqual(login.json(), { next: 'enrol', passkey: false });
    const [entry] = await app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'staff.reset')
      .where('object_id', '=', String(owner.id))
      .execute();
    assert.equal(entry?.staff_id, null);
    assert.doesNotMatch(entry!.after_json!, new RegExp(reset.password));
  });

  it('an owner disables an account at once, with a reason; without one nothing changes', async () => {
    const owner = await staffMember(app, 'owner');
    const support = await staffMember(app, 'support');
    const rows = await auditCount();
    const bare = await call('POST', `/api/backoffice/staff/${support.id}/disable`, owner.cookie, {
      reason: '  ',
    });
    assert.equal(bare.statusCode, 400);
    assert.equal(errorCodeOf(bare), 'reason_required');
    assert.equal(await auditCount(), rows);
    assert.equal((await call('GET', '/api/backoffice/me', support.cookie)).statusCode, 200);

    const disabled = await call(
      'POST',
      `/api/backoffice/staff/${support.id}/disable`,
      owner.cookie,
      { reason: 'Left the company' },
    );
    assert.equal(disabled.statusCode, 200);
    assert.equal(await auditCount(), rows + 1);
    assert.equal((await call('GET', '/api/backoffice/me', support.cookie)).statusCode, 401);
    const again = await call('POST', '/api/backoffice/login', undefined, {
      email: support.email,
      password: support.password,
    });
    assert.equal(errorCodeOf(again), 'login_failed');

    // The trail says who did what to whom, and why; the database refuses to change it.
    const audit = await call(
      'GET',
      `/api/backoffice/audit?action=staff.disable&object_id=${support.id}`,
      owner.cookie,
    );
    const [entry] = audit.json().entries;
    assert.equal(entry.staff_email, owner.email);
    assert.equal(entry.reason, 'Left the company');
    assert.deepEqual(entry.before, { disabled_at: null });
    await assert.rejects(
      app.db
        .updateTable('staff_audit')
        .set({ reason: 'rewritten' })
        .where('id', '=', entry.id)
        .execute(),
    );
    await assert.rejects(app.db.deleteFrom('staff_audit').where('id', '=', entry.id).execute());

    const csv = await call('GET', '/api/backoffice/audit.csv?action=staff.disable', owner.cookie);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    const [header, line] = csv.body.split('\r\n');
    assert.equal(header, 'id,at,staff,action,object_type,object_id,before,after,reason');
    assert.match(line!, new RegExp(`,${owner.email},staff\\.disable,staff,${support.id},`));
  });

  it('the roles are those of the issue: owners everything, each other role its own work', () => {
    const may = (role: keyof typeof rolePermissions, permission: string) =>
      rolePermissions[role].has(permission as never);
    assert.ok(may('owner', 'staff.manage') && may('owner', 'payments.refund'));
    assert.ok(may('moderator', 'photos.moderate') && may('moderator', 'members.suspend'));
    assert.ok(!may('moderator', 'payments.refund') && !may('moderator', 'staff.manage'));
    assert.ok(may('support', 'credits.adjust') && may('support', 'members.erase'));
    assert.ok(!may('support', 'photos.moderate') && !may('support', 'audit.read'));
    assert.ok(may('finance', 'payments.refund') && may('finance', 'bundles.manage'));
    assert.ok(!may('finance', 'members.lookup') && !may('finance', 'staff.manage'));
    // Marketing makes the landers and the operated profiles they feature, and mails members.
    assert.deepEqual(
      [...rolePermissions.marketing],
      ['self', 'campaigns.manage', 'profiles.manage', 'mailings.send'],
    );
    assert.deepEqual([...rolePermissions.deployer], ['self', 'remotes.deploy']);
    // Operators answer as the site's profiles, and see nothing of members beyond that.
    assert.deepEqual([...rolePermissions.operator], ['self', 'conversations.answer']);
    assert.ok(!may('moderator', 'conversations.answer') && !may('support', 'conversations.answer'));
  });

  it('every back-office route answers only the roles its permission allows (role × route)', async () => {
    // A valid request for every route: validation runs before access, so each is refused for
    // its access alone. A route added without a sample here fails this test.
    const samples: Record<string, { payload?: object; url?: string }> = {
      'GET /api/backoffice/me': {},
      'GET /api/backoffice/sessions': {},
      'DELETE /api/backoffice/sessions/:id': { url: '/api/backoffice/sessions/999999' },
      'GET /api/backoffice/staff': {},
      'POST /api/backoffice/staff/invitations': {
        payload: { email: 'matrix@staff.test', role: 'support' },
      },
      'POST /api/backoffice/staff/:id/disable': {
        url: '/api/backoffice/staff/999999/disable',
        payload: { reason: 'matrix' },
      },
      'POST /api/backoffice/staff/:id/role': {
        url: '/api/backoffice/staff/999999/role',
        payload: { role: 'support', reason: 'matrix' },
      },
      'POST /api/backoffice/staff/invitations/:id/resend': {
        url: '/api/backoffice/staff/invitations/999999/resend',
      },
      'POST /api/backoffice/staff/invitations/:id/revoke': {
        url: '/api/backoffice/staff/invitations/999999/revoke',
      },
      'GET /api/backoffice/sites': {},
      'GET /api/backoffice/site-settings/:id': { url: '/api/backoffice/site-settings/999999' },
      'PATCH /api/backoffice/site-settings/:id': {
        url: '/api/backoffice/site-settings/999999',
        payload: { name: 'matrix' },
      },
      'POST /api/backoffice/site-settings/:id/versions/:version/undo': {
        url: '/api/backoffice/site-settings/999999/versions/1/undo',
      },
      'POST /api/backoffice/members/:id/notes': {
        url: '/api/backoffice/members/999999/notes',
        payload: { body: 'matrix' },
      },
      'POST /api/backoffice/members/bulk/suspend': {
        payload: { ids: [999999], days: 1, reason: 'spam' },
      },
      'POST /api/backoffice/members/bulk/lift': { payload: { ids: [999999], reason: 'matrix' } },
      'POST /api/backoffice/members/bulk/mail': {
        payload: { ids: [999999], subject: 'matrix', body: 'matrix' },
      },
      'GET /api/backoffice/appeals': {},
      'POST /api/backoffice/appeals/:id/answer': {
        url: '/api/backoffice/appeals/999999/answer',
        payload: { decision: 'refused', answer: 'matrix' },
      },
      'POST /api/backoffice/members/:id/lift': {
        url: '/api/backoffice/members/999999/lift',
        payload: { reason: 'matrix' },
      },
      'GET /api/backoffice/audit': {},
      'GET /api/backoffice/passkeys': {},
      'POST /api/backoffice/passkeys/options': { payload: {} },
      'POST /api/backoffice/passkeys': {
        payload: {
          name: 'matrix',
          response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
        },
      },
      'DELETE /api/backoffice/passkeys/:id': { url: '/api/backoffice/passkeys/999999' },
      'GET /api/backoffice/photos': {},
      'GET /api/backoffice/reports': {},
      'GET /api/backoffice/bundles': {},
      'POST /api/backoffice/bundles': {
        payload: {
          site_id: null,
          country: 'ZZ',
          currency: 'EUR',
          credits: 1,
          amount: 1,
          highlighted: false,
          position: 0,
          active: false,
        },
      },
      'POST /api/backoffice/bundles/:id': {
        url: '/api/backoffice/bundles/999999',
        payload: { active: false },
      },
      'GET /api/backoffice/codes': {},
      'POST /api/backoffice/codes': {
        payload: {
          code: 'MATRIX',
          value_percentage: 5,
          country: null,
          currency: null,
          minimum_order_value: null,
          expires: null,
          single_use: true,
          paymentmethods: null,
        },
      },
      'POST /api/backoffice/codes/:id/disable': { url: '/api/backoffice/codes/999999/disable' },
      'GET /api/backoffice/members': { url: '/api/backoffice/members?q=matrix' },
      'GET /api/backoffice/members/:id': { url: '/api/backoffice/members/999999' },
      'POST /api/backoffice/members/:id/activation-mail': {
        url: '/api/backoffice/members/999999/activation-mail',
      },
      'POST /api/backoffice/members/:id/sessions/end': {
        url: '/api/backoffice/members/999999/sessions/end',
        payload: {},
      },
      'POST /api/backoffice/members/:id/second-factor/off': {
        url: '/api/backoffice/members/999999/second-factor/off',
        payload: { reason: 'matrix' },
      },
      'POST /api/backoffice/members/:id/credits': {
        url: '/api/backoffice/members/999999/credits',
        payload: { amount: 1, reason: 'matrix', idempotency_key: 'matrix-key-1' },
      },
      'POST /api/backoffice/members/:id/export': {
        url: '/api/backoffice/members/999999/export',
        payload: { reason: 'matrix' },
      },
      'POST /api/backoffice/members/:id/reactivation': {
        url: '/api/backoffice/members/999999/reactivation',
        payload: { reason: 'matrix' },
      },
      'POST /api/backoffice/members/:id/erase': {
        url: '/api/backoffice/members/999999/erase',
        payload: { reason: 'matrix' },
      },
      'GET /api/backoffice/complaints': {},
      'GET /api/backoffice/complaints/:id': { url: '/api/backoffice/complaints/999999' },
      'POST /api/backoffice/complaints/:id/replies': {
        url: '/api/backoffice/complaints/999999/replies',
        payload: { body: 'matrix', status: 'answered' },
      },
      'POST /api/backoffice/complaints/:id/status': {
        url: '/api/backoffice/complaints/999999/status',
        payload: { status: 'closed' },
      },
      'GET /api/backoffice/orders': { url: '/api/backoffice/orders?q=matrix' },
      'GET /api/backoffice/orders/:id': { url: '/api/backoffice/orders/999999' },
      'POST /api/backoffice/orders/:id/refunds': {
        url: '/api/backoffice/orders/999999/refunds',
        payload: { amount: 1, reason: 'matrix', idempotency_key: 'matrix-key-1' },
      },
      'GET /api/backoffice/credit-adjustments': {},
      'POST /api/backoffice/credit-adjustments/:id/approve': {
        url: '/api/backoffice/credit-adjustments/999999/approve',
      },
      'POST /api/backoffice/credit-adjustments/:id/refuse': {
        url: '/api/backoffice/credit-adjustments/999999/refuse',
      },
      'POST /api/backoffice/reports/:memberId': {
        url: '/api/backoffice/reports/999999',
        payload: { outcome: 'dismissed' },
      },
      'POST /api/backoffice/members/:id/suspend': {
        url: '/api/backoffice/members/999999/suspend',
        payload: { days: 3, reason: 'spam' },
      },
      'POST /api/backoffice/members/:id/ban': {
        url: '/api/backoffice/members/999999/ban',
        payload: { reason: 'spam' },
      },
      'POST /api/backoffice/photos/:id/approve': { url: '/api/backoffice/photos/999999/approve' },
      'POST /api/backoffice/photos/:id/reject': {
        url: '/api/backoffice/photos/999999/reject',
        payload: { reason: 'other' },
      },
      'GET /api/backoffice/verifications': {},
      'GET /api/backoffice/verifications/:id/frames/:n': {
        url: '/api/backoffice/verifications/999999/frames/0',
      },
      'POST /api/backoffice/verifications/:id/approve': {
        url: '/api/backoffice/verifications/999999/approve',
      },
      'POST /api/backoffice/verifications/:id/reject': {
        url: '/api/backoffice/verifications/999999/reject',
      },
      'GET /api/backoffice/audit.csv': {},
      'GET /api/backoffice/operator/queue': {},
      'GET /api/backoffice/mailings': {},
      'POST /api/backoffice/mailings': { payload: mailingInput() },
      'POST /api/backoffice/mailings/audience': {
        payload: { kind: 'news', audience: mailingInput().audience },
      },
      'GET /api/backoffice/mailings/:id': { url: '/api/backoffice/mailings/999999' },
      'PUT /api/backoffice/mailings/:id': {
        url: '/api/backoffice/mailings/999999',
        payload: mailingInput(),
      },
      'DELETE /api/backoffice/mailings/:id': { url: '/api/backoffice/mailings/999999' },
      'GET /api/backoffice/mailings/:id/preview': {
        url: '/api/backoffice/mailings/999999/preview?language=fr',
      },
      'GET /api/backoffice/mailings/:id/preview.html': {
        url: '/api/backoffice/mailings/999999/preview.html?language=en',
      },
      'POST /api/backoffice/mailings/:id/test': {
        url: '/api/backoffice/mailings/999999/test',
        payload: { language: 'en' },
      },
      'POST /api/backoffice/mailings/:id/send': {
        url: '/api/backoffice/mailings/999999/send',
        payload: {},
      },
      'POST /api/backoffice/mailings/:id/pause': {
        url: '/api/backoffice/mailings/999999/pause',
        payload: {},
      },
      'POST /api/backoffice/mailings/:id/resume': {
        url: '/api/backoffice/mailings/999999/resume',
        payload: {},
      },
      'GET /api/backoffice/campaigns': {},
      'POST /api/backoffice/campaigns': { payload: campaignInput({ slug: 'matrix-campaign' }) },
      'GET /api/backoffice/campaigns/:id': { url: '/api/backoffice/campaigns/999999' },
      'PUT /api/backoffice/campaigns/:id': {
        url: '/api/backoffice/campaigns/999999',
        payload: (({ slug: _slug, ...input }) => ({ ...input, revision: 1 }))(campaignInput()),
      },
      'POST /api/backoffice/campaigns/:id/publish': {
        url: '/api/backoffice/campaigns/999999/publish',
        payload: { revision: 1 },
      },
      'POST /api/backoffice/campaigns/:id/unpublish': {
        url: '/api/backoffice/campaigns/999999/unpublish',
        payload: { revision: 1 },
      },
      'POST /api/backoffice/campaigns/:id/duplicate': {
        url: '/api/backoffice/campaigns/999999/duplicate',
        payload: { slug: 'matrix-copy' },
      },
      'GET /api/backoffice/campaigns/:id/figures': {
        url: '/api/backoffice/campaigns/999999/figures',
      },
      'GET /api/backoffice/campaigns/:id/preview': {
        url: '/api/backoffice/campaigns/999999/preview',
      },
      'GET /api/backoffice/dashboard': {},
      'GET /api/backoffice/delivery': {},
      'GET /api/backoffice/delivery/:remote': { url: '/api/backoffice/delivery/mf-chat' },
      'PUT /api/backoffice/delivery/:remote/channel': {
        url: '/api/backoffice/delivery/mf-chat/channel',
        payload: { expected_revision: 999999, percent: 0 },
      },
      'POST /api/backoffice/delivery/:remote/promote': {
        url: '/api/backoffice/delivery/mf-chat/promote',
        payload: { expected_revision: 999999 },
      },
      'POST /api/backoffice/delivery/:remote/rollback': {
        url: '/api/backoffice/delivery/mf-chat/rollback',
        payload: { expected_revision: 999999 },
      },
      'GET /api/backoffice/delivery/:remote/tokens': {
        url: '/api/backoffice/delivery/mf-chat/tokens',
      },
      'POST /api/backoffice/delivery/:remote/tokens': {
        url: '/api/backoffice/delivery/mf-chat/tokens',
        payload: { label: 'matrix' },
      },
      'DELETE /api/backoffice/delivery/:remote/tokens/:id': {
        url: '/api/backoffice/delivery/mf-chat/tokens/999999',
      },
      'POST /api/backoffice/delivery/:remote/rollout': {
        url: '/api/backoffice/delivery/mf-chat/rollout',
        payload: { expected_revision: 999999, version: 'matrix', stages: [100], confidence: 0.95 },
      },
      'PATCH /api/backoffice/delivery/:remote/rollout': {
        url: '/api/backoffice/delivery/mf-chat/rollout',
        payload: { expected_revision: 999999, action: 'pause' },
      },
      'POST /api/backoffice/delivery/:remote/override-links': {
        url: '/api/backoffice/delivery/mf-chat/override-links',
        payload: { version: 'matrix' },
      },
      'POST /api/backoffice/operator/duty': { payload: { on: false } },
      'GET /api/backoffice/operated-profiles': {},
      'GET /api/backoffice/operated-profiles/operators': {},
      'PUT /api/backoffice/operated-profiles/:id/operators': {
        url: '/api/backoffice/operated-profiles/999999/operators',
        payload: { staff_ids: [] },
      },
      'POST /api/backoffice/operated-profiles': {
        payload: { name: 'MatrixProfile', age: 30, gender: 'female', country: 'NL' },
      },
      'GET /api/backoffice/operated-profiles/:id': {
        url: '/api/backoffice/operated-profiles/999999',
      },
      'PATCH /api/backoffice/operated-profiles/:id': {
        url: '/api/backoffice/operated-profiles/999999',
        payload: { state: 'paused' },
      },
      'POST /api/backoffice/operated-profiles/:id/photos': {
        url: '/api/backoffice/operated-profiles/999999/photos',
      },
      'DELETE /api/backoffice/operated-profiles/:id/photos/:photo': {
        url: '/api/backoffice/operated-profiles/999999/photos/1',
      },
      'POST /api/backoffice/operated-profiles/:id/photos/:photo/main': {
        url: '/api/backoffice/operated-profiles/999999/photos/1/main',
      },
      'GET /api/backoffice/operator/conversations/:id': {
        url: '/api/backoffice/operator/conversations/999999',
      },
      'POST /api/backoffice/operator/conversations/:id/hold': {
        url: '/api/backoffice/operator/conversations/999999/hold',
      },
      'DELETE /api/backoffice/operator/conversations/:id/hold': {
        url: '/api/backoffice/operator/conversations/999999/hold',
      },
      'POST /api/backoffice/operator/conversations/:id/notes': {
        url: '/api/backoffice/operator/conversations/999999/notes',
        payload: { body: 'matrix' },
      },
      'POST /api/backoffice/operator/conversations/:id/answers': {
        url: '/api/backoffice/operator/conversations/999999/answers',
        payload: { text: 'matrix', client_id: 'matrix-answer-1' },
      },
    };
    const routes = app.staffRoutes.filter(
      (route) => typeof route.access === 'string' && route.method !== 'HEAD',
    );
    assert.ok(routes.length >= Object.keys(samples).length);
    const sessions = Object.fromEntries(
      await Promise.all(
        staffRoles.map(async (role) => [role, (await staffMember(app, role)).cookie]),
      ),
    ) as Record<string, string>;
    const member = (await ownMember(app, 'matrix')).cookie;

    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const sample = samples[key];
      assert.ok(sample, `${key} has a sample request in this test`);
      const send = (cookie: string | undefined) =>
        call(route.method as 'GET', sample.url ?? route.url, cookie, sample.payload);
      for (const role of staffRoles) {
        const response = await send(sessions[role]);
        const allowed = rolePermissions[role].has(route.access as never);
        if (allowed)
          assert.ok(
            ![401, 403].includes(response.statusCode),
            `${role} may ${key}: ${response.statusCode} ${response.body}`,
          );
        else assert.equal(response.statusCode, 403, `${role} may not ${key}`);
      }
      for (const [who, cookie] of [
        ['a visitor', undefined],
        ['a member', member],
      ] as const)
        assert.equal((await send(cookie)).statusCode, 401, `${who} on ${key}`);
    }
  });
});
