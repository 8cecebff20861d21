import { outboxResponseSchema, creditBundlesResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';

/** The bundles a member is offered (their country's). */
export async function bundlesOf(app: FastifyInstance, cookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/packages.php',
    headers: { cookie },
  });
  return creditBundlesResponseSchema.parse(response.json()).packages;
}

let orderKeys = 0;

/** `POST /api/orders.php` as the checkout sends it, each with an idempotency key of its own. */
export function placeOrder(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/orders.php',
    headers: { cookie, 'idempotency-key': `test-order-${process.pid}-${(orderKeys += 1)}` },
    payload: body,
  });
}

/** The tester's pick on the sandbox's checkout page (whatever the page still lets them do). */
export async function payInSandbox(app: FastifyInstance, checkoutUrl: string, outcome = 'paid') {
  await app.inject({
    method: 'POST',
    url: checkoutUrl.split('?')[0]!,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A bundle of the member's country by its credits. */
export async function bundleOf(app: FastifyInstance, cookie: string, credits: number) {
  const bundle = (await bundlesOf(app, cookie)).find((p) => p.credits === credits);
  if (!bundle) throw new Error(`no bundle of ${credits} credits`);
  return bundle;
}

/** The spec's SDD form (§3), filled in as a Dutch member would, for a bundle. */
export const directDebitForm = (pkg: number, overrides: Record<string, unknown> = {}) => ({
  package: pkg,
  account_holder: 'Eva de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12A',
  zip: '1015 CX',
  city: 'Amsterdam',
  phone: '+31 6 1234 5678',
  authorization: true,
  ...overrides,
});

/** The 6-digit codes in text messages, newest first. */
export const codesIn = (texts: readonly string[]) =>
  texts.map((text) => /\b(\d{6})\b/.exec(text)![1]!);

/** The codes the SMS outbox holds, newest first. */
export async function outboxCodes(app: FastifyInstance) {
  const { texts } = outboxResponseSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/outbox.php' })).json(),
  );
  return codesIn(texts.map((text) => text.text));
}

/** `PUT /api/directdebit.php`: the SMS code that signs a mandate. */
const addresses = new Map<string, string>();
/**
 * Each member calls from an address of their own, as real members do, so a file's tests do not
 * share the per-address limits (20 direct-debit calls a minute) and none depends on the others.
 */
export function memberAddress(cookie: string): string {
  let address = addresses.get(cookie);
  if (!address) {
    const n = addresses.size + 1;
    address = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    addresses.set(cookie, address);
  }
  return address;
}

export const signMandate = (app: FastifyInstance, cookie: string, mandate: number, code: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/directdebit.php',
    remoteAddress: memberAddress(cookie),
    headers: { cookie },
    payload: { mandate, code },
  });

/** The states of a member's orders, oldest first. */
export async function orderStatusesOf(app: FastifyInstance, userId: number) {
  const rows = await app.db
    .selectFrom('payment_order')
    .select('status')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.status);
}
