import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import { CREDIT_ADJUSTMENT_LIMIT, creditAdjustmentResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { balanceOf, errorCodeOf, ownMember, setBalance } from '../../helpers/accounts';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 26 §4: support adjusts a member's credits through the ledger with a reason; above the
// limit another staff member approves first. Money stays exact: a repeated or raced request is
// made once, an approval applies once, the ledger always sums to the balance.
describeEachDatabase('back office: credit adjustments', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const adjust = (cookie: string, memberId: number, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/backoffice/members/${memberId}/credits`,
      headers: { cookie },
      payload,
    });
  const decide = (cookie: string, id: number, verb: 'approve' | 'refuse') =>
    app.inject({
      method: 'POST',
      url: `/api/backoffice/credit-adjustments/${id}/${verb}`,
      headers: { cookie },
    });
  const ledgerOf = (userId: number) =>
    app.db.selectFrom('credit_entry').selectAll().where('user_id', '=', userId).execute();
  const ledgerSum = async (userId: number) =>
    (await ledgerOf(userId)).reduce((sum, entry) => sum + entry.amount, 0);

  it('a small adjustment is applied at once through the ledger; a reason is required', async () => {
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'small-adjust');
    await setBalance(app, member.id, 10);
    const bare = await adjust(support.cookie, member.id, {
      amount: 5,
      reason: ' ',
      idempotency_key: randomUUID(),
    });
    assert.equal(errorCodeOf(bare), 'reason_required');
    assert.equal(await balanceOf(app, member.id), 10);

    const response = await adjust(support.cookie, member.id, {
      amount: 5,
      reason: 'Message failed to send',
      idempotency_key: randomUUID(),
    });
    assert.equal(response.statusCode, 200, response.body);
    const { adjustment } = creditAdjustmentResponseSchema.parse(response.json());
    assert.equal(adjustment.status, 'applied');
    assert.equal(adjustment.balance_after, 15);
    assert.equal(await balanceOf(app, member.id), 15);
    assert.equal(await ledgerSum(member.id), 15);
  });

  it('twenty parallel repeats of one request move the credits once', async () => {
    const support = await staffMember(app, 'support');
    const member = await ownMember(app, 'parallel-adjust');
    await setBalance(app, member.id, 0);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        adjust(support.cookie, member.id, { amount: 7, reason: 'Goodwill', idempotency_key: key }),
      ),
    );
    assert.ok(
      answers.every((answer) => answer.statusCode === 200),
      answers.map((a) => a.body).join(),
    );
    const ids = new Set(answers.map((answer) => answer.json().adjustment.id));
    assert.equal(ids.size, 1);
    assert.equal(await balanceOf(app, member.id), 7);
    assert.equal(await ledgerSum(member.id), 7);
  });

  it('above the limit it waits for a second person; parallel approvals apply it once', async () => {
    const [asker, other, owner] = [
      await staffMember(app, 'support'),
      await staffMember(app, 'support'),
      await staffMember(app, 'owner'),
    ];
    const member = await ownMember(app, 'big-adjust');
    await setBalance(app, member.id, 3);
    const big = CREDIT_ADJUSTMENT_LIMIT + 1;
    const requested = await adjust(asker.cookie, member.id, {
      amount: big,
      reason: 'Refund of a failed bundle',
      idempotency_key: randomUUID(),
    });
    const { adjustment } = creditAdjustmentResponseSchema.parse(requested.json());
    assert.equal(adjustment.status, 'waiting');
    assert.equal(await balanceOf(app, member.id), 3, 'nothing moves yet');

    // Not by whoever asked for it.
    const self = await decide(asker.cookie, adjustment.id, 'approve');
    assert.equal(self.statusCode, 409);
    assert.equal(await balanceOf(app, member.id), 3);

    const approvals = await Promise.all([
      decide(other.cookie, adjustment.id, 'approve'),
      decide(owner.cookie, adjustment.id, 'approve'),
      decide(other.cookie, adjustment.id, 'approve'),
    ]);
    assert.deepEqual(approvals.map((a) => a.statusCode).sort(), [200, 409, 409]);
    assert.equal(await balanceOf(app, member.id), 3 + big);
    assert.equal(await ledgerSum(member.id), 3 + big);
  });

  it('a refused adjustment changes nothing; a charge beyond the balance is refused whole', async () => {
    const [asker, other] = [await staffMember(app, 'support'), await staffMember(app, 'support')];
    const member = await ownMember(app, 'refused-adjust');
    await setBalance(app, member.id, 4);
    const waiting = creditAdjustmentResponseSchema.parse(
      (
        await adjust(asker.cookie, member.id, {
          amount: -(CREDIT_ADJUSTMENT_LIMIT + 50),
          reason: 'Chargeback',
          idempotency_key: randomUUID(),
        })
      ).json(),
    ).adjustment;
    assert.equal((await decide(other.cookie, waiting.id, 'refuse')).statusCode, 200);
    assert.equal((await decide(other.cookie, waiting.id, 'approve')).statusCode, 409);
    assert.equal(await balanceOf(app, member.id), 4);

    const tooMuch = await adjust(asker.cookie, member.id, {
      amount: -5,
      reason: 'Correction',
      idempotency_key: randomUUID(),
    });
    assert.equal(errorCodeOf(tooMuch), 'not_enough_credits');
    assert.equal(await balanceOf(app, member.id), 4);
    assert.equal(
      (
        await app.db
          .selectFrom('credit_adjustment')
          .selectAll()
          .where('user_id', '=', member.id)
          .execute()
      ).length,
      1,
      'the refused charge stored nothing',
    );
  });
});
