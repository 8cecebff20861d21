import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { verifyPassword } from '../../../src/domains/auth/password';
import { isWeakPassword } from '../../../src/domains/auth/password-strength';
import { issueToken } from '../../../src/domains/auth/tokens';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { ownMember } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 29 §4: breached and common passwords are refused at sign-up, reset and change, from the
// list and dictionaries zxcvbn-ts ships (nothing is sent anywhere), with a reason the member reads.

const COMMON = ['password1', '12345678', 'azerty123', 'motdepasse', 'qwertyuiop', 'iloveyou2'];

it('finds breached, keyboard and dictionary passwords weak, and passphrases strong', () => {
  for (const password of COMMON) assert.equal(isWeakPassword(password), true, password);
  for (const password of ['demo-pass-2024', 'correct horse battery', 'a good password'])
    assert.equal(isWeakPassword(password), false, password);
  // The member's own name and address make a password guessable.
  assert.equal(isWeakPassword('quilbertok1990', []), false);
  assert.equal(isWeakPassword('quilbertok1990', ['quilbertok@example.com', 'Quilbertok']), true);
});

describeEachDatabase('common passwords refused', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  let address = 0;
  const call = (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: `10.29.6.${(address += 1)}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const refusal = (response: { statusCode: number; json(): unknown }) => {
    const { error } = response.json() as { error: { code: string; params?: { field?: string } } };
    return { status: response.statusCode, code: error.code, field: error.params?.field };
  };

  it('at sign-up (and its account-step check): nothing is created', async () => {
    const account = {
      email: `common-${kind}@example.test`,
      name: `Common${kind}`,
      password: 'password1',
      date_of_birth: '1990-01-01',
    };
    assert.deepEqual(refusal(await call('POST', '/api/signup-check.php', account)), {
      status: 400,
      code: 'password_common',
      field: 'password',
    });
    assert.deepEqual(refusal(await call('POST', '/api/signup.php', account)), {
      status: 400,
      code: 'password_common',
      field: 'password',
    });
    const created = await t.app.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', account.email)
      .execute();
    assert.equal(created.length, 0);
    const strong = await call('POST', '/api/signup.php', {
      ...account,
      password: 'common-but-not-2029',
    });
    assert.equal(strong.statusCode, 200, strong.body);
  });

  it('at a password change and a reset: the old password keeps working', async () => {
    const member = await ownMember(t.app, 'common-change');
    const changed = await call(
      'PUT',
      '/api/password.php',
      { old_password: DEMO_PASSWORD, new_password: 'azerty123' },
      member.cookie,
    );
    assert.deepEqual(refusal(changed), {
      status: 400,
      code: 'password_common',
      field: 'new_password',
    });
    const token = await issueToken(t.app.db, { userId: member.id, purpose: 'password_reset' });
    const reset = await call('PUT', '/api/password-reset.php', {
      token,
      password: 'motdepasse',
      password_repeat: 'motdepasse',
    });
    assert.deepEqual(refusal(reset), { status: 400, code: 'password_common', field: 'password' });
    const { password_hash } = await t.app.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    assert.equal(await verifyPassword(password_hash, DEMO_PASSWORD), true);
    // The link was not used up by the refusal: a strong password goes through with it.
    const again = await call('PUT', '/api/password-reset.php', {
      token,
      password: 'a long and quiet river',
      password_repeat: 'a long and quiet river',
    });
    assert.equal(again.statusCode, 200, again.body);
  });

  it('a burst of long passwords before any login never holds the event loop (issue 46 §1)', async () => {
    // 128 characters, sign-up's most (a reset's took 2.2 s of the event loop before).
    const long = (i: number) =>
      `${'Zq8!vR2#'.repeat(16)}`.slice(0, 126) + String(i).padStart(2, '0');
    // Sign-up's account check scores the password before anything is stored.
    const burst = Array.from({ length: 12 }, (_, i) =>
      call('POST', '/api/signup-check.php', {
        email: `burst-${kind}-${i}@example.test`,
        name: `Burst${kind}${i}`,
        password: long(i),
        date_of_birth: '1990-01-01',
      }),
    );
    // A reset or an invitation with no live link costs nothing: refused before it is scored.
    const resets = Array.from({ length: 12 }, (_, i) =>
      call('PUT', '/api/password-reset.php', {
        token: 'x'.repeat(43),
        password: long(i),
        password_repeat: long(i),
      }),
    );
    const invitations = Array.from({ length: 12 }, (_, i) =>
      call('POST', '/api/backoffice/invitation', { token: 'y'.repeat(43), password: long(i) }),
    );
    // Whatever else the server has to answer (/healthz, a message) waits for the event loop:
    // a timer every 10 ms measures how long it was held.
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    const [checked, reset, invited] = await Promise.all([
      Promise.all(burst),
      Promise.all(resets),
      Promise.all(invitations),
    ]).finally(() => clearInterval(ticker));
    // A 128-character password held the loop for 1–2 s (more on a busy machine) before.
    assert.ok(longest < 250, `the event loop was held for ${longest.toFixed(0)} ms`);
    for (const response of checked) assert.equal(response.statusCode, 200, response.body);
    for (const response of reset) assert.equal(refusal(response).code, 'link_invalid');
    for (const response of invited) assert.equal(refusal(response).code, 'invitation_invalid');
  });
});
