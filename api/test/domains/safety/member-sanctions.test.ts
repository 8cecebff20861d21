import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { errorCodeOf, ownMember } from '../../helpers/accounts';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 26 §3: moderators suspend a member for some days or ban them: the member leaves every
// list at once, all their sessions end, a login gets the sanction's words (in their language)
// and no session, and a banned address cannot sign up again.
describeEachDatabase('back office: suspensions and bans', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  let from = 0;
  const logIn = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: `10.36.0.${++from}`,
    });
  const staffCall = (url: string, cookie: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const loggedIn = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json().user;
  /** Whether another member can open the member's profile (lists read the same accounts). */
  const profileOpens = async (viewerCookie: string, memberId: number) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/member.php?id=${memberId}`,
      headers: { cookie: viewerCookie },
    });
    return response.statusCode === 200;
  };
  const setLanguage = (id: number, language: string) =>
    app.db.updateTable('app_user').set({ language }).where('id', '=', id).execute();

  it('a suspension logs the member out everywhere, hides them, and says until when at login', async () => {
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, 'suspended');
    await setLanguage(member.id, 'en');
    assert.ok(await loggedIn(member.cookie));

    const suspended = await staffCall(
      `/api/backoffice/members/${member.id}/suspend`,
      moderator.cookie,
      { days: 7, reason: 'harassment', note: 'Three reports in a day' },
    );
    assert.equal(suspended.statusCode, 200, suspended.body);
    assert.equal(await loggedIn(member.cookie), null, 'the open session ended');

    const login = await logIn(member.email);
    assert.equal(login.statusCode, 403);
    const { error } = apiErrorSchema.parse(login.json());
    assert.equal(error.code, 'account_suspended');
    assert.equal(error.params?.reason, 'harassing other members');
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    assert.match(String(error.params?.until), new RegExp(String(inAWeek.getUTCFullYear())));
    assert.equal(login.cookies.length, 0, 'no session');

    const [entry] = await app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'member.suspend')
      .where('object_id', '=', String(member.id))
      .execute();
    assert.equal(entry!.reason, 'Three reports in a day');
    assert.equal(entry!.staff_id, moderator.id);

    // Suspended twice: the second is told, nothing is recorded again.
    const again = await staffCall(
      `/api/backoffice/members/${member.id}/suspend`,
      moderator.cookie,
      { days: 1, reason: 'spam' },
    );
    assert.equal(again.statusCode, 409);

    // When the suspension has run out, the member logs in as before and is listed again.
    await app.db
      .updateTable('member_sanction')
      .set({ until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    const back = await logIn(member.email);
    assert.equal(back.statusCode, 200, back.body);
    const viewer = await ownMember(app, 'suspension-viewer');
    assert.ok(await profileOpens(viewer.cookie, member.id));
  });

  it('a ban hides the member (their profile no longer opens), refuses login in their language, and keeps the address from signing up again', async () => {
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, 'banned');
    await setLanguage(member.id, 'fr');
    const viewer = await ownMember(app, 'ban-viewer');
    assert.ok(await profileOpens(viewer.cookie, member.id));

    const banned = await staffCall(`/api/backoffice/members/${member.id}/ban`, moderator.cookie, {
      reason: 'scam',
    });
    assert.equal(banned.statusCode, 200, banned.body);
    assert.equal(await profileOpens(viewer.cookie, member.id), false);
    assert.equal(await loggedIn(member.cookie), null);

    const login = await logIn(member.email);
    const { error } = apiErrorSchema.parse(login.json());
    assert.equal(error.code, 'account_banned');
    assert.equal(error.params?.reason, 'des demandes d’argent à d’autres membres');

    // Nobody can write to them either.
    const write = await app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: viewer.cookie },
      payload: { profile: member.id, message: 'Hello?', client_id: 'ban-1' },
    });
    assert.ok(write.statusCode >= 400 && write.statusCode < 500, write.body);

    const signup = await app.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: '10.36.1.1',
      payload: {
        email: member.email.toUpperCase(),
        name: 'Comeback',
        password: 'a good password',
        date_of_birth: '1990-01-01',
      },
    });
    assert.equal(signup.statusCode, 409);
    assert.equal(errorCodeOf(signup), 'email_taken');
  });

  it('a banned member erased on request still cannot come back with that address', async () => {
    const moderator = await staffMember(app, 'moderator');
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'erased-ban');
    const other = await ownMember(app, 'erased-ban-other');
    const banned = await staffCall(`/api/backoffice/members/${member.id}/ban`, moderator.cookie, {
      reason: 'scam',
    });
    assert.equal(banned.statusCode, 200, banned.body);
    const erased = await staffCall(`/api/backoffice/members/${member.id}/erase`, support.cookie, {
      reason: 'Asked for erasure',
    });
    assert.equal(erased.statusCode, 200, erased.body);
    // The account row no longer holds the address (the erasure overwrote it)…
    const holder = await app.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', member.email)
      .executeTakeFirst();
    assert.equal(holder, undefined);
    // …and yet neither a sign-up nor another member's address change gets it.
    const signup = (email: string, name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/signup.php',
        remoteAddress: `10.36.2.${++from}`,
        payload: { email, name, password: 'a good password', date_of_birth: '1990-01-01' },
      });
    const again = await signup(` ${member.email.toUpperCase()}`, 'ComebackTwo');
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(errorCodeOf(again), 'email_taken');
    const change = await app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: { cookie: other.cookie },
      payload: { email: member.email, password: DEMO_PASSWORD },
    });
    assert.equal(change.statusCode, 409, change.body);
    assert.equal(errorCodeOf(change), 'email_taken');
    // Only the hash is kept; an erased member who was not banned frees their address.
    const kept = await app.db.selectFrom('banned_address').selectAll().execute();
    assert.ok(kept.every((row) => !row.address_hash.includes('@')));
    const plain = await ownMember(app, 'erased-plain');
    const erasedPlain = await staffCall(
      `/api/backoffice/members/${plain.id}/erase`,
      support.cookie,
      {
        reason: 'Asked for erasure',
      },
    );
    assert.equal(erasedPlain.statusCode, 200, erasedPlain.body);
    const back = await signup(plain.email, 'PlainReturns');
    assert.equal(back.statusCode, 200, back.body);
  });

  it('support may not suspend; a sanction needs a reason from the list', async () => {
    const support = await staffMember(app, 'support');
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, 'untouched');
    const refused = await staffCall(`/api/backoffice/members/${member.id}/ban`, support.cookie, {
      reason: 'spam',
    });
    assert.equal(refused.statusCode, 403);
    const bad = await staffCall(`/api/backoffice/members/${member.id}/ban`, moderator.cookie, {
      reason: 'rude',
    });
    assert.equal(bad.statusCode, 400);
    assert.ok(await loggedIn(member.cookie), 'nothing changed');
  });

  it('a moderator lifts a suspension or a ban from the file: the member logs in again, as they were; nothing to lift is refused', async () => {
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, 'lifted');
    const lift = (reason: string) =>
      staffCall(`/api/backoffice/members/${member.id}/lift`, moderator.cookie, { reason });

    const nothing = await lift('Appeal accepted');
    assert.equal(nothing.statusCode, 409);
    assert.equal(errorCodeOf(nothing), 'not_sanctioned');

    for (const [path, body] of [
      ['suspend', { days: 30, reason: 'spam' }],
      ['ban', { reason: 'fake_profile' }],
    ] as const) {
      const sanctioned = await staffCall(
        `/api/backoffice/members/${member.id}/${path}`,
        moderator.cookie,
        body,
      );
      assert.equal(sanctioned.statusCode, 200, sanctioned.body);
      assert.equal((await logIn(member.email)).statusCode, 403);
      const blank = await lift('   ');
      assert.equal(blank.statusCode, 400);
      assert.equal((await logIn(member.email)).statusCode, 403, 'a blank reason lifts nothing');
      const lifted = await lift('Appeal accepted');
      assert.equal(lifted.statusCode, 200, lifted.body);
      assert.equal((await logIn(member.email)).statusCode, 200);
      const { status } = await app.db
        .selectFrom('app_user')
        .select('status')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      assert.equal(status, 'active');
    }
    const trail = await app.db
      .selectFrom('staff_audit')
      .select(['action', 'before_json', 'reason'])
      .where('object_type', '=', 'member')
      .where('object_id', '=', String(member.id))
      .where('action', '=', 'member.lift')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      trail.map((row) => [JSON.parse(row.before_json!).status, row.reason]),
      [
        ['suspended', 'Appeal accepted'],
        ['banned', 'Appeal accepted'],
      ],
    );

    const support = await staffMember(app, 'support');
    const refused = await staffCall(`/api/backoffice/members/${member.id}/lift`, support.cookie, {
      reason: 'x',
    });
    assert.equal(refused.statusCode, 403);
  });
});
