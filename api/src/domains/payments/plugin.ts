import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { SANDBOX_SIGNATURE_HEADER, sandboxProvider, type SandboxProvider } from './sandbox';
import { PAYMENT_WEBHOOK_PATH } from './service';

/** How often the sandbox looks for abandoned checkouts. */
const SANDBOX_SWEEP_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** Set when the embedded sandbox PSP is the provider (its checkout pages are served). */
    sandboxPsp: SandboxProvider | null;
  }
}

/**
 * The PSP port: the sandbox built into the product (embedded default), or Mollie with
 * MOLLIE_API_KEY. PSP webhooks and the sandbox's checkout form are form-encoded posts.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(formbody);
    if (config.payments.provider === 'mollie') {
      const { mollieProvider } = await import('./mollie');
      app.decorate('payments', mollieProvider(config.payments, webhookUrlFor(config)));
      app.decorate('sandboxPsp', null);
      return;
    }
    const sandbox = sandboxProvider({
      db: app.db,
      secret: config.payments.webhookSecret,
      pendingMs: config.payments.pendingMs,
      webhookPath: PAYMENT_WEBHOOK_PATH,
      // The sandbox runs inside the product: it calls the webhook through the app's own HTTP
      // handling (the same route, signature check and answer a real PSP's call gets).
      send: async (path, paymentId, signature) => {
        const response = await app.inject({
          method: 'POST',
          url: path,
          headers: { [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: { id: paymentId },
        });
        return response.statusCode < 300;
      },
    });
    app.decorate('payments', sandbox);
    app.decorate('sandboxPsp', sandbox);
    // Abandoned checkouts expire, as at a real PSP (which calls back on its own).
    const sweep = setInterval(() => {
      sandbox
        .expireAbandoned()
        .catch((error: unknown) => app.log.error(error, 'sandbox expiry failed'));
    }, SANDBOX_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await sandbox.idle();
    });
  },
  { name: 'payments', dependencies: ['db'] },
);

/** Mollie calls this address: PUBLIC_ORIGIN is required to receive its webhooks. */
function webhookUrlFor(config: Config): string | null {
  return config.publicOrigin
    ? `${config.publicOrigin.replace(/\/+$/, '')}${PAYMENT_WEBHOOK_PATH}`
    : null;
}
