// RELIABILITY 4 under attack (issue 46 §1): a discount is given once per member — a single-use
// code once in all — however many orders race for it, whatever is paid at the PSP afterwards.
// Only the order holding the redemption carries the discount; an order it moved away from is
// void, closed at the PSP, and refunded in full if paid anyway.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { discountCodeResponseSchema, orderResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ledgerSum } from '../../src/domains/credits/repository';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from '../../src/domains/payments/sandbox';
import { PAYMENT_WEBHOOK_PATH } from '../../src/domains/payments/service';
import { balanceOf, freeMembersIn } from '../helpers/accounts';
import { bundlesOf, payInSandbox, placeOrder } from '../helpers/payments';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers/test-app';

const SECRET = 'a-test-secret-of-some-length';

describeEachDatabase('a discount is given once (RELIABILITY 4)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind, { SANDBOX_WEBHOOK_SECRET: SECRET });
    app = t.app;
  });
  after(() => t.close());

  const bundleOf = async (cookie: string) => (await bundlesOf(app, cookie))[0]!;
  const order = (cookie: string, body: Record<string, unknown>) => placeOrder(app, cookie, body);
  /** The member pays on the sandbox's page (whatever the page still lets them pay). */
  const pay = (checkoutUrl: string) => payInSandbox(app, checkoutUrl);
  const ordersOf = (userId: number) =>
    app.db.selectFrom('payment_order').selectAll().where('user_id', '=', userId).execute();

  it('50 parallel orders of 5 members with one single-use code, every one then paid: one discount in all', async () => {
    const members = await freeMembersIn(app, 5, 'NL');
    const bundle = await bundleOf(members[0]!.cookie);
    const lucky = { package: bundle.id, paymentmethod: 'visa', discountcode: 'LUCKY50' };
    const answers = await Promise.all(
      members.flatMap((m) => Array.from({ length: 10 }, () => order(m.cookie, lucky))),
    );
    for (const answer of answers) assert.ok([201, 409].includes(answer.statusCode), answer.body);
    const placed = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => orderResponseSchema.parse(a.json()).order);
    assert.ok(placed.length >= 1);
    for (const p of placed) await pay(p.checkout_url!);
    await app.sandboxPsp!.idle();

    const orders = (await Promise.all(members.map((m) => ordersOf(m.id)))).flat();
    const paid = orders.filter((o) => o.status === 'paid');
    assert.equal(paid.length, 1, orders.map((o) => `${o.id}:${o.status}`).join(' '));
    assert.equal(paid[0]!.amount, bundle.amount - Math.round(bundle.amount / 2));
    // Every other discounted order is void: nobody can pay it any more.
    for (const o of orders.filter((o) => o.status !== 'paid')) assert.equal(o.status, 'canceled');
    const redemptions = await app.db
      .selectFrom('discount_redemption')
      .innerJoin('discount_code', 'discount_code.id', 'discount_redemption.discount_code_id')
      .select('discount_redemption.order_id')
      .where('discount_code.code', '=', 'LUCKY50')
      .execute();
    assert.deepEqual(
      redemptions.map((r) => r.order_id),
      [paid[0]!.id],
    );
    // A later order with it is refused, for the holder and for everyone else.
    for (const m of members) assert.equal((await order(m.cookie, lucky)).statusCode, 409);
    for (const m of members)
      assert.equal(await balanceOf(app, m.id), await ledgerSum(app.db, m.id));
  });

  it('20 parallel orders with a member’s own welcome code, every one then paid: one paid at 25 % off', async () => {
    const [member] = await freeMembersIn(app, 1, 'BE');
    const welcome = await app.inject({
      method: 'GET',
      url: '/api/discountcode.php?welcome=true',
      headers: { cookie: member!.cookie },
    });
    const { code } = discountCodeResponseSchema.parse(welcome.json()).discountcode;
    const bundle = await bundleOf(member!.cookie);
    const before = await balanceOf(app, member!.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        order(member!.cookie, { package: bundle.id, paymentmethod: 'visa', discountcode: code }),
      ),
    );
    const placed = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => orderResponseSchema.parse(a.json()).order);
    for (const p of placed) await pay(p.checkout_url!);
    await app.sandboxPsp!.idle();

    const paid = (await ordersOf(member!.id)).filter((o) => o.status === 'paid');
    assert.equal(paid.length, 1);
    assert.equal(paid[0]!.amount, bundle.amount - Math.round(bundle.amount / 4));
    assert.equal(await balanceOf(app, member!.id), before + bundle.credits);
    assert.equal(await balanceOf(app, member!.id), await ledgerSum(app.db, member!.id));
  });

  it('an order paid at the PSP after the member ordered again is refunded in full, never credited', async () => {
    const [member] = await freeMembersIn(app, 1, 'DE');
    const bundle = await bundleOf(member!.cookie);
    const bonus = { package: bundle.id, paymentmethod: 'visa', discountcode: 'TIMEBONUS25' };
    await app.db
      .updateTable('app_user')
      .set({ signup_date: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', member!.id)
      .execute();
    const first = orderResponseSchema.parse((await order(member!.cookie, bonus)).json()).order;
    const firstRow = (await ordersOf(member!.id)).find((o) => o.id === first.id)!;
    // The member pays the first order's page in another tab; its webhook has not come yet when
    // they order again (the PSP can no longer cancel a paid payment).
    await app.db
      .updateTable('sandbox_payment')
      .set({ status: 'paid' })
      .where('id', '=', firstRow.psp_payment_id!)
      .execute();
    const second = await order(member!.cookie, bonus);
    assert.equal(second.statusCode, 201, second.body);
    const before = await balanceOf(app, member!.id);

    const webhook = () =>
      app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: {
          [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(SECRET, firstRow.psp_payment_id!),
        },
        payload: { id: firstRow.psp_payment_id },
      });
    const deliveries = await Promise.all(Array.from({ length: 5 }, webhook));
    for (const d of deliveries) assert.ok(d.statusCode < 300, d.body);
    await app.sandboxPsp!.idle();
    const refunded = (await ordersOf(member!.id)).find((o) => o.id === first.id)!;
    assert.equal(refunded.status, 'refunded');
    const payment = await app.sandboxPsp!.find(firstRow.psp_payment_id!);
    assert.equal(payment!.refunded_amount, payment!.amount);
    assert.equal(await balanceOf(app, member!.id), before);

    // The order that holds the code is the one that can be paid, at the discount, once.
    const { order: holder } = orderResponseSchema.parse(second.json());
    await pay(holder.checkout_url!);
    await app.sandboxPsp!.idle();
    const orders = await ordersOf(member!.id);
    assert.deepEqual(
      orders.filter((o) => o.status === 'paid').map((o) => o.id),
      [holder.id],
    );
    assert.equal(await balanceOf(app, member!.id), before + bundle.credits);
    assert.equal(await balanceOf(app, member!.id), await ledgerSum(app.db, member!.id));
  });
});
