import { randomBytes } from 'node:crypto';
import {
  PAYMENT_METHODS,
  STAY_DISCOUNT_DAYS,
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_SECONDS,
  WELCOME_DISCOUNT_HOURS,
  WELCOME_DISCOUNT_PERCENTAGE,
  type DiscountCode,
  type PaymentMethodId,
  type TimeBonus,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import * as repo from './repository';
import type { CreditPackageRow, DiscountCodeRow } from './tables';

/** The member a code is checked for. */
export interface Payer {
  id: number;
  paid_user: number;
  signup_date: string;
  country: string;
}

/** What the code would be used for, when known: its restrictions are checked against it. */
export interface DiscountUse {
  pkg?: CreditPackageRow;
  method?: PaymentMethodId;
}

const notFound = () => new HttpError(404, 'discount_code_not_found', 'Code not found.');
const used = () => new HttpError(409, 'discount_code_used', 'Code already used.');
const expired = () => new HttpError(410, 'discount_code_expired', 'This code has expired.');

/** Seconds of the time bonus left for a member (spec §4): 0 when it does not apply. */
export function timeBonusSecondsLeft(payer: Payer, now: Date): number {
  if (payer.paid_user === 1) return 0;
  const ends = Date.parse(payer.signup_date) + TIME_BONUS_WINDOW_SECONDS * 1000;
  return Math.max(0, Math.floor((ends - now.getTime()) / 1000));
}

/** When a code stops being valid for this member; null: no end. */
function endOf(code: DiscountCodeRow, payer: Payer): number | null {
  if (code.kind === 'time_bonus')
    return Date.parse(payer.signup_date) + TIME_BONUS_WINDOW_SECONDS * 1000;
  return code.expires === null ? null : Date.parse(code.expires);
}

/**
 * The member's own hold on a code: the order of theirs that redeemed it, or null. An order the
 * member left unpaid (they clicked Pay, then came back) does not use the code up for them: it
 * is held for them, and their next order takes it over (issue 25 §4). Another member's open
 * order still holds a single-use code (RELIABILITY 4: redeemed once) until its payment fails or
 * expires at the PSP.
 */
async function ownHold(
  db: Db,
  code: DiscountCodeRow,
  payer: Payer,
): Promise<{ openOrder: number | null; used: boolean }> {
  const mine = await repo.findRedemption(db, code.id, payer.id);
  if (!mine) return { openOrder: null, used: code.status === 'used' };
  if (mine.order_status === 'open') return { openOrder: mine.order_id, used: false };
  return { openOrder: null, used: true };
}

/**
 * Whether a member may use a code (spec §3, §4, §8), for a bundle and method when given. Throws
 * the error the code field shows; answers the code, and the member's unpaid order that holds
 * it (their new order takes it over), when the code can be used.
 */
export async function checkDiscount(
  db: Db,
  code: DiscountCodeRow | undefined,
  payer: Payer,
  use: DiscountUse,
  now: Date,
): Promise<DiscountCodeRow & { heldByOrder: number | null }> {
  if (!code || code.status === 'disabled') throw notFound();
  // Someone else's welcome code does not exist for this member.
  if (code.user_id !== null && code.user_id !== payer.id) throw notFound();
  const end = endOf(code, payer);
  if (end !== null && end <= now.getTime()) throw expired();
  // The time bonus and the welcome discount are for a first purchase (§4, §9).
  if ((code.kind === 'time_bonus' || code.kind === 'welcome') && payer.paid_user === 1)
    throw used();
  const hold = await ownHold(db, code, payer);
  if (hold.used) throw used();
  if (code.country !== null && code.country !== payer.country)
    throw new HttpError(422, 'discount_code_country', 'This code is not valid in your country.');
  const methods = parseMethods(code.paymentmethods);
  if (methods && use.method && !methods.includes(use.method))
    throw new HttpError(422, 'discount_code_method', 'This code is valid with other methods.', {
      methods: methods.join(', '),
    });
  if (use.pkg && code.currency !== null && code.currency !== use.pkg.currency)
    throw new HttpError(422, 'discount_code_country', 'This code is not valid in your currency.');
  if (use.pkg && code.minimum_order_value !== null && use.pkg.amount < code.minimum_order_value)
    // The amount in minor units with its currency: the page writes it as the member's language
    // writes money ("50,00 €", issue 49 §12), not "50.00 EUR".
    throw new HttpError(422, 'discount_code_minimum', 'The order is below the code minimum.', {
      amount_minor: code.minimum_order_value,
      currency: code.currency ?? use.pkg.currency,
    });
  return { ...code, heldByOrder: hold.openOrder };
}

/** The code as spec §3 lists its fields, with the member's countdown. */
export function toDiscountCode(code: DiscountCodeRow, payer: Payer, now: Date): DiscountCode {
  const end = endOf(code, payer);
  const seconds = end === null ? null : Math.max(0, Math.floor((end - now.getTime()) / 1000));
  return {
    code: code.code,
    country: code.country,
    user_id: code.user_id,
    expires: end === null ? null : new Date(end).toISOString(),
    value_percentage: code.value_percentage,
    currency: code.currency,
    minimum_order_value: code.minimum_order_value,
    status: code.status,
    validity: seconds,
    expired: seconds === 0,
    paymentmethods: parseMethods(code.paymentmethods),
  };
}

/** The time bonus of a member (spec §4 load_time_bonus), or null when it does not apply. */
export async function timeBonus(db: Db, payer: Payer, now: Date): Promise<TimeBonus | null> {
  const seconds = timeBonusSecondsLeft(payer, now);
  if (seconds === 0) return null;
  const code = await ensureTimeBonusCode(db, now);
  // Once per member: a paid order ends it; an order left unpaid does not (ownHold).
  if (code.status !== 'active' || (await ownHold(db, code, payer)).used) return null;
  return {
    code: code.code,
    value_percentage: code.value_percentage,
    expires: new Date(now.getTime() + seconds * 1000).toISOString(),
    seconds_left: seconds,
  };
}

/** TIMEBONUS25 is a spec constant (§9): it exists on every database, seeded or not. */
async function ensureTimeBonusCode(db: Db, now: Date): Promise<DiscountCodeRow> {
  const existing = await repo.findCode(db, TIME_BONUS_CODE);
  if (existing) return existing;
  await repo.insertCodeIfMissing(db, {
    code: TIME_BONUS_CODE,
    kind: 'time_bonus',
    value_percentage: TIME_BONUS_PERCENTAGE,
    status: 'active',
    created_at: now.toISOString(),
  });
  return (await repo.findCode(db, TIME_BONUS_CODE))!;
}

/**
 * The member's welcome code (spec §7 `welcome=true`, §9: 25 % on the first purchase, with a
 * countdown): made on first request, valid WELCOME_DISCOUNT_HOURS. Not for paid members.
 */
export async function welcomeCode(db: Db, payer: Payer, now: Date): Promise<DiscountCodeRow> {
  if (payer.paid_user === 1) throw notFound();
  const existing = await repo.findWelcomeCode(db, payer.id);
  if (existing) return existing;
  return repo.insertCode(db, {
    code: `WELCOME-${randomBytes(4).toString('hex').toUpperCase()}`,
    kind: 'welcome',
    user_id: payer.id,
    value_percentage: WELCOME_DISCOUNT_PERCENTAGE,
    expires: new Date(now.getTime() + WELCOME_DISCOUNT_HOURS * 3_600_000).toISOString(),
    status: 'active',
    single_use: 1,
    created_at: now.toISOString(),
  });
}

/**
 * The leaving form's offer (issue 25 §3): `percentage` off one purchase, as a code of the
 * member's own, valid STAY_DISCOUNT_DAYS from when it is first taken. One per member, ever: its
 * name comes from the member's id, so asking twice (or twice at once) gives the same code, and
 * once it paid an order it is used.
 */
export async function stayCode(
  db: Db,
  payer: Payer,
  percentage: number,
  now: Date,
): Promise<DiscountCodeRow> {
  const name = `STAY-${payer.id.toString(36).toUpperCase()}`;
  await repo.insertCodeIfMissing(db, {
    code: name,
    kind: 'stay',
    user_id: payer.id,
    value_percentage: percentage,
    expires: new Date(now.getTime() + STAY_DISCOUNT_DAYS * 86_400_000).toISOString(),
    status: 'active',
    single_use: 1,
    created_at: now.toISOString(),
  });
  const code = (await repo.findCode(db, name))!;
  if ((await ownHold(db, code, payer)).used) throw used();
  return code;
}

/** What a bundle costs with a code: the discount rounded to the nearest minor unit. */
export function discountedAmount(amount: number, percentage: number): number {
  return amount - Math.round((amount * percentage) / 100);
}

function parseMethods(text: string | null): PaymentMethodId[] | null {
  if (text === null) return null;
  const list = JSON.parse(text) as string[];
  return list.filter((m): m is PaymentMethodId =>
    (PAYMENT_METHODS as readonly string[]).includes(m),
  );
}

/** The discount code a member typed, checked for this payer and use (checkDiscount). */
export async function checkDiscountCode(
  db: Db,
  name: string,
  payer: Payer,
  use: DiscountUse,
  now: Date,
): Promise<DiscountCodeRow & { heldByOrder: number | null }> {
  return checkDiscount(db, await repo.findCode(db, name), payer, use, now);
}
