import { apiErrorSchema, outboxResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
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

/** The mails the outbox holds for this address, oldest first. */
export async function mailsTo(app: FastifyInstance, email: string) {
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
