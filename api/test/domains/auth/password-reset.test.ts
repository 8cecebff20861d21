import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema, outboxResponseSchema } from '@app/shared/contracts';
import {
  RESET_MAILS_PER_ACCOUNT_PER_DAY,
  RESET_MAILS_PER_DAY,
} from '../../../src/domains/auth/password-reset';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { logInAsMember, untouchedMembers } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

describeEachDatabase('password reset: /api/password-reset.php', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const emailOf = async (userId: number) =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).email;
  const requestReset = (email: string, remoteAddress: string, host = 'localhost:3000') =>
    t.app.inject({
      method: 'POST',
      url: '/api/password-reset.php',
      payload: { email },
      remoteAddress,
      headers: { host },
    });
  const useLink = (token: string, password: string, repeat = password) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/password-reset.php',
      payload: { token, password, password_repeat: repeat },
      remoteAddress: '127.0.9.9',
    });
  // The mail leaves after the answer (its sending time must tell nothing): wait for it.
  const mailsTo = async (email: string) => {
    await t.app.backgroundIdle();
    return outboxResponseSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/outbox.php' })).json())
      .mails.filter((mail) => mail.to === email);
  };
  const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const [member] = (await untouchedMembers(t.app, 1)) as [number];
    const known = await requestReset(await emailOf(member), '127.0.9.1');
    const unknown = await requestReset('nobody@amora.test', '127.0.9.1');
    assert.equal(unknown.statusCode, 200);
    assert.equal(unknown.statusCode, known.statusCode);
    assert.equal(unknown.body, known.body);
    assert.deepEqual(await mailsTo('nobody@amora.test'), []);
    // Capped alike, so the limit does not tell either.
    for (let i = 1; i < RESET_MAILS_PER_DAY; i += 1)
      await requestReset('nobody@amora.test', '127.0.9.1');
    const capped = await requestReset('nobody@amora.test', '127.0.9.1');
    assert.equal(capped.statusCode, 429);
    assert.equal(apiErrorSchema.parse(capped.json()).error.code, 'reset_limit_reached');
  });

  it('mails a single-use link on this site, whatever Host the request claims', async () => {
    const [member] = (await untouchedMembers(t.app, 1)) as [number];
    const email = await emailOf(member);
    const oldSession = await logInAsMember(t.app, member);
    const response = await requestReset(email.toUpperCase(), '127.0.9.2', 'evil.example');
    assert.equal(response.statusCode, 200);
    const [mail] = await mailsTo(email);
    assert.ok(mail, 'a mail was sent');
    assert.match(mail.subject, /password/i);
    const link = mail.links.find((l) => l.includes('/reset-password/do'))!;
    assert.ok(link.startsWith(`http://localhost:${t.config.port}/reset-password/do?token=`), link);
    assert.doesNotMatch(mail.text + mail.html, /evil/);

    // Two different passwords: refused, and the link still works afterwards.
    const differ = await useLink(tokenFrom(link), 'a-new-password', 'another-one');
    assert.equal(differ.statusCode, 400);
    assert.equal(apiErrorSchema.parse(differ.json()).error.code, 'passwords_differ');

    const done = await useLink(tokenFrom(link), 'a-new-password-ü');
    assert.equal(done.statusCode, 200);
    // Every session of the account ended; the new password works, the old one does not.
    const withOld = await t.app.inject({
      method: 'GET',
      url: '/api/chats.php',
      headers: { cookie: oldSession },
    });
    assert.equal(withOld.statusCode, 403);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        payload: { email, password },
        remoteAddress: '127.0.9.3',
      });
    assert.equal((await login(DEMO_PASSWORD)).statusCode, 401);
    assert.equal((await login('a-new-password-ü')).statusCode, 200);

    const again = await useLink(tokenFrom(link), 'yet-another-password');
    assert.equal(again.statusCode, 400);
    const { error } = apiErrorSchema.parse(again.json());
    assert.equal(error.code, 'link_invalid');
    assert.equal(error.message, 'Link expired or invalid, request a new email.');
  });

  it(`caps reset mails at ${RESET_MAILS_PER_DAY} a day per source: nobody else's requests use up the member's own`, async () => {
    const [, member] = (await untouchedMembers(t.app, 2)) as [number, number];
    const email = await emailOf(member);
    // Someone else asks for the member's reset, from one address, as often as they may.
    for (let i = 0; i < RESET_MAILS_PER_DAY; i++)
      assert.equal((await requestReset(email, '198.51.100.66')).statusCode, 200);
    const capped = await requestReset(email, '198.51.100.66');
    assert.equal(capped.statusCode, 429);
    assert.equal(apiErrorSchema.parse(capped.json()).error.code, 'reset_limit_reached');
    assert.equal((await mailsTo(email)).length, RESET_MAILS_PER_DAY);
    // Before, the member was then blocked for the day; their own request still goes through.
    assert.equal((await requestReset(email, '203.0.113.7')).statusCode, 200);
    assert.equal((await mailsTo(email)).length, RESET_MAILS_PER_DAY + 1);
  });

  it(`sends one account at most ${RESET_MAILS_PER_ACCOUNT_PER_DAY} reset mails a day from any number of sources, answering all alike (issue 46 §1)`, async () => {
    const [member] = (await untouchedMembers(t.app, 1)) as [number];
    const email = await emailOf(member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestReset(email, `198.51.100.${100 + i}`)),
    );
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    assert.equal((await mailsTo(email)).length, RESET_MAILS_PER_ACCOUNT_PER_DAY);
    // An address without an account gets the very same answers.
    for (let i = 0; i < 20; i++)
      assert.equal(
        (await requestReset('nobody-here@example.test', `198.51.100.${100 + i}`)).statusCode,
        200,
      );
  });

  it('refuses a password shorter than 8 characters, changing nothing', async () => {
    const response = await useLink('x'.repeat(43), 'short');
    assert.equal(response.statusCode, 400);
    // The new-password rule's own code, the one the form shows (ADR 0013).
    assert.equal(apiErrorSchema.parse(response.json()).error.code, 'password_invalid');
  });
});
