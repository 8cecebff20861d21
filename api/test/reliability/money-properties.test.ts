// Property-based attacks on the money and text guarantees (issue 46 §2, RELIABILITY 1–4, 14,
// 28): fast-check generates the sequences and the strings, and shrinks a failure to its
// smallest case. Any interleaving of orders, payments, duplicate and replayed webhooks, refunds,
// chargebacks and sends — some of them in parallel — keeps every balance at or above zero and
// equal to its ledger, credits an order at most once, and gives a discount at most once. Any
// string sent as a message is stored exactly (trimmed) or refused with a 4xx, never a 500.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { orderResponseSchema, sendMessageResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ledgerSum } from '../../src/domains/credits/repository';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from '../../src/domains/payments/sandbox';
import { PAYMENT_WEBHOOK_PATH } from '../../src/domains/payments/service';
import { balanceOf, freeMembersIn, ownMember } from '../helpers/accounts';
import { bundlesOf, payInSandbox, placeOrder } from '../helpers/payments';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers/test-app';

const SECRET = 'a-test-secret-of-some-length';
/** Runs per property: each is a fresh member and a whole sequence. */
const RUNS = 40;

/** What a member may do, as generated. */
type Step =
  | { kind: 'order'; outcome: 'paid' | 'failed' | 'canceled' | 'open'; code: boolean }
  | { kind: 'webhook'; which: number; copies: number }
  | { kind: 'reverse'; which: number; how: 'refund' | 'chargeback' }
  | { kind: 'send'; clientIds: number[] };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    outcome: fc.constantFrom(
      'paid' as const,
      'failed' as const,
      'canceled' as const,
      'open' as const,
    ),
    code: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('webhook' as const),
    which: fc.nat(),
    copies: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('reverse' as const),
    which: fc.nat(),
    how: fc.constantFrom('refund' as const, 'chargeback' as const),
  }),
  // Several sends at once, client ids from a small pool so that some repeat.
  fc.record({
    kind: fc.constant('send' as const),
    clientIds: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }),
  }),
);

describeEachDatabase('money and text properties', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind, { SANDBOX_WEBHOOK_SECRET: SECRET });
    app = t.app;
  });
  after(() => t.close());

  it('any interleaving of orders, webhooks, refunds, chargebacks and sends keeps credits ≥ 0, equal to the ledger, each order credited once', async () => {
    const recipient = await ownMember(app, `prop-recipient-${kind}`);
    let run = 0;
    /** What the runs did, so that a property passing on nothing shows. */
    const seen = { paid: 0, sent: 0, reversed: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
        run += 1;
        const [member] = await freeMembersIn(app, 1, 'NL');
        const bundles = await bundlesOf(app, member!.cookie);
        const payments: string[] = [];
        for (const s of steps) {
          if (s.kind === 'order') {
            const placed = await placeOrder(app, member!.cookie, {
              package: bundles[0]!.id,
              paymentmethod: 'visa',
              ...(s.code ? { discountcode: 'TIMEBONUS25' } : {}),
            });
            if (placed.statusCode !== 201) {
              assert.ok(placed.statusCode < 500, placed.body);
              continue;
            }
            const { order: made } = orderResponseSchema.parse(placed.json());
            const row = await app.db
              .selectFrom('payment_order')
              .select('psp_payment_id')
              .where('id', '=', made.id)
              .executeTakeFirstOrThrow();
            payments.push(row.psp_payment_id!);
            if (s.outcome !== 'open' && made.checkout_url)
              await payInSandbox(app, made.checkout_url, s.outcome);
          } else if (s.kind === 'webhook' && payments.length > 0) {
            const id = payments[s.which % payments.length]!;
            const answers = await Promise.all(
              Array.from({ length: s.copies }, () =>
                app.inject({
                  method: 'POST',
                  url: PAYMENT_WEBHOOK_PATH,
                  headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(SECRET, id) },
                  payload: { id },
                }),
              ),
            );
            for (const answer of answers) assert.ok(answer.statusCode < 500, answer.body);
          } else if (s.kind === 'reverse' && payments.length > 0) {
            await app.sandboxPsp!.idle();
            await app.sandboxPsp!.reverse(payments[s.which % payments.length]!, s.how);
          } else if (s.kind === 'send') {
            const answers = await Promise.all(
              s.clientIds.map((n) =>
                app.inject({
                  method: 'POST',
                  url: '/api/messages.php',
                  headers: { cookie: member!.cookie },
                  payload: {
                    profile: recipient.id,
                    text: `run ${run} message ${n}`,
                    client_id: `prop-${kind}-${run}-${n}-x`,
                  },
                }),
              ),
            );
            for (const answer of answers) assert.ok(answer.statusCode < 500, answer.body);
          }
        }
        await app.sandboxPsp!.idle();
        const balance = await balanceOf(app, member!.id);
        assert.ok(balance >= 0, `balance ${balance}`);
        assert.equal(balance, await ledgerSum(app.db, member!.id));
        // An order is credited at most once, and only a paid (or later reversed) one.
        const orders = await app.db
          .selectFrom('payment_order')
          .select(['id', 'status'])
          .where('user_id', '=', member!.id)
          .execute();
        for (const o of orders) {
          const credited = await app.db
            .selectFrom('credit_entry')
            .select('id')
            .where('user_id', '=', member!.id)
            .where('idempotency_key', '=', `order:${o.id}`)
            .execute();
          assert.ok(credited.length <= 1, `order ${o.id} credited ${credited.length} times`);
          if (credited.length === 1)
            assert.ok(['paid', 'refunded', 'charged_back'].includes(o.status), o.status);
        }
        // The time bonus is a discount once: at most one order that carries it was paid for it.
        const discounted = await app.db
          .selectFrom('payment_order')
          .select('id')
          .where('user_id', '=', member!.id)
          .where('discount_code', '=', 'TIMEBONUS25')
          .where('paid_at', 'is not', null)
          .execute();
        assert.ok(discounted.length <= 1, `${discounted.length} discounted orders paid`);
        // One message per client id, however often it was sent.
        const sent = await app.db
          .selectFrom('message')
          .select('client_id')
          .where('sender_id', '=', member!.id)
          .execute();
        assert.equal(new Set(sent.map((m) => m.client_id)).size, sent.length);
        seen.sent += sent.length;
        seen.paid += orders.filter((o) => o.status !== 'open' && o.status !== 'failed').length;
        seen.reversed += orders.filter(
          (o) => o.status === 'refunded' || o.status === 'charged_back',
        ).length;
      }),
      { numRuns: RUNS },
    );
    console.log(`${kind}: ${JSON.stringify(seen)}`);
    assert.ok(seen.paid > 0 && seen.sent > 0, JSON.stringify(seen));
  });

  it('any string sent as a message is stored exactly (trimmed) or refused with a 4xx, never a 500', async () => {
    const [writer] = await freeMembersIn(app, 1, 'NL');
    const reader = await ownMember(app, `prop-reader-${kind}`);
    await app.db
      .updateTable('app_user')
      .set({ paid_user: 1 })
      .where('id', '=', writer!.id)
      .execute();
    await app.db.updateTable('app_user').set({ credits: 0 }).where('id', '=', writer!.id).execute();
    // Plenty of credits, through the ledger.
    const { changeCredits } = await import('../../src/domains/credits/service');
    await changeCredits(app.db, { userId: writer!.id, amount: 10_000, reason: 'test' });
    const awkward = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc
        .array(
          fc.constantFrom(
            '\u0000',
            '\uD800',
            '\uDC00',
            '\u202E',
            '\t',
            '\n',
            '\r',
            ' ',
            'é',
            '😀',
            'a',
          ),
        )
        .map((parts) => parts.join('')),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(awkward, async (text) => {
        n += 1;
        const answer = await app.inject({
          method: 'POST',
          url: '/api/messages.php',
          headers: { cookie: writer!.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ profile: reader.id, text, client_id: `text-${kind}-${n}-x` }),
        });
        assert.ok(answer.statusCode < 500, `${JSON.stringify(text)} → ${answer.body}`);
        if (answer.statusCode !== 200) {
          assert.ok(answer.statusCode >= 400, answer.body);
          return;
        }
        const { message } = sendMessageResponseSchema.parse(answer.json());
        const stored = await app.db
          .selectFrom('message')
          .select('body')
          .where('id', '=', message.id)
          .executeTakeFirstOrThrow();
        assert.equal(stored.body, message.text);
        // Stored as sent, but for the white space around it the contract trims.
        assert.equal(message.text, text.trim(), `sent ${JSON.stringify(text)}`);
      }),
      { numRuns: 150 },
    );
  });
});
