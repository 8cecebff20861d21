import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  accountSettingsResponseSchema,
  apiErrorSchema,
  mailChangeConfirmResponseSchema,
  membersResponseSchema,
  notificationSettingsResponseSchema,
  userResponseSchema,
} from '@app/shared/contracts';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { mailsTo, ownMember, tokenFrom } from '../../helpers/accounts';
import { logInAsMember } from '../../helpers/members';
import {
  createTestApp,
  describeEachDatabase,
  logIn,
  sessionCookieFrom,
  type TestApp,
} from '../../helpers/test-app';

describeEachDatabase('account settings', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  let address = 0;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
      remoteAddress: `10.2.${address >> 8}.${address++ & 255}`,
    });
  const errorCode = (response: { json(): unknown }) =>
    apiErrorSchema.parse(response.json()).error.code;
  const currentUser = async (cookie: string) =>
    userResponseSchema.parse((await call('GET', '/api/user.php', cookie)).json()).user;

  it('changes the password with the old one: every session ends, this browser gets a new one', async () => {
    const member = await ownMember(t.app, 'password');
    const otherBrowser = await logInAsMember(t.app, member.id);
    const change = (old_password: string, new_password: string) =>
      call('PUT', '/api/password.php', member.cookie, { old_password, new_password });

    const wrong = await change('not my password', 'a brand new password');
    assert.equal(wrong.statusCode, 400);
    assert.equal(errorCode(wrong), 'old_password_wrong');
    assert.equal(
      apiErrorSchema.parse(wrong.json()).error.message,
      'Please check your old password.',
    );
    const short = await change(DEMO_PASSWORD, 'short');
    assert.equal(errorCode(short), 'password_invalid');
    assert.ok(await currentUser(otherBrowser), 'nothing changed yet');

    const changed = await change(DEMO_PASSWORD, 'a brand new password');
    assert.equal(changed.statusCode, 200);
    const renewed = sessionCookieFrom(changed);
    assert.notEqual(renewed, member.cookie, 'a new session id');
    assert.ok(await currentUser(renewed), 'this browser stays logged in, with it');
    assert.equal(await currentUser(member.cookie), null, 'the old session id is dead');
    assert.equal(await currentUser(otherBrowser), null, 'the other browser is logged out');
    await assert.rejects(logIn(t.app, member.email, DEMO_PASSWORD));
    assert.ok(await logIn(t.app, member.email, 'a brand new password'));
    assert.equal(
      (await call('PUT', '/api/password.php', '', { old_password: 'x', new_password: 'y' }))
        .statusCode,
      403,
    );
  });

  it('changes the address through a link mailed to the new one', async () => {
    const member = await ownMember(t.app, 'mail');
    const request = (email: string, password = DEMO_PASSWORD) =>
      call('POST', '/api/mail-change.php', member.cookie, { email, password });

    for (const invalid of ['not-an-address', '', member.email]) {
      const response = await request(invalid);
      assert.equal(response.statusCode, 400, invalid);
      assert.equal(errorCode(response), 'new_email_invalid');
      assert.equal(
        apiErrorSchema.parse(response.json()).error.message,
        'New email adress is invalid.',
      );
    }
    const taken = await request('demo@amora.test');
    assert.equal(taken.statusCode, 409);
    assert.equal(errorCode(taken), 'email_taken');
    assert.equal(
      errorCode(await request('new.home@example.test', 'wrong password')),
      'password_wrong',
    );
    assert.deepEqual(await mailsTo(t.app, 'new.home@example.test'), []);

    assert.equal((await request(' New.Home@Example.TEST ')).statusCode, 200);
    const [mail] = await mailsTo(t.app, 'new.home@example.test');
    assert.ok(mail, 'the link goes to the new address');
    const link = mail.links.find((l) => l.includes('/mail-change/do'))!;
    assert.equal(
      (await currentUser(member.cookie))?.email,
      member.email,
      'not changed before the link',
    );

    const confirm = (token: string) => call('PUT', '/api/mail-change.php', '', { token });
    const done = await confirm(tokenFrom(link));
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(mailChangeConfirmResponseSchema.parse(done.json()), {
      email: 'new.home@example.test',
    });
    assert.equal((await currentUser(member.cookie))?.email, 'new.home@example.test');
    assert.ok(await logIn(t.app, 'new.home@example.test'));
    const again = await confirm(tokenFrom(link));
    assert.equal(errorCode(again), 'link_invalid');
  });

  it('tells the member of every change to the account, and the old address can undo a new one', async () => {
    const member = await ownMember(t.app, 'notices');
    const { email: oldAddress } = (await currentUser(member.cookie))!;
    // A new password: the member hears of it, with the way back if it was not them.
    const changed = await call('PUT', '/api/password.php', member.cookie, {
      old_password: DEMO_PASSWORD,
      new_password: 'another good password',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const cookie = changed.headers['set-cookie']!.toString().split(';')[0]!;
    // In the member's own language (this member's is French).
    const [passwordNotice] = await mailsTo(t.app, oldAddress);
    assert.equal(passwordNotice!.subject, 'Le mot de passe de votre compte Amora a été modifié');
    assert.ok(passwordNotice!.links.some((link) => link.endsWith('/reset-password')));

    // A new address: the old one is told what it became, with a link that gives it back.
    await call('POST', '/api/mail-change.php', cookie, {
      email: 'taken.over@example.test',
      password: 'another good password',
    });
    const [confirmation] = await mailsTo(t.app, 'taken.over@example.test');
    const confirmed = await call('PUT', '/api/mail-change.php', '', {
      token: tokenFrom(confirmation!.links[0]!),
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const notice = (await mailsTo(t.app, oldAddress)).find((mail) =>
      /adresse e-mail .* a été modifiée/.test(mail.subject),
    );
    assert.ok(notice, 'the old address hears of the change');
    assert.match(notice.text, /taken\.over@example\.test/);
    const undoLink = notice.links.find((link) => link.includes('/mail-change/do?undo='))!;
    const undo = (token: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/mail-change.php', payload: { token } });
    const undone = await undo(new URL(undoLink).searchParams.get('undo')!);
    assert.equal(undone.statusCode, 200, undone.body);
    assert.deepEqual(mailChangeConfirmResponseSchema.parse(undone.json()), { email: oldAddress });
    // The address is back, and whoever changed it is logged out everywhere.
    assert.equal(await currentUser(cookie), null);
    assert.ok(await logIn(t.app, oldAddress, 'another good password'));
    assert.equal(
      errorCode(await undo(new URL(undoLink).searchParams.get('undo')!)),
      'link_invalid',
    );
  });

  it('mails the date and the way back when the member leaves, and welcomes them back', async () => {
    const member = await ownMember(t.app, 'leaving');
    const { email } = (await currentUser(member.cookie))!;
    const left = await t.app.inject({
      method: 'DELETE',
      url: '/api/account.php',
      headers: { cookie: member.cookie },
      payload: { reason: 'time', password: DEMO_PASSWORD },
    });
    assert.equal(left.statusCode, 200, left.body);
    const [goodbye] = await mailsTo(t.app, email);
    assert.equal(goodbye!.subject, 'Votre compte Amora va être supprimé');
    const back = goodbye!.links.find((link) => link.includes('/account-deleted?token='))!;
    const reactivated = await call('POST', '/api/reactivate.php', '', { token: tokenFrom(back) });
    assert.equal(reactivated.statusCode, 200, reactivated.body);
    const welcome = (await mailsTo(t.app, email)).find((mail) => /Bon retour/.test(mail.subject));
    assert.ok(welcome, 'the member is told the account is back');
    assert.ok(await logIn(t.app, email));
  });

  it('refuses a confirmed change when another account took the address meanwhile', async () => {
    const first = await ownMember(t.app, 'race-a');
    const second = await ownMember(t.app, 'race-b');
    for (const member of [first, second])
      assert.equal(
        (
          await call('POST', '/api/mail-change.php', member.cookie, {
            email: 'wanted@example.test',
            password: DEMO_PASSWORD,
          })
        ).statusCode,
        200,
      );
    const [a, b] = (await mailsTo(t.app, 'wanted@example.test')).map((m) => tokenFrom(m.links[0]!));
    assert.equal((await call('PUT', '/api/mail-change.php', '', { token: a! })).statusCode, 200);
    const late = await call('PUT', '/api/mail-change.php', '', { token: b! });
    assert.equal(late.statusCode, 409);
    assert.equal(errorCode(late), 'email_taken');
    // One of them has the address now; the other kept their own.
    const emails = [
      (await currentUser(first.cookie))?.email,
      (await currentUser(second.cookie))?.email,
    ];
    assert.equal(emails.filter((email) => email === 'wanted@example.test').length, 1);
    assert.ok(emails.includes(first.email) || emails.includes(second.email));
  });

  it('invisible mode hides the member from search and likes lists until switched off, not from their matches', async () => {
    const member = await ownMember(t.app, 'invisible');
    const viewer = await ownMember(t.app, 'viewer');
    await t.app.db
      .insertInto('member_like')
      .values({ liker_id: member.id, liked_id: viewer.id, created_at: new Date().toISOString() })
      .execute();
    const profile = await t.app.db
      .selectFrom('profile')
      .select(['country', 'gender'])
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const listed = async () => {
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const page = membersResponseSchema.parse(
          (
            await call(
              'GET',
              `/api/members.php?country=${profile.country}&gender=${profile.gender}&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
              viewer.cookie,
            )
          ).json(),
        );
        ids.push(...page.results.map((card) => card.id));
        cursor = page.next_cursor;
      } while (cursor);
      return ids.includes(member.id);
    };
    const likedBy = async () =>
      (
        (await call('GET', '/api/likes.php', viewer.cookie)).json() as {
          liked_by: { id: number }[];
        }
      ).liked_by.some((like) => like.id === member.id);

    assert.equal(await listed(), true);
    assert.equal(await likedBy(), true);
    const on = await call('PUT', '/api/account-settings.php', member.cookie, { invisible: true });
    assert.deepEqual(accountSettingsResponseSchema.parse(on.json()).settings, { invisible: true });
    assert.equal(await listed(), false);
    assert.equal(await likedBy(), false);
    // Not from those the member already matched with (issue 25 §2): their match stays listed.
    const match = await ownMember(t.app, 'match');
    const at = new Date().toISOString();
    await t.app.db
      .insertInto('member_match')
      .values([
        { user_id: match.id, other_id: member.id, created_at: at },
        { user_id: member.id, other_id: match.id, created_at: at },
      ])
      .execute();
    const matches = (
      (await call('GET', '/api/likes.php', match.cookie)).json() as { matches: { id: number }[] }
    ).matches;
    assert.deepEqual(
      matches.map((m) => m.id),
      [member.id],
    );
    // …and the match opens the profile the list shows (issue 49 §9: it answered 404); to anyone
    // else, an invisible member is not there.
    assert.equal(
      (await call('GET', `/api/member.php?id=${member.id}`, match.cookie)).statusCode,
      200,
    );
    assert.equal(
      (await call('GET', `/api/member.php?id=${member.id}`, viewer.cookie)).statusCode,
      404,
    );
    const read = await call('GET', '/api/account-settings.php', member.cookie);
    assert.deepEqual(read.json(), { settings: { invisible: true } });
    await call('PUT', '/api/account-settings.php', member.cookie, { invisible: false });
    assert.equal(await listed(), true);
    assert.equal(
      (await call('PUT', '/api/account-settings.php', member.cookie, { hidden: true })).statusCode,
      400,
    );
  });

  it('switches notification kinds off and on, and asks for mail again after a bounce', async () => {
    const member = await ownMember(t.app, 'notify');
    const put = (payload: object) => call('PUT', '/api/notifications.php', member.cookie, payload);
    const off = await put({ disabled: ['promotions', 'news', 'promotions'] });
    assert.deepEqual(notificationSettingsResponseSchema.parse(off.json()).notifications, {
      disabled: ['promotions', 'news'],
      email_disabled_reason: null,
    });
    assert.deepEqual((await currentUser(member.cookie))?.notifications_disabled, [
      'promotions',
      'news',
    ]);
    assert.equal((await put({ disabled: ['spam'] })).statusCode, 400);

    await t.app.db
      .updateTable('app_user')
      .set({ email_disabled_reason: 'bounce' })
      .where('id', '=', member.id)
      .execute();
    const read = await call('GET', '/api/notifications.php', member.cookie);
    assert.equal(
      notificationSettingsResponseSchema.parse(read.json()).notifications.email_disabled_reason,
      'bounce',
    );
    const back = await put({ email_enabled: true, disabled: [] });
    assert.deepEqual(notificationSettingsResponseSchema.parse(back.json()).notifications, {
      disabled: [],
      email_disabled_reason: null,
    });
  });
});
