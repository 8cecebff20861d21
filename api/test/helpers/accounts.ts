import { apiErrorSchema, outboxResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../src/domains/auth/session';
import { startSession } from '../../src/domains/auth/service';
import { changeCredits } from '../../src/domains/credits/service';
import { logInAsMember, untouchedMembers } from './members';

let taken = 0;

/**
 * A generated member of the test's own, logged in: their address is renamed (`<label>N@x.test`),
 * so the next call never hands out the same member. Answers id, address and Cookie header.
 */
export async function ownMember(app: FastifyInstance, label = 'own') {
  const [id] = (await untouchedMembers(app, 1)) as [number];
  taken += 1;
  const email = `${label}${taken}-${id}@x.test`;
  await app.db.updateTable('app_user').set({ email }).where('id', '=', id).execute();
  return { id, email, cookie: await logInAsMember(app, id) };
}

/**
 * A member of the test's own who is a person, not one of the site's operated profiles (the
 * seed's generated members are): first messages to them are requests (issue 29 §1).
 */
export async function realMember(app: FastifyInstance, label = 'real') {
  const member = await ownMember(app, label);
  await app.db
    .updateTable('profile')
    .set({ fictional: 0 })
    .where('user_id', '=', member.id)
    .execute();
  return member;
}

/** The mails the outbox holds for this address, oldest first (once those being sent are in). */
export async function mailsTo(app: FastifyInstance, email: string) {
  await app.backgroundIdle();
  const { mails } = outboxResponseSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/outbox.php' })).json(),
  );
  return mails.filter((mail) => mail.to === email);
}

/** The `token` of a mailed link. */
export const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

/** Credits for a test member, through the ledger like a purchase. */
export async function grantCredits(app: FastifyInstance, userId: number, amount: number) {
  await changeCredits(app.db, { userId, amount, reason: 'test' });
}

/** A member's balance as stored. */
export async function balanceOf(app: FastifyInstance, userId: number): Promise<number> {
  const row = await app.db
    .selectFrom('app_user')
    .select('credits')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.credits;
}

/** Sets a member's balance through the ledger, as a purchase or a charge would. */
export async function setBalance(app: FastifyInstance, userId: number, credits: number) {
  await grantCredits(app, userId, credits - (await balanceOf(app, userId)));
}

/** The `error.code` of an API error answer. */
export const errorCodeOf = (response: { json(): unknown }) =>
  apiErrorSchema.parse(response.json()).error.code;

/**
 * Many members at once, logged in without a password (a session row, as login makes one): for
 * races between members. Each is moved to `country` and made a free member who reads English.
 */
export async function freeMembersIn(app: FastifyInstance, count: number, country: string) {
  const fresh = await untouchedMembers(app, count);
  // Renamed like ownMember's, so no later call hands them out again.
  for (const id of fresh)
    await app.db
      .updateTable('app_user')
      .set({ email: `free-${id}@x.test` })
      .where('id', '=', id)
      .execute();
  await app.db.updateTable('profile').set({ country }).where('user_id', 'in', fresh).execute();
  await app.db
    .updateTable('app_user')
    .set({ paid_user: 0, language: 'en' })
    .where('id', 'in', fresh)
    .execute();
  const now = new Date();
  return Promise.all(
    fresh.map(async (id) => ({
      id,
      cookie: `${SESSION_COOKIE}=${await startSession(app.db, id, now)}`,
    })),
  );
}

/** A date of birth `years` years (minus `days`) before today, as the sign-up form sends it. */
export function bornYearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
