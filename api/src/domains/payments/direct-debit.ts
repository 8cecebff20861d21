import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DIRECT_DEBIT_LIMIT,
  DIRECT_DEBIT_LIMIT_DAYS,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  type DirectDebitBody,
  type DirectDebitResponse,
  type Mandate,
  type Order,
} from '@app/shared/contracts';
import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { SmsSender } from '../sms/sender';
import * as repo from './repository';
import {
  failOrder,
  paymentRequestFor,
  placeOrder,
  requirePayer,
  startPayment,
  toOrder,
  type OrderContext,
} from './service';
import type { MandateRow } from './tables';

const codeInvalid = () => new HttpError(422, 'sms_code_invalid', 'Code invalid.');

/** "NL** **** **** **43 00": enough to recognise one's account, not to use it. */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 2) + '*'.repeat(iban.length - 6) + iban.slice(-4);
  return friendlyFormatIBAN(masked) ?? masked;
}

/** "+31 •••• •• 78": where the code went. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `${digits.slice(0, 3)} •••• •• ${digits.slice(-2)}`;
}

export function toMandate(row: MandateRow): Mandate {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    label: row.label,
    phone: row.phone === null ? null : maskPhone(row.phone),
  };
}

const hashCode = (mandateId: number, code: string) =>
  createHash('sha256').update(`${mandateId}:${code}`).digest();

/**
 * The SMS text in the member's language. French spacing uses an ordinary space here: a no-break
 * space is outside the GSM 7-bit alphabet and would turn the SMS into UCS-2 (70 characters).
 */
function smsText(language: string, site: string, code: string): string {
  const minutes = SMS_CODE_TTL_MS / 60_000;
  return language === 'fr'
    ? `${site} : votre code de prélèvement est ${code}. Il expire dans ${minutes} minutes. Ne le communiquez à personne.`
    : `${site}: your direct debit code is ${code}. It expires in ${minutes} minutes. Do not share it.`;
}

/** Spec §8 "Your account is blocked for direct debit payments." (after a chargeback). */
export async function assertDirectDebitAllowed(db: Db, userId: number): Promise<void> {
  if (await repo.isDirectDebitBlocked(db, userId))
    throw new HttpError(
      403,
      'direct_debit_blocked',
      'This account is blocked for direct debit payments.',
    );
}

/**
 * Spec §8 "Direct debit limit reached.": a check on an order's price (placeOrder's `check`),
 * counting what was collected, or is on its way, in the last DIRECT_DEBIT_LIMIT_DAYS.
 */
export function directDebitLimit(db: Db, userId: number, now: Date) {
  const since = new Date(now.getTime() - DIRECT_DEBIT_LIMIT_DAYS * 86_400_000).toISOString();
  return async (amount: number) => {
    if ((await repo.directDebitTotalSince(db, userId, since)) + amount > DIRECT_DEBIT_LIMIT)
      throw new HttpError(422, 'direct_debit_limit', 'Direct debit limit reached.');
  };
}

/**
 * `POST /api/directdebit.php` (spec §3 SDD form): checks the member may pay by direct debit
 * (not blocked, under the limit; the contract checked the IBAN's checksum and country), places
 * the order, records the pending mandate with its SMS code, and sends the code through the SMS
 * port. Nothing is collected until the code comes back (`confirmDirectDebit`).
 */
export async function startDirectDebit(
  ctx: OrderContext & { sms: SmsSender },
  body: DirectDebitBody,
): Promise<DirectDebitResponse> {
  const { db, userId } = ctx;
  const now = ctx.now ?? new Date();
  await assertDirectDebitAllowed(db, userId);
  // The contract refused an IBAN that is not a SEPA account's (iban_invalid) before this ran.
  const iban = electronicFormatIBAN(body.iban) ?? '';

  const payer = await requirePayer(db, userId);
  const placed = await placeOrder(
    ctx,
    {
      package: body.package,
      paymentmethod: 'sdd',
      ...(body.discountcode ? { discountcode: body.discountcode } : {}),
    },
    { ownForm: true, check: directDebitLimit(db, userId, now) },
  );
  if (!placed.created) {
    // A parallel request with the same key placed it: its mandate (and its one SMS) is the
    // answer, recorded a moment after the order.
    for (let wait = 0; wait < 40; wait += 1) {
      const order = await repo.findOrder(db, userId, placed.order.id);
      const mandate = order?.mandate_id
        ? await repo.findMandate(db, userId, order.mandate_id)
        : null;
      if (order && mandate) return { mandate: toMandate(mandate), order: toOrder(order) };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new HttpError(409, 'validation_failed', 'This form is still being sent; try again.');
  }

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const at = now.toISOString();
  const mandate = await db.transaction().execute(async (tx) => {
    const created = await repo.insertMandate(tx, {
      user_id: userId,
      method: 'sdd',
      status: 'pending',
      account_holder: body.account_holder,
      iban,
      street: body.street,
      house_number: body.house_number,
      zip: body.zip,
      city: body.city,
      phone: body.phone,
      label: maskIban(iban),
      psp: ctx.provider.name,
      psp_mandate_id: null,
      created_at: at,
      confirmed_at: null,
    });
    await repo.insertSmsCode(tx, {
      mandate_id: created.id,
      code_hash: hashCode(created.id, code).toString('hex'),
      expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS).toISOString(),
      created_at: at,
    });
    await repo.setOrderMandate(tx, placed.order.id, created.id);
    return created;
  });

  try {
    await ctx.sms.send({
      to: body.phone,
      text: smsText(payer.language, ctx.settings.name, code),
      from: ctx.settings.name,
    });
  } catch {
    // No code, no mandate: the order fails (its code given back) and the member may retry.
    await failOrder(db, placed.order, 'SMS code not sent', now);
    throw new HttpError(503, 'sms_unavailable', 'The text message could not be sent.');
  }
  return {
    mandate: toMandate(mandate),
    order: toOrder({ ...placed.order, mandate_id: mandate.id }),
  };
}

/**
 * `PUT /api/directdebit.php` (spec §3 otp): the SMS code signs the mandate (RELIABILITY 10:
 * bound to its mandate, expiring, single use, SMS_CODE_MAX_ATTEMPTS tries), and the first debit
 * is collected on it through the PSP. Answers the order, which the PSP then settles.
 */
export async function confirmDirectDebit(
  ctx: Omit<OrderContext, 'idempotencyKey'>,
  mandateId: number,
  code: string,
): Promise<Order> {
  const { db, userId } = ctx;
  const now = ctx.now ?? new Date();
  const mandate = await repo.findMandate(db, userId, mandateId);
  const sms = mandate ? await repo.findSmsCode(db, mandate.id) : undefined;
  if (!mandate || !sms || mandate.status !== 'pending' || sms.used_at !== null) throw codeInvalid();
  if (Date.parse(sms.expires_at) <= now.getTime()) throw codeInvalid();
  if (sms.attempts >= SMS_CODE_MAX_ATTEMPTS)
    throw new HttpError(429, 'sms_code_attempts', 'Too many wrong codes for this mandate.');
  const right = timingSafeEqual(Buffer.from(sms.code_hash, 'hex'), hashCode(mandate.id, code));
  if (!right) {
    const tries = await repo.countSmsAttempt(db, sms.id, SMS_CODE_MAX_ATTEMPTS);
    if (tries === null || tries >= SMS_CODE_MAX_ATTEMPTS)
      throw new HttpError(429, 'sms_code_attempts', 'Too many wrong codes for this mandate.');
    throw codeInvalid();
  }
  // Single use: of two parallel right answers, one signs.
  if (!(await repo.useSmsCode(db, sms.id, now.toISOString()))) throw codeInvalid();

  const order = await repo.findOrderOfMandate(db, mandate.id);
  if (!order) throw codeInvalid();
  const payer = await requirePayer(db, userId);
  let pspMandate = '';
  const started = await startPayment(db, order, async () => {
    const collected = await ctx.provider.collectDirectDebit({
      ...paymentRequestFor(ctx, order, payer.language),
      holder: mandate.account_holder ?? '',
      iban: mandate.iban ?? '',
      email: payer.email,
      reference: `${ctx.settings.name.toUpperCase().replace(/[^A-Z0-9]/g, '')}-${mandate.id}`,
    });
    pspMandate = collected.mandateId;
    return { id: collected.id, checkoutUrl: null };
  });
  await repo.setMandateValid(db, mandate.id, pspMandate, now.toISOString());
  // The PSP's answer may have settled it already (the sandbox calls back at once).
  return toOrder((await repo.findOrder(db, userId, started.id)) ?? started);
}
