import {
  discountCodeQuerySchema,
  discountCodeResponseSchema,
  errorCodes,
  stayDiscountBodySchema,
  timeBonusResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { typed } from '../../http/zod';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { settingsForRequest } from '../site/request-site';
import { company } from '../site/service';
import { checkDiscountCode, stayCode, timeBonus, toDiscountCode, welcomeCode } from './discounts';
import { offerFor, payerOf, requirePayer } from './service';

/** Discounts (spec §3, §4, §9): a code typed, the welcome code, the offer to stay, the time bonus. */
export async function discountRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

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
      const payer = payerOf(await requirePayer(app.db, request.member.userId));
      const now = new Date();
      const { query } = request;
      if (query.welcome === 'true')
        return { discountcode: toDiscountCode(await welcomeCode(app.db, payer, now), payer, now) };
      if (!query.code)
        throw new HttpError(404, errorCodes.discount_code_not_found, 'No code given.');
      const settings = await settingsForRequest(request);
      const offer = await offerFor(app.db, settings, payer.country);
      const bundle =
        query.package === undefined
          ? undefined
          : offer.packages.find((candidate) => candidate.id === query.package);
      const code = await checkDiscountCode(
        app.db,
        query.code,
        payer,
        {
          ...(bundle ? { pkg: bundle } : {}),
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
      const payer = payerOf(await requirePayer(app.db, request.member.userId));
      return { timebonus: await timeBonus(app.db, payer, new Date()) };
    },
  );
}
