import {
  PAYMENT_METHOD_BRANDS,
  PAYMENT_METHOD_RULES,
  type PaymentMethodId,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { asPlainPage } from '../../http/plain-page';
import { typed } from '../../http/zod';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_OUTCOMES,
  SANDBOX_STORED_CARD,
  storesCard,
  type SandboxProvider,
} from './sandbox';

/** The sandbox page's own texts: it stands for a PSP's page, which is not the product's. */
const TEXTS = {
  en: {
    title: 'Sandbox checkout',
    intro: 'This is the test payment page of the built-in sandbox. No money moves.',
    amount: 'Amount',
    method: 'Method',
    bank: 'Bank',
    choose: 'Choose what happens to this payment:',
    paid: 'Pay',
    failed: 'Fail',
    canceled: 'Cancel',
    expired: 'Let it expire',
    pending_then_paid: 'Pending, then paid',
    settled: 'This payment is',
    back: 'Back to the site',
    refund: 'Refund in full',
    chargeback: 'Charge back',
    stored: 'Card for later payments',
    store_none: 'Do not keep it',
    store_works: 'Keep it: later payments succeed',
    store_declines: 'Keep it: later payments are declined',
  },
  fr: {
    title: 'Paiement sandbox',
    intro: "Ceci est la page de paiement de test du sandbox intégré. Aucun argent n'est débité.",
    amount: 'Montant',
    method: 'Moyen',
    bank: 'Banque',
    choose: 'Choisissez ce qui arrive à ce paiement :',
    paid: 'Payer',
    failed: 'Échouer',
    canceled: 'Annuler',
    expired: 'Laisser expirer',
    pending_then_paid: 'En attente, puis payé',
    settled: 'Ce paiement est',
    back: 'Retour au site',
    refund: 'Rembourser en totalité',
    chargeback: 'Rétrofacturer',
    stored: 'Carte pour les paiements suivants',
    store_none: 'Ne pas la garder',
    store_works: 'La garder : les paiements suivants réussissent',
    store_declines: 'La garder : les paiements suivants sont refusés',
  },
} as const;

/** The method's brand and the bank's name, as a PSP's page shows them. */
const methodLabel = (method: string) =>
  PAYMENT_METHOD_BRANDS[method as PaymentMethodId] ?? method.toUpperCase();
const bankLabel = (method: string, bank: string) =>
  PAYMENT_METHOD_RULES[method as PaymentMethodId]?.banks?.find((b) => b.id === bank)?.name ?? bank;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const pageParams = z.object({ id: z.string().regex(/^sb_[0-9a-f]{24}$/) });
const pageQuery = z.object({ lang: z.string().optional() });

/**
 * The sandbox PSP's hosted checkout (served only when the sandbox is the provider): the member's
 * browser is sent here by the order, a tester picks the outcome, the sandbox calls the product's
 * webhook (signed) and sends the browser back to the site, as a real PSP does.
 */
export async function sandboxCheckoutRoutes(
  fastify: FastifyInstance,
  { sandbox }: { sandbox: SandboxProvider },
) {
  const app = typed(fastify);

  app.get(
    `${SANDBOX_CHECKOUT_PATH}/:id`,
    { schema: { params: pageParams, querystring: pageQuery } },
    async (request, reply) => {
      const payment = await sandbox.find(request.params.id);
      if (!payment) throw notFound('No such sandbox payment.');
      const lang = request.query.lang === 'fr' ? 'fr' : 'en';
      const t = TEXTS[lang];
      const amount = new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: payment.currency,
      }).format(payment.amount / 100);
      const action = `${SANDBOX_CHECKOUT_PATH}/${payment.id}`;
      const open = payment.status === 'open';
      const body = open
        ? `<p>${t.choose}</p><form method="post" action="${action}">${
            storesCard(payment.method)
              ? `<label class="store">${t.stored} <select name="stored_card"><option value="works">${t.store_works}</option><option value="declines">${t.store_declines}</option><option value="">${t.store_none}</option></select></label>`
              : ''
          }${SANDBOX_OUTCOMES.map(
            (outcome) =>
              `<button name="outcome" value="${outcome}"${outcome === 'paid' ? ' class="primary"' : ''}>${t[outcome]}</button>`,
          ).join('')}</form>`
        : `<p>${t.settled} <strong>${escape(payment.status)}</strong>.</p>
           <p><a href="${escape(payment.redirect_url)}">${t.back}</a></p>
           ${
             payment.status === 'paid' &&
             payment.refunded_amount === 0 &&
             payment.charged_back_amount === 0
               ? `<form method="post" action="${action}/reverse"><button name="kind" value="refund">${t.refund}</button><button name="kind" value="chargeback">${t.chargeback}</button></form>`
               : ''
           }`;
      asPlainPage(reply);
      return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1d2b2b}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
form{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #557;background:#fff;cursor:pointer;min-height:44px}
button.primary{background:#0f766e;color:#fff;border-color:#0f766e}button:focus-visible{outline:3px solid #f59e0b}
.note{background:#fef3c7;padding:.5rem .75rem;border-radius:.4rem}
.store{flex-basis:100%;display:flex;flex-direction:column;gap:.25rem}select{font:inherit;padding:.5rem;min-height:44px}
</style></head><body><main>
<h1>${t.title}</h1><p class="note">${t.intro}</p>
<p>${escape(payment.description)}</p>
<dl><dt>${t.amount}</dt><dd>${escape(amount)}</dd><dt>${t.method}</dt><dd>${escape(methodLabel(payment.method))}</dd>${
        payment.bank
          ? `<dt>${t.bank}</dt><dd>${escape(bankLabel(payment.method, payment.bank))}</dd>`
          : ''
      }</dl>
${body}
</main></body></html>`;
    },
  );

  app.post(
    `${SANDBOX_CHECKOUT_PATH}/:id`,
    {
      schema: {
        params: pageParams,
        body: z.object({
          outcome: z.enum(SANDBOX_OUTCOMES),
          stored_card: z.enum([...SANDBOX_STORED_CARD, '']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { outcome, stored_card } = request.body;
      const payment = await sandbox.settle(request.params.id, outcome, stored_card || null);
      if (!payment) throw notFound('No such sandbox payment.');
      return reply.redirect(payment.redirect_url, 303);
    },
  );

  app.post(
    `${SANDBOX_CHECKOUT_PATH}/:id/reverse`,
    {
      schema: { params: pageParams, body: z.object({ kind: z.enum(['refund', 'chargeback']) }) },
    },
    async (request, reply) => {
      await sandbox.reverse(request.params.id, request.body.kind);
      return reply.redirect(`${SANDBOX_CHECKOUT_PATH}/${request.params.id}`, 303);
    },
  );
}
