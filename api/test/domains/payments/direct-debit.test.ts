import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  directDebitConfirmResponseSchema,
  directDebitResponseSchema,
  orderResponseSchema,
  paymentMethodsResponseSchema,
  repeatOfferResponseSchema,
  repeatOrderResponseSchema,
  SMS_CODE_MAX_ATTEMPTS,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { balanceOf, errorCodeOf, freeMembersIn } from '../../helpers/accounts';
import {
  bundleOf,
  directDebitForm,
  memberAddress,
  outboxCodes,
  signMandate,
} from '../../helpers/payments';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from '../../helpers/test-app';

let key = 0;
const nextKey = () => `dd-key-${process.pid}-${(key += 1)}`;
const form = directDebitForm;
const bundle = bundleOf;

const start = (app: FastifyInstance, cookie: string, body: object, idempotency = nextKey()) =>
  app.inject({
    method: 'POST',
    url: '/api/directdebit.php',
    remoteAddress: memberAddress(cookie),
    headers: { cookie, 'idempotency-key': idempotency },
    payload: body,
  });

const confirm = signMandate;
const smsCodes = outboxCodes;

describeEachDatabase('direct debit and repeat orders', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind, { SANDBOX_PENDING_MS: '100' });
    app = t.app;
  });
  after(() => t.close());

  it('refuses a bad form with a clear error, storing nothing', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    const [polish] = await freeMembersIn(app, 1, 'PL');
    const pkg = await bundle(app, member!.cookie, 25);
    const cases: Array<[string, object, number, string]> = [
      // The contract's rules answer their own codes, the ones the form shows (ADR 0013).
      [member!.cookie, form(pkg.id, { iban: 'NL91 ABNA 0417 1643 01' }), 400, 'iban_invalid'],
      // A valid IBAN, but Brazil is not in SEPA.
      [
        member!.cookie,
        form(pkg.id, { iban: 'BR1800360305000010009795493C1' }),
        400,
        'iban_invalid',
      ],
      [member!.cookie, form(pkg.id, { authorization: false }), 400, 'authorization_required'],
      [member!.cookie, form(pkg.id, { phone: 'call me' }), 400, 'phone_invalid'],
      [member!.cookie, form(pkg.id, { city: '  ' }), 400, 'field_required'],
      [
        polish!.cookie,
        form((await bundle(app, polish!.cookie, 25)).id),
        422,
        'payment_method_unavailable',
      ],
    ];
    for (const [cookie, body, status, code] of cases) {
      const response = await start(app, cookie, body);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(errorCodeOf(response), code);
    }
    const mandates = await app.db.selectFrom('mandate').select('id').execute();
    assert.equal(mandates.length, 0);
    const orders = await app.db.selectFrom('payment_order').select('id').execute();
    assert.equal(orders.length, 0);
  });

  it('signs the mandate with the SMS code and collects the bundle: single use, bound to its mandate', async () => {
    const [member, other] = await freeMembersIn(app, 2, 'NL');
    const pkg = await bundle(app, member!.cookie, 50);
    const idempotency = nextKey();
    const first = await start(app, member!.cookie, form(pkg.id), idempotency);
    assert.equal(first.statusCode, 200, first.body);
    const { mandate, order } = directDebitResponseSchema.parse(first.json());
    assert.equal(mandate.status, 'pending');
    assert.equal(mandate.label, 'NL** **** **** **43 00');
    assert.equal(mandate.phone, '+31 •••• •• 78');
    assert.equal(order.paymentmethod, 'sdd');
    // A retry of the same form answers the same mandate and sends no second code.
    const again = directDebitResponseSchema.parse(
      (await start(app, member!.cookie, form(pkg.id), idempotency)).json(),
    );
    assert.equal(again.mandate.id, mandate.id);
    const codes = await smsCodes(app);
    assert.equal(codes.length, 1);
    const code = codes[0]!;
    const wrong = code === '000000' ? '111111' : '000000';

    assert.equal(
      errorCodeOf(await confirm(app, member!.cookie, mandate.id, wrong)),
      'sms_code_invalid',
    );
    // Another member cannot sign this mandate, even with its code.
    assert.equal(
      errorCodeOf(await confirm(app, other!.cookie, mandate.id, code)),
      'sms_code_invalid',
    );
    const balance = await balanceOf(app, member!.id);
    const signed = await confirm(app, member!.cookie, mandate.id, code);
    assert.equal(signed.statusCode, 200, signed.body);
    const { order: collecting } = directDebitConfirmResponseSchema.parse(signed.json());
    assert.ok(['open', 'pending'].includes(collecting.status));
    assert.equal(
      errorCodeOf(await confirm(app, member!.cookie, mandate.id, code)),
      'sms_code_invalid',
    );

    await app.sandboxPsp!.idle();
    const { order: paid } = orderResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/orders.php?id=${order.id}`,
          headers: { cookie: member!.cookie },
        })
      ).json(),
    );
    assert.equal(paid.status, 'paid');
    assert.equal(await balanceOf(app, member!.id), balance + 50);
    const row = await app.db
      .selectFrom('mandate')
      .selectAll()
      .where('id', '=', mandate.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'valid');

    // The same bundle again on the signed mandate: /credits/repeat-order.
    const offer = repeatOfferResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/repeat-order.php',
          headers: { cookie: member!.cookie },
        })
      ).json(),
    ).offer;
    assert.equal(offer?.package.id, pkg.id);
    assert.equal(offer?.mandate.label, 'NL** **** **** **43 00');
    const repeatKey = nextKey();
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/repeat-order.php',
          headers: { cookie: member!.cookie, 'idempotency-key': repeatKey },
          payload: {},
        }),
      ),
    );
    const ids = new Set(repeats.map((r) => repeatOrderResponseSchema.parse(r.json()).order.id));
    assert.equal(ids.size, 1);
    await app.sandboxPsp!.idle();
    assert.equal(await balanceOf(app, member!.id), balance + 100);
  });

  it('the same form sent 5 times in parallel: one order, one mandate, one text message', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    const pkg = await bundle(app, member!.cookie, 25);
    const before = (await smsCodes(app)).length;
    const same = nextKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => start(app, member!.cookie, form(pkg.id), same)),
    );
    assert.deepEqual(new Set(answers.map((a) => a.statusCode)), new Set([200]));
    const mandates = new Set(
      answers.map((a) => directDebitResponseSchema.parse(a.json()).mandate.id),
    );
    assert.equal(mandates.size, 1);
    assert.equal((await smsCodes(app)).length, before + 1);
    const orders = await app.db
      .selectFrom('payment_order')
      .select('id')
      .where('user_id', '=', member!.id)
      .execute();
    assert.equal(orders.length, 1);
  });

  it('the code expires, and allows a limited number of tries', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    const pkg = await bundle(app, member!.cookie, 25);
    const { mandate } = directDebitResponseSchema.parse(
      (await start(app, member!.cookie, form(pkg.id))).json(),
    );
    const [code] = await smsCodes(app);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < SMS_CODE_MAX_ATTEMPTS; i += 1)
      assert.equal(
        errorCodeOf(await confirm(app, member!.cookie, mandate.id, wrong)),
        'sms_code_invalid',
      );
    const last = await confirm(app, member!.cookie, mandate.id, wrong);
    assert.equal(last.statusCode, 429);
    assert.equal(errorCodeOf(last), 'sms_code_attempts');
    // Even the right code is refused now.
    assert.equal(
      errorCodeOf(await confirm(app, member!.cookie, mandate.id, code!)),
      'sms_code_attempts',
    );

    const second = directDebitResponseSchema.parse(
      (await start(app, member!.cookie, form(pkg.id))).json(),
    );
    const [fresh] = await smsCodes(app);
    await app.db
      .updateTable('sms_code')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('mandate_id', '=', second.mandate.id)
      .execute();
    assert.equal(
      errorCodeOf(await confirm(app, member!.cookie, second.mandate.id, fresh!)),
      'sms_code_invalid',
    );
    // A code works only for its own mandate.
    assert.equal(
      errorCodeOf(await confirm(app, member!.cookie, mandate.id, fresh!)),
      'sms_code_attempts',
    );
  });

  it('the direct-debit limit, and a chargeback blocks the account for direct debit', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    const big = await bundle(app, member!.cookie, 250);
    for (let i = 0; i < 3; i += 1)
      assert.equal((await start(app, member!.cookie, form(big.id))).statusCode, 200);
    const over = await start(app, member!.cookie, form(big.id));
    assert.equal(over.statusCode, 422);
    assert.equal(errorCodeOf(over), 'direct_debit_limit');

    const [payer] = await freeMembersIn(app, 1, 'NL');
    const pkg = await bundle(app, payer!.cookie, 25);
    const { mandate, order } = directDebitResponseSchema.parse(
      (await start(app, payer!.cookie, form(pkg.id))).json(),
    );
    const [code] = await smsCodes(app);
    assert.equal((await confirm(app, payer!.cookie, mandate.id, code!)).statusCode, 200);
    await app.sandboxPsp!.idle();
    const row = await app.db
      .selectFrom('payment_order')
      .select('psp_payment_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    assert.equal(await app.sandboxPsp!.reverse(row.psp_payment_id!, 'chargeback'), true);
    await app.sandboxPsp!.idle();
    const blocked = await start(app, payer!.cookie, form(pkg.id));
    assert.equal(blocked.statusCode, 403);
    assert.equal(errorCodeOf(blocked), 'direct_debit_blocked');
  });

  it('repeats a card purchase on the stored card; a declining card leaves the order failed', async () => {
    for (const card of ['works', 'declines'] as const) {
      const [member] = await freeMembersIn(app, 1, 'DE');
      const pkg = await bundle(app, member!.cookie, 25);
      const placed = await app.inject({
        method: 'POST',
        url: '/api/orders.php',
        headers: { cookie: member!.cookie, 'idempotency-key': nextKey() },
        payload: { package: pkg.id, paymentmethod: 'visa' },
      });
      const { order } = orderResponseSchema.parse(placed.json());
      await app.inject({
        method: 'POST',
        url: order.checkout_url!.split('?')[0]!,
        payload: `outcome=paid&stored_card=${card}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await app.sandboxPsp!.idle();
      // The webhook's receipt and stored card are recorded after it answers.
      for (let i = 0; i < 50; i += 1) {
        const offer = repeatOfferResponseSchema.parse(
          (
            await app.inject({
              method: 'GET',
              url: '/api/repeat-order.php',
              headers: { cookie: member!.cookie },
            })
          ).json(),
        ).offer;
        if (offer) {
          assert.equal(offer.mandate.label, 'Visa •••• 4242');
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const balance = await balanceOf(app, member!.id);
      const repeat = await app.inject({
        method: 'POST',
        url: '/api/repeat-order.php',
        headers: { cookie: member!.cookie, 'idempotency-key': nextKey() },
        payload: {},
      });
      assert.equal(repeat.statusCode, 200, repeat.body);
      await app.sandboxPsp!.idle();
      const id = repeatOrderResponseSchema.parse(repeat.json()).order.id;
      const status = (
        await app.db
          .selectFrom('payment_order')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
      assert.equal(status, card === 'works' ? 'paid' : 'failed');
      assert.equal(await balanceOf(app, member!.id), balance + (card === 'works' ? 25 : 0));
    }
  });

  it('without an earlier purchase there is nothing to repeat', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    const repeat = await app.inject({
      method: 'POST',
      url: '/api/repeat-order.php',
      headers: { cookie: member!.cookie, 'idempotency-key': nextKey() },
      payload: {},
    });
    assert.equal(repeat.statusCode, 404);
    assert.equal(errorCodeOf(repeat), 'repeat_unavailable');
  });

  it('a site that offers no direct debit (DIRECT_DEBIT=false) neither lists nor takes it', async () => {
    const node = await buildApp(loadConfig({ ...envOf(t), DIRECT_DEBIT: 'false' }));
    try {
      const [member] = await freeMembersIn(node, 1, 'NL');
      const methods = paymentMethodsResponseSchema.parse(
        (
          await node.inject({
            method: 'GET',
            url: '/api/paymentmethods.php',
            headers: { cookie: member!.cookie },
          })
        ).json(),
      );
      assert.ok(methods.methods.some((m) => m.id === 'ideal'));
      assert.ok(!methods.methods.some((m) => m.id === 'sdd'));
      const before = await node.db.selectFrom('payment_order').select('id').execute();
      const codesBefore = await smsCodes(node);
      const refused = await start(
        node,
        member!.cookie,
        form((await bundle(node, member!.cookie, 25)).id),
      );
      assert.equal(refused.statusCode, 422, refused.body);
      assert.equal(errorCodeOf(refused), 'payment_method_unavailable');
      assert.equal(
        (await node.db.selectFrom('payment_order').select('id').execute()).length,
        before.length,
      );
      assert.deepEqual(await smsCodes(node), codesBefore, 'no code sent');
    } finally {
      await node.close();
    }
  });
});
