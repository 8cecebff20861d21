import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  discountCodeResponseSchema,
  orderResponseSchema,
  creditBundlesResponseSchema,
  paymentMethodsResponseSchema,
  timeBonusResponseSchema,
  transactionsResponseSchema,
  TIME_BONUS_WINDOW_SECONDS,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ledgerSum } from '../../../src/domains/credits/repository';
import {
  SANDBOX_EXPIRY_MS,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from '../../../src/domains/payments/sandbox';
import { PAYMENT_WEBHOOK_PATH } from '../../../src/domains/payments/service';
import { balanceOf, errorCodeOf, freeMembersIn, mailsTo } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

let key = 0;
const idempotencyKey = () => `test-order-${process.pid}-${(key += 1)}`;

async function packageOf(app: FastifyInstance, cookie: string, credits: number) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/packages.php',
    headers: { cookie },
  });
  const { packages } = creditBundlesResponseSchema.parse(response.json());
  return packages.find((p) => p.credits === credits)!;
}

function order(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown>,
  idempotency = idempotencyKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders.php',
    headers: { cookie, 'idempotency-key': idempotency },
    payload: body,
  });
}

async function orderRow(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('payment_order')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const paidUser = async (app: FastifyInstance, id: number) =>
  (
    await app.db
      .selectFrom('app_user')
      .select('paid_user')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).paid_user === 1;

describeEachDatabase('payments', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind, {
      SANDBOX_WEBHOOK_SECRET: 'a-test-secret-of-some-length',
      SANDBOX_PENDING_MS: '200',
    });
    app = t.app;
  });
  after(() => t.close());

  it('offers bundles and methods by the member’s country and currency, visitors by the one asked for', async () => {
    const [nl] = await freeMembersIn(app, 1, 'NL');
    const offer = creditBundlesResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/packages.php',
          headers: { cookie: nl!.cookie },
        })
      ).json(),
    );
    assert.equal(offer.country, 'NL');
    assert.equal(offer.currency, 'EUR');
    assert.equal(offer.packages.length, 4);
    assert.equal(offer.packages.filter((p) => p.highlighted).length, 1);
    const methods = paymentMethodsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/paymentmethods.php',
          headers: { cookie: nl!.cookie },
        })
      ).json(),
    );
    const ideal = methods.methods.find((m) => m.id === 'ideal');
    assert.ok(ideal?.banks && ideal.banks.length > 5);
    assert.ok(!methods.methods.some((m) => m.id === 'blik' || m.id === 'swish'));

    const poland = paymentMethodsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/paymentmethods.php?country=PL' })).json(),
    );
    assert.equal(poland.currency, 'PLN');
    assert.ok(poland.methods.some((m) => m.id === 'blik'));
    assert.ok(!poland.methods.some((m) => m.id === 'ideal'));
  });

  it('refuses bad orders with a clear error and stores nothing', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    const pkg = await packageOf(app, member!.cookie, 50);
    const before = await app.db.selectFrom('payment_order').select('id').execute();
    const noKey = await app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { cookie: member!.cookie },
      payload: { package: pkg.id, paymentmethod: 'visa' },
    });
    assert.equal(noKey.statusCode, 400);
    assert.equal(errorCodeOf(noKey), 'idempotency_key_required');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ package: 999_999, paymentmethod: 'visa' }, 404, 'package_unavailable'],
      [{ package: pkg.id, paymentmethod: 'swish' }, 422, 'payment_method_unavailable'],
      [{ package: pkg.id, paymentmethod: 'ideal' }, 422, 'bank_required'],
      [{ package: pkg.id, paymentmethod: 'ideal', bank: 'nobank' }, 422, 'bank_required'],
      [
        { package: pkg.id, paymentmethod: 'visa', discountcode: 'NOSUCHCODE' },
        404,
        'discount_code_not_found',
      ],
      [
        { package: pkg.id, paymentmethod: 'visa', discountcode: 'OLD2020' },
        410,
        'discount_code_expired',
      ],
      [
        { package: pkg.id, paymentmethod: 'visa', discountcode: 'IDEAL20' },
        422,
        'discount_code_method',
      ],
      [
        { package: pkg.id, paymentmethod: 'visa', discountcode: 'BIG30' },
        422,
        'discount_code_minimum',
      ],
      [{ package: pkg.id, paymentmethod: 'bitcoin' }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const response = await order(app, member!.cookie, body);
      assert.equal(response.statusCode, status, JSON.stringify(body));
      assert.equal(errorCodeOf(response), code);
    }
    const visitor = await order(app, '', { package: pkg.id, paymentmethod: 'visa' });
    assert.equal(visitor.statusCode, 403);
    assert.deepEqual(await app.db.selectFrom('payment_order').select('id').execute(), before);
  });

  it('buys a bundle through the sandbox: iDEAL with a bank, a code applied by the server, paid once, premium', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    const pkg = await packageOf(app, member!.cookie, 100);
    const start = await balanceOf(app, member!.id);
    const created = await order(app, member!.cookie, {
      package: pkg.id,
      paymentmethod: 'ideal',
      bank: 'rabobank',
      discountcode: 'dutch15',
      // A client-sent price is not part of the contract: it is dropped, never used.
      amount: 1,
    });
    assert.equal(created.statusCode, 201, created.body);
    const { order: placed } = orderResponseSchema.parse(created.json());
    assert.equal(placed.status, 'open');
    assert.equal(placed.list_amount, pkg.amount);
    assert.equal(placed.amount, pkg.amount - Math.round(pkg.amount * 0.15));
    assert.equal(placed.discountcode, 'DUTCH15');
    assert.ok(placed.checkout_url?.startsWith('/sandbox-checkout/sb_'));

    const page = await app.inject({ method: 'GET', url: placed.checkout_url! });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Rabobank/);
    const pay = await app.inject({
      method: 'POST',
      url: placed.checkout_url!.split('?')[0]!,
      payload: 'outcome=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(pay.statusCode, 303);
    assert.equal(pay.headers.location, `/credits/${pkg.id}/ideal?order=${placed.id}`);
    await app.sandboxPsp!.idle();

    const { order: paid } = orderResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/orders.php?id=${placed.id}`,
          headers: { cookie: member!.cookie },
        })
      ).json(),
    );
    assert.equal(paid.status, 'paid');
    assert.equal(paid.checkout_url, null);
    assert.equal(await balanceOf(app, member!.id), start + 100);
    assert.equal(await ledgerSum(app.db, member!.id), start + 100);
    assert.ok(await paidUser(app, member!.id));
    const events = await app.db
      .selectFrom('member_event')
      .select(['type', 'payload'])
      .where('user_id', '=', member!.id)
      .execute();
    assert.ok(events.some((e) => e.type === 'payment' && JSON.parse(e.payload).status === 'paid'));

    // The purchase is in the member's transactions, and a receipt with the company's details
    // went out through the mail port.
    const { transactions } = transactionsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/transactions.php',
          headers: { cookie: member!.cookie },
        })
      ).json(),
    );
    assert.deepEqual(
      transactions.map((tx) => [tx.id, tx.status, tx.amount]),
      [[placed.id, 'paid', placed.amount]],
    );
    const email = `free-${member!.id}@x.test`;
    let receipts = await mailsTo(app, email);
    for (let i = 0; i < 20 && receipts.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      receipts = await mailsTo(app, email);
    }
    assert.equal(receipts.length, 1);
    assert.match(receipts[0]!.subject, new RegExp(`#${placed.id}`));
    assert.match(receipts[0]!.text, /iDEAL/);
    assert.match(receipts[0]!.text, /DUTCH15/);
    assert.match(receipts[0]!.text, /Chamber of Commerce: 81234567/);
    // The names the company trades under, in the imprint (the demo company's).
    assert.match(receipts[0]!.text, /Trading as: Amora, Amora Dating/);
    assert.match(receipts[0]!.text, /VAT: NL862345678B01/);
    assert.match(receipts[0]!.text, new RegExp(`/transactions/${placed.id}`));

    // Another member can read neither the order nor the purchase.
    const [other] = await freeMembersIn(app, 1, 'NL');
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/orders.php?id=${placed.id}`,
      headers: { cookie: other!.cookie },
    });
    assert.equal(foreign.statusCode, 404);
    const foreignTx = await app.inject({
      method: 'GET',
      url: `/api/transactions.php?id=${placed.id}`,
      headers: { cookie: other!.cookie },
    });
    assert.equal(foreignTx.statusCode, 404);
  });

  it('credits once: 10 parallel duplicate webhooks and a replay; a forged or stale signature credits nothing', async () => {
    const [member] = await freeMembersIn(app, 1, 'DE');
    const pkg = await packageOf(app, member!.cookie, 50);
    const { order: placed } = orderResponseSchema.parse(
      (await order(app, member!.cookie, { package: pkg.id, paymentmethod: 'visa' })).json(),
    );
    const row = await orderRow(app, placed.id);
    const paymentId = row.psp_payment_id!;
    const start = await balanceOf(app, member!.id);
    // The PSP says paid, but has not called yet.
    await app.db
      .updateTable('sandbox_payment')
      .set({ status: 'paid' })
      .where('id', '=', paymentId)
      .execute();

    const webhook = (signature: string, id = paymentId) =>
      app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: { [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: { id },
      });
    const forged = await webhook(signSandboxWebhook('not-the-secret-at-all', paymentId));
    assert.equal(forged.statusCode, 401);
    assert.equal(errorCodeOf(forged), 'webhook_signature_invalid');
    const unsigned = await webhook('');
    assert.equal(unsigned.statusCode, 401);
    const dayAgo = new Date(Date.now() - 24 * 3_600_000);
    const stale = await webhook(
      signSandboxWebhook('a-test-secret-of-some-length', paymentId, dayAgo),
    );
    assert.equal(stale.statusCode, 401);
    assert.equal(await balanceOf(app, member!.id), start);
    assert.equal((await orderRow(app, placed.id)).status, 'open');

    const signature = signSandboxWebhook('a-test-secret-of-some-length', paymentId);
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => webhook(signature)));
    assert.deepEqual(new Set(deliveries.map((d) => d.statusCode)), new Set([200]));
    const replay = await webhook(signSandboxWebhook('a-test-secret-of-some-length', paymentId));
    assert.equal(replay.statusCode, 200);
    assert.equal(await balanceOf(app, member!.id), start + 50);
    assert.equal(await ledgerSum(app.db, member!.id), start + 50);
    const purchases = await app.db
      .selectFrom('credit_entry')
      .select('id')
      .where('user_id', '=', member!.id)
      .where('reason', '=', 'purchase')
      .execute();
    assert.equal(purchases.length, 1);
  });

  it('a repeated Idempotency-Key answers the same order, also 10 in parallel', async () => {
    const [member] = await freeMembersIn(app, 1, 'FR');
    const pkg = await packageOf(app, member!.cookie, 25);
    const same = idempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        order(app, member!.cookie, { package: pkg.id, paymentmethod: 'paypal' }, same),
      ),
    );
    const ids = new Set(answers.map((a) => orderResponseSchema.parse(a.json()).order.id));
    assert.equal(ids.size, 1);
    const rows = await app.db
      .selectFrom('payment_order')
      .select('id')
      .where('user_id', '=', member!.id)
      .execute();
    assert.equal(rows.length, 1);
  });

  it('a single-use code is redeemed once under 50 parallel tries, and a failed payment gives it back', async () => {
    const members = await freeMembersIn(app, 50, 'NL');
    const pkg = await packageOf(app, members[0]!.cookie, 50);
    const answers = await Promise.all(
      members.map((m) =>
        order(app, m.cookie, { package: pkg.id, paymentmethod: 'visa', discountcode: 'LUCKY50' }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    assert.equal(won.length, 1, answers.map((a) => a.statusCode).join(','));
    for (const lost of answers.filter((a) => a.statusCode !== 201)) {
      assert.equal(lost.statusCode, 409);
      assert.equal(errorCodeOf(lost), 'discount_code_used');
    }
    const { order: first } = orderResponseSchema.parse(won[0]!.json());
    assert.equal(first.amount, pkg.amount - Math.round(pkg.amount / 2));

    // The winner comes back from the checkout unpaid: the code is still theirs and their new
    // order takes it over (issue 25 §4); for everyone else it stays taken.
    const holder = members[answers.findIndex((a) => a.statusCode === 201)]!;
    const loser = members.find((_, i) => answers[i]!.statusCode !== 201)!;
    const lucky = { package: pkg.id, paymentmethod: 'visa', discountcode: 'LUCKY50' };
    const retried = await order(app, holder.cookie, lucky);
    assert.equal(retried.statusCode, 201, retried.body);
    const { order: winner } = orderResponseSchema.parse(retried.json());
    assert.equal(winner.amount, first.amount);
    assert.equal(errorCodeOf(await order(app, loser.cookie, lucky)), 'discount_code_used');

    // The winner's payment fails: the code is free again, for anyone.
    await app.inject({
      method: 'POST',
      url: winner.checkout_url!.split('?')[0]!,
      payload: 'outcome=failed',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await app.sandboxPsp!.idle();
    const check = await app.inject({
      method: 'GET',
      url: `/api/discountcode.php?code=lucky50&package=${pkg.id}`,
      headers: { cookie: loser.cookie },
    });
    assert.equal(check.statusCode, 200, check.body);
    assert.equal(discountCodeResponseSchema.parse(check.json()).discountcode.value_percentage, 50);
  });

  it('the time bonus: for a free member in the first 4 h after sign-up, once, never for paid members', async () => {
    const [fresh, old, paid] = await freeMembersIn(app, 3, 'NL');
    const now = Date.now();
    await app.db
      .updateTable('app_user')
      .set({ signup_date: new Date(now - 60_000).toISOString() })
      .where('id', '=', fresh!.id)
      .execute();
    await app.db
      .updateTable('app_user')
      .set({ signup_date: new Date(now - TIME_BONUS_WINDOW_SECONDS * 1000 - 1000).toISOString() })
      .where('id', '=', old!.id)
      .execute();
    await app.db
      .updateTable('app_user')
      .set({ signup_date: new Date(now - 60_000).toISOString(), paid_user: 1 })
      .where('id', '=', paid!.id)
      .execute();
    const bonusOf = async (cookie: string) =>
      timeBonusResponseSchema.parse(
        (
          await app.inject({ method: 'GET', url: '/api/timebonus.php', headers: { cookie } })
        ).json(),
      ).timebonus;

    const bonus = await bonusOf(fresh!.cookie);
    assert.equal(bonus?.code, 'TIMEBONUS25');
    assert.equal(bonus?.value_percentage, 25);
    assert.ok(
      bonus!.seconds_left > TIME_BONUS_WINDOW_SECONDS - 120 &&
        bonus!.seconds_left <= TIME_BONUS_WINDOW_SECONDS - 60,
    );
    assert.equal(await bonusOf(old!.cookie), null);
    assert.equal(await bonusOf(paid!.cookie), null);

    const pkg = await packageOf(app, fresh!.cookie, 50);
    const late = await order(app, old!.cookie, {
      package: pkg.id,
      paymentmethod: 'visa',
      discountcode: 'TIMEBONUS25',
    });
    assert.equal(late.statusCode, 410);
    const premium = await order(app, paid!.cookie, {
      package: pkg.id,
      paymentmethod: 'visa',
      discountcode: 'TIMEBONUS25',
    });
    assert.equal(premium.statusCode, 409);
    const used = await order(app, fresh!.cookie, {
      package: pkg.id,
      paymentmethod: 'visa',
      discountcode: 'TIMEBONUS25',
    });
    assert.equal(used.statusCode, 201);
    assert.equal(
      orderResponseSchema.parse(used.json()).order.amount,
      pkg.amount - Math.round(pkg.amount / 4),
    );
    // Clicking Pay and coming back unpaid takes nothing away: the bonus is still offered, and
    // the next order takes it over from the one left unpaid (issue 25 §4).
    assert.equal((await bonusOf(fresh!.cookie))?.code, 'TIMEBONUS25');
    const back = await order(app, fresh!.cookie, {
      package: pkg.id,
      paymentmethod: 'visa',
      discountcode: 'TIMEBONUS25',
    });
    assert.equal(back.statusCode, 201, back.body);
    const { order: second } = orderResponseSchema.parse(back.json());
    assert.equal(second.amount, pkg.amount - Math.round(pkg.amount / 4));
    // Once per member: paid, it is gone.
    await app.inject({
      method: 'POST',
      url: second.checkout_url!.split('?')[0]!,
      payload: 'outcome=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await app.sandboxPsp!.idle();
    assert.equal(await bonusOf(fresh!.cookie), null);
    const again = await order(app, fresh!.cookie, {
      package: pkg.id,
      paymentmethod: 'visa',
      discountcode: 'TIMEBONUS25',
    });
    assert.equal(again.statusCode, 409);
    assert.equal(errorCodeOf(again), 'discount_code_used');
  });

  it('the welcome code: 25 % for a free member, with a countdown; none for paid members', async () => {
    const [free, paid] = await freeMembersIn(app, 2, 'BE');
    await app.db.updateTable('app_user').set({ paid_user: 1 }).where('id', '=', paid!.id).execute();
    const welcome = await app.inject({
      method: 'GET',
      url: '/api/discountcode.php?welcome=true',
      headers: { cookie: free!.cookie },
    });
    const { discountcode } = discountCodeResponseSchema.parse(welcome.json());
    assert.equal(discountcode.value_percentage, 25);
    assert.equal(discountcode.user_id, free!.id);
    assert.ok(discountcode.validity! > 0 && !discountcode.expired);
    // The same code on the next ask; another member cannot use it.
    const again = discountCodeResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/discountcode.php?welcome=true',
          headers: { cookie: free!.cookie },
        })
      ).json(),
    );
    assert.equal(again.discountcode.code, discountcode.code);
    const stolen = await app.inject({
      method: 'GET',
      url: `/api/discountcode.php?code=${discountcode.code}`,
      headers: { cookie: paid!.cookie },
    });
    assert.equal(errorCodeOf(stolen), 'discount_code_not_found');
    const none = await app.inject({
      method: 'GET',
      url: '/api/discountcode.php?welcome=true',
      headers: { cookie: paid!.cookie },
    });
    assert.equal(none.statusCode, 404);
  });

  it('the leaving form’s offer: one code of the member’s own, the same under 10 parallel asks, used once (issue 25 §3)', async () => {
    const [leaving, other] = await freeMembersIn(app, 2, 'NL');
    const take = (cookie: string) =>
      app.inject({ method: 'POST', url: '/api/stay-discount.php', headers: { cookie } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => take(leaving!.cookie)));
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    const codes = answers.map((a) => discountCodeResponseSchema.parse(a.json()).discountcode);
    assert.equal(new Set(codes.map((code) => code.code)).size, 1);
    const [code] = codes as [(typeof codes)[number]];
    const { delete_discount: percentage } = await app.db
      .selectFrom('company')
      .select('delete_discount')
      .executeTakeFirstOrThrow();
    assert.equal(code.value_percentage, percentage);
    assert.equal(code.user_id, leaving!.id);
    assert.ok(code.validity! > 0);
    // Nobody else's.
    const pkg = await packageOf(app, leaving!.cookie, 25);
    const stolen = await order(app, other!.cookie, {
      package: pkg.id,
      paymentmethod: 'visa',
      discountcode: code.code,
    });
    assert.equal(errorCodeOf(stolen), 'discount_code_not_found');
    // Applied at checkout, paid once: then it is used, and not offered again.
    const placed = await order(app, leaving!.cookie, {
      package: pkg.id,
      paymentmethod: 'visa',
      discountcode: code.code,
    });
    assert.equal(placed.statusCode, 201, placed.body);
    const { order: open } = orderResponseSchema.parse(placed.json());
    assert.equal(open.amount, pkg.amount - Math.round((pkg.amount * percentage) / 100));
    await app.inject({
      method: 'POST',
      url: open.checkout_url!.split('?')[0]!,
      payload: 'outcome=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await app.sandboxPsp!.idle();
    const again = await take(leaving!.cookie);
    assert.equal(again.statusCode, 409);
    assert.equal(errorCodeOf(again), 'discount_code_used');
  });

  it('a chargeback reverses the purchase in the ledger and ends premium; a refund likewise', async () => {
    for (const kind of ['chargeback', 'refund'] as const) {
      const [member] = await freeMembersIn(app, 1, 'NL');
      const pkg = await packageOf(app, member!.cookie, 25);
      const start = await balanceOf(app, member!.id);
      const { order: placed } = orderResponseSchema.parse(
        (await order(app, member!.cookie, { package: pkg.id, paymentmethod: 'paypal' })).json(),
      );
      const paymentId = (await orderRow(app, placed.id)).psp_payment_id!;
      await app.sandboxPsp!.settle(paymentId, 'paid');
      await app.sandboxPsp!.idle();
      assert.equal(await balanceOf(app, member!.id), start + 25);
      assert.ok(await paidUser(app, member!.id));
      assert.equal(await app.sandboxPsp!.reverse(paymentId, kind), true);
      await app.sandboxPsp!.idle();
      assert.equal(
        (await orderRow(app, placed.id)).status,
        kind === 'refund' ? 'refunded' : 'charged_back',
      );
      assert.equal(await balanceOf(app, member!.id), start);
      assert.equal(await ledgerSum(app.db, member!.id), start);
      assert.equal(await paidUser(app, member!.id), false);
    }
  });

  it('pending, then paid: the order waits, then credits by itself', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    const pkg = await packageOf(app, member!.cookie, 25);
    const { order: placed } = orderResponseSchema.parse(
      (
        await order(app, member!.cookie, { package: pkg.id, paymentmethod: 'ideal', bank: 'ing' })
      ).json(),
    );
    const paymentId = (await orderRow(app, placed.id)).psp_payment_id!;
    const start = await balanceOf(app, member!.id);
    await app.sandboxPsp!.settle(paymentId, 'pending_then_paid');
    // The bank has not confirmed yet: the order waits, uncredited.
    const waiting = Date.now();
    while ((await orderRow(app, placed.id)).status === 'open' && Date.now() - waiting < 2000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal((await orderRow(app, placed.id)).status, 'pending');
    assert.equal(await balanceOf(app, member!.id), start);
    await app.sandboxPsp!.idle();
    assert.equal((await orderRow(app, placed.id)).status, 'paid');
    assert.equal(await balanceOf(app, member!.id), start + 25);
  });

  it('an abandoned checkout expires after a while and gives its single-use code back', async () => {
    const [member] = await freeMembersIn(app, 1, 'NL');
    await app.db
      .updateTable('discount_code')
      .set({ status: 'active' })
      .where('code', '=', 'LUCKY50')
      .execute();
    const pkg = await packageOf(app, member!.cookie, 25);
    const { order: placed } = orderResponseSchema.parse(
      (
        await order(app, member!.cookie, {
          package: pkg.id,
          paymentmethod: 'visa',
          discountcode: 'LUCKY50',
        })
      ).json(),
    );
    assert.equal(await app.sandboxPsp!.expireAbandoned(), 0);
    const later = new Date(Date.now() + SANDBOX_EXPIRY_MS + 1000);
    assert.ok((await app.sandboxPsp!.expireAbandoned(later)) >= 1);
    await app.sandboxPsp!.idle();
    assert.equal((await orderRow(app, placed.id)).status, 'expired');
    const code = await app.db
      .selectFrom('discount_code')
      .select('status')
      .where('code', '=', 'LUCKY50')
      .executeTakeFirstOrThrow();
    assert.equal(code.status, 'active');
  });
});
