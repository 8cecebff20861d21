import {
  creditBundlesQuerySchema,
  creditBundlesResponseSchema,
  paymentMethodsResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { typed } from '../../http/zod';
import { settingsForRequest } from '../site/request-site';
import { wantedCountry } from './payment-routing';
import { offerFor, paymentMethods } from './service';

/** The site's settings and the offer of the country asked (a member's own). */
async function askedOffer(request: FastifyRequest, country: string | undefined) {
  const settings = await settingsForRequest(request);
  const offer = await offerFor(request.server.db, settings, await wantedCountry(request, country));
  return { settings, offer };
}

/** What a country may buy: its credit bundles and payment methods (public: /pricing shows them). */
export async function offerRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  // The spec fixes the URL and its `packages` field; the product, the code and the contracts
  // say credit bundle.
  app.get(
    '/api/packages.php',
    {
      schema: {
        querystring: creditBundlesQuerySchema,
        response: { 200: creditBundlesResponseSchema },
      },
    },
    async (request) => {
      const { settings, offer } = await askedOffer(request, request.query.country);
      return {
        country: offer.country,
        currency: offer.currency,
        packages: offer.packages.map((bundle) => ({
          id: bundle.id,
          credits: bundle.credits,
          amount: bundle.amount,
          currency: bundle.currency,
          highlighted: bundle.highlighted === 1,
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
      const { offer } = await askedOffer(request, request.query.country);
      return {
        country: offer.country,
        currency: offer.currency,
        methods: paymentMethods(offer.country, offer.currency, app.config.directDebit),
      };
    },
  );
}
