import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  consumeToken,
  issueToken,
  TOKEN_LIFETIME_MS,
  tokensIssuedSince,
} from '../../../src/domains/auth/tokens';
import { untouchedMembers } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// RELIABILITY 9: account links are random, stored hashed, expiring and single use.
describeEachDatabase('account link tokens', (kind) => {
  let t: TestApp;
  let member: number;
  before(async () => {
    t = await createTestApp(kind);
    [member] = (await untouchedMembers(t.app, 1)) as [number];
  });
  after(() => t.close());

  it('stores only a hash, and answers the member and payload once', async () => {
    const token = await issueToken(t.app.db, {
      userId: member,
      purpose: 'mail_change',
      payload: 'new@amora.test',
    });
    const stored = await t.app.db.selectFrom('account_token').select('token_hash').execute();
    assert.ok(stored.every((row) => row.token_hash !== token && !row.token_hash.includes(token)));
    assert.deepEqual(await consumeToken(t.app.db, 'mail_change', token), {
      userId: member,
      payload: 'new@amora.test',
    });
    assert.equal(await consumeToken(t.app.db, 'mail_change', token), null, 'used once');
  });

  it('works for its own purpose only, and not after it expired', async () => {
    const token = await issueToken(t.app.db, { userId: member, purpose: 'password_reset' });
    assert.equal(await consumeToken(t.app.db, 'activation', token), null);
    const later = new Date(Date.now() + TOKEN_LIFETIME_MS.password_reset + 1000);
    assert.equal(await consumeToken(t.app.db, 'password_reset', token, later), null);
    assert.equal(await consumeToken(t.app.db, 'password_reset', 'not-a-token'), null);
  });

  it('20 parallel uses of one link: exactly one succeeds', async () => {
    const token = await issueToken(t.app.db, { userId: member, purpose: 'activation' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeToken(t.app.db, 'activation', token)),
    );
    assert.equal(results.filter((r) => r !== null).length, 1);
  });

  it('counts the links sent, for daily caps', async () => {
    const since = new Date(Date.now() - 60_000);
    const before = await tokensIssuedSince(t.app.db, member, 'password_reset', since);
    await issueToken(t.app.db, { userId: member, purpose: 'password_reset' });
    assert.equal(await tokensIssuedSince(t.app.db, member, 'password_reset', since), before + 1);
  });
});
