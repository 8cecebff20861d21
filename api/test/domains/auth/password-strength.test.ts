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
});
