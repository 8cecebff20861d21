import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import * as credits from '../../../src/domains/credits/service';
import { ledgerSum } from '../../../src/domains/credits/repository';
import { HttpError } from '../../../src/http/errors';
import { DEMO_ACCOUNT } from '../../../src/seed/demo-accounts';
import { untouchedMembers, userIdOf } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// RELIABILITY 1: credits never go below zero and always equal the sum of the ledger.
describeEachDatabase('credits ledger', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const balance = async (userId: number) =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select('credits')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).credits;

  it('seeds balances with their ledger entries', async () => {
    const demo = await userIdOf(t.app, DEMO_ACCOUNT.email);
    assert.equal(await ledgerSum(t.app.db, demo), await balance(demo));
    assert.equal(await balance(demo), DEMO_ACCOUNT.credits);
  });

  it('50 parallel paid actions on the last credit: exactly one succeeds', async () => {
    const [member] = (await untouchedMembers(t.app, 1)) as [number];
    await t.app.db.updateTable('app_user').set({ credits: 0 }).where('id', '=', member).execute();
    await t.app.db.deleteFrom('credit_entry').where('user_id', '=', member).execute();
    await credits.changeCredits(t.app.db, { userId: member, amount: 1, reason: 'signup_bonus' });

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        credits.changeCredits(t.app.db, {
          userId: member,
          amount: -1,
          reason: 'message',
          idempotencyKey: `send-${i}`,
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' &&
        r.reason instanceof HttpError &&
        r.reason.code === 'not_enough_credits',
    );
    assert.equal(succeeded.length, 1);
    assert.equal(refused.length, 49);
    assert.equal(await balance(member), 0);
    assert.equal(await ledgerSum(t.app.db, member), 0);
  });

  it('20 parallel repeats of one idempotency key charge once and answer the same entry', async () => {
    const [member] = (await untouchedMembers(t.app, 2)).slice(1) as [number];
    await t.app.db.updateTable('app_user').set({ credits: 0 }).where('id', '=', member).execute();
    await t.app.db.deleteFrom('credit_entry').where('user_id', '=', member).execute();
    await credits.changeCredits(t.app.db, { userId: member, amount: 10, reason: 'purchase' });

    const entries = await Promise.all(
      Array.from({ length: 20 }, () =>
        credits.changeCredits(t.app.db, {
          userId: member,
          amount: -3,
          reason: 'gift',
          idempotencyKey: 'gift-once',
        }),
      ),
    );
    assert.equal(new Set(entries.map((e) => e.id)).size, 1, 'one entry for every repeat');
    assert.equal(await balance(member), 7);
    assert.equal(await ledgerSum(t.app.db, member), 7);
  });
});
