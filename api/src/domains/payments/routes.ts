import {
  createOrderBodySchema,
  discountCodeQuerySchema,
  discountCodeResponseSchema,
  stayDiscountBodySchema,
  errorCodes,
  orderQuerySchema,
  orderResponseSchema,
  creditBundlesQuerySchema,
  creditBundlesResponseSchema,
  paymentMethodsResponseSchema,
  paymentWebhookBodySchema,
  paymentWebhookResponseSchema,
  timeBonusResponseSchema,
  transactionsQuerySchema,
  directDebitBodySchema,
  directDebitConfirmSchema,
  directDebitConfirmResponseSchema,
  directDebitResponseSchema,
  repeatOfferResponseSchema,
  repeatOrderBodySchema,
  repeatOrderResponseSchema,
  transactionsResponseSchema,
  FINAL_ORDER_STATUSES,
} from '@app/shared/contracts';
import { audit } from '../../http/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/errors';
import { linkOrigin } from '../../http/public-origin';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { sessionUser } from '../auth/session';
import { settingsForRequest } from '../site/request-site';
import { company } from '../site/service';
import { checkDiscount, stayCode, timeBonus, toDiscountCode, welcomeCode } from './discounts';
import { confirmDirectDebit, startDirectDebit } from './direct-debit';
import { sendReceipt } from './receipt';
import { rememberStoredMandate, repeatOffer, repeatOrder } from './repeat-order';
import * as repo from './repository';
import {
  PAYMENT_WEBHOOK_PATH,
  createOrder,
  offerFor,
  payerOf,
  paymentMethods,
  requirePayer,
  settlePayment,
  toOrder,
} from './service';

/** Idempotency keys are made by the client once per purchase attempt (a retry reuses one). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The country whose bundles and methods to show: a member's own, else the one asked for. */
async function wantedCountry(request: FastifyRequest, asked: string | undefined) {
  const userId = await sessionUser(request);
  if (userId === null) return asked ?? null;
  return (await requirePayer(request.server.db, userId)).country;
}

/**
 * Payments (spec §2 credits, §3, §4, §7): bundles and methods, orders through the PSP, the PSP's
 * webhook, discount codes and the time bonus.
 */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  /** After an order moved: wake the member's streams; a purchase just paid gets its receipt. */
  const settled = (result: Awaited<ReturnType<typeof settlePayment>>) => {
    if (!result) return;
    audit(app.log, 'payment.state', {
      order: result.order.id,
      member: result.userId,
      state: result.order.status,
      method: result.order.paymentmethod,
    });
    app.notifyMembers([result.userId]);
    if (result.order.status !== 'paid') return;
    void sendReceipt(fastify, result.order);
    void rememberStoredMandate(app.db, app.payments, result.order).catch((error: unknown) =>
      app.log.error({ err: error, order: result.order.id }, 'stored mandate not recorded'),
    );
  };

  /** The Idempotency-Key of a write that costs money (8 to 100 safe characters). */
  const idempotencyKeyOf = (request: FastifyRequest) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
      throw new HttpError(
        400,
        errorCodes.idempotency_key_required,
        'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
      );
    return key;
  };

  /** What placing an order needs from a request. */
  const orderContext = async (request: FastifyRequest, userId: number, idempotencyKey: string) => {
    const settings = await settingsForRequest(request);
    return {
      db: app.db,
      provider: app.payments,
      settings,
      origin: linkOrigin(app.config, settings),
      userId,
      idempotencyKey,
      directDebit: app.config.directDebit,
    };
  };

  // Public: /pricing shows visitors the credit bundles of a country. (The spec fixes the URL and
  // its `packages` field; the product, the code and the contracts say credit bundle.)
  app.get(
    '/api/packages.php',
    {
      schema: {
        querystring: creditBundlesQuerySchema,
        response: { 200: creditBundlesResponseSchema },
      },
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      const offer = await offerFor(
        app.db,
        settings,
        await wantedCountry(request, request.query.country),
      );
      return {
        country: offer.country,
        currency: offer.currency,
        packages: offer.packages.map((p) => ({
          id: p.id,
          credits: p.credits,
          amount: p.amount,
          currency: p.currency,
          highlighted: p.highlighted === 1,
        })),
        message_cost: settings.minimum_message_costs[offer.country] ?? null,
        message_credits: settings.message_credits,
      };
    },
  );

  app.get(
    '/api/paymentmethods.php',
    {
      schema: {
        querystring: creditBundlesQuerySchema,
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    async (request) => {
      const settings = await settingsForRequest(request);
      const offer = await offerFor(
        app.db,
        settings,
        await wantedCountry(request, request.query.country),
      );
      return {
        country: offer.country,
        currency: offer.currency,
        methods: paymentMethods(offer.country, offer.currency, app.config.directDebit),
      };
    },
  );

  app.post(
    '/api/orders.php',
    {
      config: { access: 'member' },
      schema: {
        body: createOrderBodySchema,
        response: { 200: orderResponseSchema, 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      const key = idempotencyKeyOf(request);
      const { order, created } = await createOrder(
        await orderContext(request, userId, key),
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ order });
    },
  );

  // The result page polls this: an order still open is checked with the PSP, so a lost
  // webhook never leaves the member waiting (spec §4 "never a dead end").
  app.get(
    '/api/orders.php',
    {
      config: { access: 'member' },
      schema: { querystring: orderQuerySchema, response: { 200: orderResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      let order = await repo.findOrder(app.db, userId, request.query.id);
      if (!order) throw notFound('No such order.');
      if (!FINAL_ORDER_STATUSES.includes(order.status) && order.psp_payment_id !== null) {
        const result = await settlePayment(app.db, app.payments, order.psp_payment_id, 'checkout');
        settled(result);
        if (result) order = result.order;
      }
      return { order: toOrder(order) };
    },
  );

  app.post(
    PAYMENT_WEBHOOK_PATH,
    {
      schema: { body: paymentWebhookBodySchema, response: { 200: paymentWebhookResponseSchema } },
    },
    async (request) => {
      const paymentId = request.body.id;
      if (!app.payments.verifyWebhook({ headers: request.headers, paymentId }))
        throw new HttpError(
          401,
          errorCodes.webhook_signature_invalid,
          'The webhook signature is missing, forged or stale.',
        );
      settled(await settlePayment(app.db, app.payments, paymentId, 'webhook'));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/discountcode.php',
    {
      schema: {
        querystring: discountCodeQuerySchema,
        response: { 200: discountCodeResponseSchema },
      },
      config: { access: 'member', rateLimit: RATE_LIMITS.discountCode },
    },
    async (request) => {
      const userId = request.member.userId;
      const payer = payerOf(await requirePayer(app.db, userId));
      const now = new Date();
      const { query } = request;
      if (query.welcome === 'true')
        return { discountcode: toDiscountCode(await welcomeCode(app.db, payer, now), payer, now) };
      if (!query.code)
        throw new HttpError(404, errorCodes.discount_code_not_found, 'No code given.');
      const settings = await settingsForRequest(request);
      const offer = await offerFor(app.db, settings, payer.country);
      const pkg =
        query.package === undefined
          ? undefined
          : offer.packages.find((p) => p.id === query.package);
      const code = await checkDiscount(
        app.db,
        await repo.findCode(app.db, query.code),
        payer,
        {
          ...(pkg ? { pkg } : {}),
          ...(query.paymentmethod ? { method: query.paymentmethod } : {}),
        },
        now,
      );
      return { discountcode: toDiscountCode(code, payer, now) };
    },
  );

  app.post(
    '/api/stay-discount.php',
    {
      schema: { body: stayDiscountBodySchema, response: { 200: discountCodeResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.discountCode },
    },
    async (request) => {
      const payer = payerOf(await requirePayer(app.db, request.member.userId));
      const settings = await settingsForRequest(request);
      const { delete_discount: percentage } = await company(app.db, settings.company_id);
      if (percentage <= 0)
        throw new HttpError(404, errorCodes.discount_code_not_found, 'No offer to stay.');
      const now = new Date();
      return {
        discountcode: toDiscountCode(await stayCode(app.db, payer, percentage, now), payer, now),
      };
    },
  );

  app.get(
    '/api/timebonus.php',
    { config: { access: 'member' }, schema: { response: { 200: timeBonusResponseSchema } } },
    async (request) => {
      const userId = request.member.userId;
      const payer = payerOf(await requirePayer(app.db, userId));
      return { timebonus: await timeBonus(app.db, payer, new Date()) };
    },
  );

  app.get(
    '/api/transactions.php',
    {
      config: { access: 'member' },
      schema: {
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) => {
      const userId = request.member.userId;
      const rows = await repo.listTransactions(app.db, userId, request.query.id);
      if (request.query.id !== undefined && rows.length === 0) throw notFound('No such purchase.');
      return { transactions: rows.map(toOrder) };
    },
  );

  // Spec §3 SDD form: the mandate and its SMS code, then the code that signs it.
  app.post(
    '/api/directdebit.php',
    {
      schema: { body: directDebitBodySchema, response: { 200: directDebitResponseSchema } },
      config: { access: 'member', rateLimit: RATE_LIMITS.directDebit },
    },
    async (request) => {
      const userId = request.member.userId;
      const key = idempotencyKeyOf(request);
      return startDirectDebit(
        { ...(await orderContext(request, userId, key)), sms: app.sms },
        request.body,
      );
    },
  );

  app.put(
    '/api/directdebit.php',
    {
      schema: {
        body: directDebitConfirmSchema,
        response: { 200: directDebitConfirmResponseSchema },
      },
      config: { access: 'member', rateLimit: RATE_LIMITS.directDebit },
    },
    async (request) => {
      const userId = request.member.userId;
      const order = await confirmDirectDebit(
        await orderContext(request, userId, ''),
        request.body.mandate,
        request.body.code,
      );
      app.notifyMembers([userId]);
      return { order };
    },
  );

  app.get(
    '/api/repeat-order.php',
    { config: { access: 'member' }, schema: { response: { 200: repeatOfferResponseSchema } } },
    async (request) => {
      const userId = request.member.userId;
      return { offer: await repeatOffer(app.db, await orderContext(request, userId, ''), userId) };
    },
  );

  app.post(
    '/api/repeat-order.php',
    {
      config: { access: 'member' },
      schema: { body: repeatOrderBodySchema, response: { 200: repeatOrderResponseSchema } },
    },
    async (request) => {
      const userId = request.member.userId;
      const key = idempotencyKeyOf(request);
      const answer = await repeatOrder(await orderContext(request, userId, key));
      app.notifyMembers([userId]);
      return answer;
    },
  );
}
