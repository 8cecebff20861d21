import { errorCodes } from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../http/audit';
import { HttpError } from '../../http/errors';
import { linkOrigin } from '../../http/public-origin';
import { sessionUser } from '../auth/session';
import { settingsForRequest } from '../site/request-site';
import { sendReceipt } from './receipt';
import { rememberStoredMandate } from './repeat-order';
import { requirePayer, type settlePayment } from './service';

// What the payment routes share: the Idempotency-Key of a write that costs money, what placing
// an order needs from a request, and what follows an order that moved.

/** Idempotency keys are made by the client once per purchase attempt (a retry reuses one). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key of a write that costs money (8 to 100 safe characters). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new HttpError(
      400,
      errorCodes.idempotency_key_required,
      'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
    );
  return key;
}

/** What placing an order needs from a request. */
export async function orderContext(
  request: FastifyRequest,
  userId: number,
  idempotencyKey: string,
) {
  const app = request.server;
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
}

/** The country whose bundles and methods to show: a member's own, else the one asked for. */
export async function wantedCountry(request: FastifyRequest, asked: string | undefined) {
  const userId = await sessionUser(request);
  if (userId === null) return asked ?? null;
  return (await requirePayer(request.server.db, userId)).country;
}

/** After an order moved: wake the member's streams; a purchase just paid gets its receipt. */
export function settled(
  app: FastifyInstance,
  result: Awaited<ReturnType<typeof settlePayment>>,
): void {
  if (!result) return;
  audit(app.log, 'payment.state', {
    order: result.order.id,
    member: result.userId,
    state: result.order.status,
    method: result.order.paymentmethod,
  });
  app.notifyMembers([result.userId]);
  if (result.order.status !== 'paid') return;
  void sendReceipt(app, result.order);
  void rememberStoredMandate(app.db, app.payments, result.order).catch((error: unknown) =>
    app.log.error({ err: error, order: result.order.id }, 'stored mandate not recorded'),
  );
}
