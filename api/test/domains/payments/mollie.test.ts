import assert from 'node:assert/strict';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { generate } from 'selfsigned';
import { orderResponseSchema } from '@app/shared/contracts';
import { ledgerSum } from '../../../src/domains/credits/repository';
import { balanceOf, errorCodeOf, freeMembersIn } from '../../helpers/accounts';
import {
  bundlesOf,
  directDebitForm,
  orderStatusesOf,
  outboxCodes,
  signMandate,
} from '../../helpers/payments';
import { staffMember } from '../../helpers/staff';
import { createTestApp, type TestApp } from '../../helpers/test-app';

interface StoredPayment {
  id: string;
  amount: { value: string; currency: string };
  status: string;
  method: string | null;
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: unknown;
  amountRefunded?: { value: string; currency: string };
  amountChargedBack?: { value: string; currency: string };
  customerId?: string;
  mandateId?: string;
  sequenceType?: string;
}

/** A payment in the shape of Mollie's "Get payment" answer (docs.mollie.com/reference/get-payment). */
const molliePayment = (p: StoredPayment) => ({
  resource: 'payment',
  mode: 'test',
  createdAt: '2026-11-22T10:00:00+00:00',
  ...p,
  _links: {
    self: { href: `https://api.mollie.com/v2/payments/${p.id}`, type: 'application/hal+json' },
    ...(p.status === 'open'
      ? {
          checkout: {
            href: `https://www.mollie.com/checkout/select-method/${p.id}`,
            type: 'text/html',
          },
        }
      : {}),
  },
});

// The Mollie adapter (MOLLIE_API_KEY), through Mollie's own client, against a stand-in for
// Mollie's API started here over https (the product has no internet in CI). Mollie's client
// only speaks https and trusts only its own bundle of root certificates, so this test process
// (and only it: node --test runs each file in its own process) accepts the stand-in's
// self-signed certificate.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
describe('payments through Mollie', () => {
  let t: TestApp;
  let mollie: https.Server;
  const payments = new Map<string, StoredPayment>();
  const created: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];
  const customers: Array<Record<string, unknown>> = [];
  const mandates: Array<Record<string, unknown>> = [];
  const cardMandates = new Map<string, { number: string; label: string }>();
  const refunds: Array<Record<string, unknown>> = [];
  let down = false;

  before(async () => {
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keySize: 2048 });
    mollie = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const json = (status: number, body: object) => {
          response.writeHead(status, { 'content-type': 'application/hal+json' });
          response.end(JSON.stringify(body));
        };
        const error = (status: number, detail: string) =>
          json(status, { status, title: status === 404 ? 'Not Found' : 'Error', detail });
        if (down) return error(503, 'Service unavailable');
        if (request.headers.authorization !== 'Bearer test_abcdefghijklmnopqrstuvwxyz12')
          return error(401, 'Missing authentication, or failed to authenticate');
        const url = new URL(request.url!, 'http://mollie.test');
        if (request.method === 'POST' && url.pathname === '/v2/payments') {
          const body = JSON.parse(text) as Record<string, unknown>;
          created.push({ authorization: request.headers.authorization, body });
          const id = `tr_Test${payments.size + 1}x`;
          const payment: StoredPayment = {
            id,
            amount: body.amount as StoredPayment['amount'],
            status: 'open',
            method: (body.method as string | undefined) ?? null,
            description: body.description as string,
            redirectUrl: body.redirectUrl as string,
            webhookUrl: body.webhookUrl as string,
            metadata: body.metadata,
            ...(body.customerId ? { customerId: body.customerId as string } : {}),
            ...(body.mandateId ? { mandateId: body.mandateId as string } : {}),
            ...(body.sequenceType ? { sequenceType: body.sequenceType as string } : {}),
          };
          payments.set(id, payment);
          return json(201, molliePayment(payment));
        }
        if (request.method === 'POST' && url.pathname === '/v2/customers') {
          const body = JSON.parse(text) as Record<string, unknown>;
          customers.push(body);
          return json(201, {
            resource: 'customer',
            id: `cst_Test${customers.length}`,
            mode: 'test',
            name: body.name,
            email: body.email,
            locale: null,
            metadata: body.metadata ?? null,
            createdAt: '2026-11-22T10:00:00+00:00',
            _links: {},
          });
        }
        const mandateCall = /^\/v2\/customers\/(cst_\w+)\/mandates$/.exec(url.pathname);
        if (request.method === 'POST' && mandateCall) {
          const body = JSON.parse(text) as Record<string, unknown>;
          mandates.push({ customer: mandateCall[1]!, ...body });
          return json(201, {
            resource: 'mandate',
            id: `mdt_Test${mandates.length}`,
            mode: 'test',
            status: 'valid',
            method: 'directdebit',
            details: {
              consumerName: body.consumerName,
              consumerAccount: body.consumerAccount,
              consumerBic: 'ABNANL2A',
            },
            mandateReference: body.mandateReference,
            signatureDate: body.signatureDate,
            createdAt: '2026-11-22T10:00:00+00:00',
            _links: {},
          });
        }
        const mandateGet = /^\/v2\/customers\/(cst_\w+)\/mandates\/(mdt_\w+)$/.exec(url.pathname);
        if (request.method === 'GET' && mandateGet) {
          const card = cardMandates.get(mandateGet[2]!);
          if (!card) return error(404, 'No mandate exists with token');
          return json(200, {
            resource: 'mandate',
            id: mandateGet[2],
            mode: 'test',
            status: 'valid',
            method: 'creditcard',
            details: {
              cardHolder: 'Eva de Vries',
              cardNumber: card.number,
              cardLabel: card.label,
              cardFingerprint: 'fp',
              cardExpiryDate: '2030-12-31',
            },
            mandateReference: null,
            signatureDate: '2026-11-22',
            createdAt: '2026-11-22T10:00:00+00:00',
            _links: {},
          });
        }
        const refundCall = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(url.pathname);
        if (request.method === 'POST' && refundCall) {
          const payment = payments.get(refundCall[1]!);
          if (!payment) return error(404, 'No payment exists with token');
          const body = JSON.parse(text) as { amount: { value: string; currency: string } };
          const already = Number(payment.amountRefunded?.value ?? '0');
          const total = already + Number(body.amount.value);
          if (payment.status !== 'paid' || total > Number(payment.amount.value))
            return error(422, 'The amount is higher than the amount that remains');
          payment.amountRefunded = { value: total.toFixed(2), currency: body.amount.currency };
          refunds.push({ payment: payment.id, ...body });
          return json(201, {
            resource: 'refund',
            id: `re_Test${refunds.length}`,
            amount: body.amount,
            status: 'pending',
            paymentId: payment.id,
            description: (body as { description?: string }).description ?? '',
            createdAt: '2026-11-22T10:00:00+00:00',
            _links: {},
          });
        }
        const match = /^\/v2\/payments\/(tr_\w+)$/.exec(url.pathname);
        if (request.method === 'GET' && match) {
          const payment = payments.get(match[1]!);
          return payment
            ? json(200, molliePayment(payment))
            : error(404, 'No payment exists with token');
        }
        return error(404, 'Unknown resource');
      });
    });
    await new Promise<void>((resolve) => mollie.listen(0, '127.0.0.1', resolve));
    const { port } = mollie.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz12',
      MOLLIE_API_URL: `https://127.0.0.1:${port}/v2/`,
      PUBLIC_ORIGIN: 'https://amora.example',
    });
  });
  after(async () => {
    await t.close();
    await new Promise((resolve) => mollie.close(resolve));
  });

  async function placeOrder(cookie: string, body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { cookie, 'idempotency-key': `mollie-${Math.random().toString(36).slice(2)}` },
      payload: body,
    });
  }

  const webhook = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments-webhook.php',
      payload: `id=${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('starts a Mollie payment with the method, amount and addresses, and credits once when Mollie says paid', async () => {
    const [member] = await freeMembersIn(t.app, 1, 'NL');
    const packages = await bundlesOf(t.app, member!.cookie);
    const pkg = packages.find((p) => p.credits === 100)!;
    const response = await placeOrder(member!.cookie, {
      package: pkg.id,
      paymentmethod: 'ideal',
      bank: 'ing',
    });
    assert.equal(response.statusCode, 201, response.body);
    const { order } = orderResponseSchema.parse(response.json());
    assert.match(order.checkout_url!, /^https:\/\/www\.mollie\.com\/checkout\//);
    const sent = created.at(-1)!.body;
    assert.deepEqual(sent.amount, { currency: 'EUR', value: (pkg.amount / 100).toFixed(2) });
    assert.equal(sent.method, 'ideal');
    assert.equal(sent.webhookUrl, 'https://amora.example/api/payments-webhook.php');
    assert.equal(
      sent.redirectUrl,
      `https://amora.example/credits/${pkg.id}/ideal?order=${order.id}`,
    );

    const start = await balanceOf(t.app, member!.id);
    const paymentId = [...payments.keys()].at(-1)!;
    // A webhook before payment changes nothing: the status comes from Mollie, not the call.
    assert.equal((await webhook(paymentId)).statusCode, 200);
    assert.equal(await balanceOf(t.app, member!.id), start);

    payments.get(paymentId)!.status = 'paid';
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => webhook(paymentId)));
    assert.ok(deliveries.every((d) => d.statusCode === 200));
    assert.equal(await balanceOf(t.app, member!.id), start + 100);
    assert.equal(await ledgerSum(t.app.db, member!.id), start + 100);

    // A made-up payment id changes nothing: not found (a PSP would call again, to no avail).
    assert.equal((await webhook('tr_madeUp')).statusCode, 404);
    // Mollie reports a chargeback: the purchase is reversed.
    payments.get(paymentId)!.amountChargedBack = {
      value: (pkg.amount / 100).toFixed(2),
      currency: 'EUR',
    };
    assert.equal((await webhook(paymentId)).statusCode, 200);
    assert.equal(await balanceOf(t.app, member!.id), start);
    const row = await t.app.db
      .selectFrom('payment_order')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'charged_back');
  });

  it('finance refunds a Mollie payment in part through Mollie: its share of credits comes back', async () => {
    const [member] = await freeMembersIn(t.app, 1, 'NL');
    const pkg = (await bundlesOf(t.app, member!.cookie)).find((p) => p.credits === 100)!;
    const { order } = orderResponseSchema.parse(
      (await placeOrder(member!.cookie, { package: pkg.id, paymentmethod: 'paypal' })).json(),
    );
    const paymentId = [...payments.keys()].at(-1)!;
    payments.get(paymentId)!.status = 'paid';
    assert.equal((await webhook(paymentId)).statusCode, 200);
    const start = await balanceOf(t.app, member!.id);
    const finance = await staffMember(t.app, 'finance');
    const half = Math.floor(pkg.amount / 2);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/orders/${order.id}/refunds`,
      headers: { cookie: finance.cookie },
      payload: { amount: half, reason: 'Half, as agreed', idempotency_key: 'mollie-refund-1' },
    });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(refunds.at(-1), {
      payment: paymentId,
      amount: { currency: 'EUR', value: (half / 100).toFixed(2) },
      description: `Refund of order ${order.id}`,
    });
    const credits = Math.floor((100 * half) / pkg.amount);
    assert.equal(await balanceOf(t.app, member!.id), start - credits);
    // Mollie's webhook for the refund finds the order still paid: nothing more happens.
    assert.equal((await webhook(paymentId)).statusCode, 200);
    assert.equal(await balanceOf(t.app, member!.id), start - credits);
    assert.equal(await ledgerSum(t.app.db, member!.id), start - credits);
  });

  it('Mollie down: a clear error, the order failed, nothing charged', async () => {
    const [member] = await freeMembersIn(t.app, 1, 'DE');
    const packages = await bundlesOf(t.app, member!.cookie);
    down = true;
    try {
      const response = await placeOrder(member!.cookie, {
        package: packages[0]!.id,
        paymentmethod: 'paypal',
      });
      assert.equal(response.statusCode, 502);
      assert.equal(errorCodeOf(response), 'payment_provider_unavailable');
    } finally {
      down = false;
    }
    assert.deepEqual(await orderStatusesOf(t.app, member!.id), ['failed']);
  });

  it('a direct debit: a customer and a SEPA mandate at Mollie, then a recurring payment on it', async () => {
    const [member] = await freeMembersIn(t.app, 1, 'NL');
    const packages = await bundlesOf(t.app, member!.cookie);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit.php',
      headers: { cookie: member!.cookie, 'idempotency-key': 'mollie-sdd-1' },
      payload: directDebitForm(packages[0]!.id),
    });
    assert.equal(started.statusCode, 200, started.body);
    const { mandate } = started.json() as { mandate: { id: number } };
    const [code] = await outboxCodes(t.app);
    const signed = await signMandate(t.app, member!.cookie, mandate.id, code!);
    assert.equal(signed.statusCode, 200, signed.body);
    assert.deepEqual({ name: customers.at(-1)!.name }, { name: 'Eva de Vries' });
    const signedMandate = mandates.at(-1)!;
    assert.equal(signedMandate.method, 'directdebit');
    assert.equal(signedMandate.consumerAccount, 'NL91ABNA0417164300');
    const payment = created.at(-1)!.body;
    assert.equal(payment.sequenceType, 'recurring');
    assert.equal(payment.customerId, signedMandate.customer);
    assert.match(String(payment.mandateId), /^mdt_/);
  });

  it('a card paid as the member’s first payment is charged again by a repeat order', async () => {
    const [member] = await freeMembersIn(t.app, 1, 'DE');
    const packages = await bundlesOf(t.app, member!.cookie);
    const placed = await placeOrder(member!.cookie, {
      package: packages[0]!.id,
      paymentmethod: 'visa',
    });
    assert.equal(placed.statusCode, 201, placed.body);
    const first = created.at(-1)!.body;
    assert.equal(first.sequenceType, 'first');
    assert.match(String(first.customerId), /^cst_/);
    // Mollie: the card is paid, and a mandate for it now stands on the customer.
    const paymentId = [...payments.keys()].at(-1)!;
    cardMandates.set('mdt_Card1', { number: '4242', label: 'Visa' });
    Object.assign(payments.get(paymentId)!, { status: 'paid', mandateId: 'mdt_Card1' });
    assert.equal((await webhook(paymentId)).statusCode, 200);

    let offer: { mandate: { label: string } } | null = null;
    for (let i = 0; i < 50 && !offer; i += 1) {
      offer = (
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/repeat-order.php',
            headers: { cookie: member!.cookie },
          })
        ).json() as {
          offer: { mandate: { label: string } } | null;
        }
      ).offer;
      if (!offer) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(offer?.mandate.label, 'Visa •••• 4242');
    const balance = await balanceOf(t.app, member!.id);
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/repeat-order.php',
      headers: { cookie: member!.cookie, 'idempotency-key': 'mollie-repeat-1' },
      payload: {},
    });
    assert.equal(repeat.statusCode, 200, repeat.body);
    const again = created.at(-1)!.body;
    assert.equal(again.sequenceType, 'recurring');
    assert.equal(again.customerId, first.customerId);
    assert.equal(again.mandateId, 'mdt_Card1');
    const repeatId = [...payments.keys()].at(-1)!;
    payments.get(repeatId)!.status = 'paid';
    assert.equal((await webhook(repeatId)).statusCode, 200);
    assert.equal(await balanceOf(t.app, member!.id), balance + packages[0]!.credits);
    // The member is one customer at Mollie, however many payments.
    assert.equal(customers.filter((c) => c.email === `free-${member!.id}@x.test`).length, 1);
  });
});
