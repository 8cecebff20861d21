import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/domains/auth/password';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { logIn } from './test-app';

/**
 * Generated members others may see, with no chats or likes yet (the seed gives some to the
 * demo member's partners): a clean cast for a test's own scenario. Lowest ids first.
 */
export async function untouchedMembers(app: FastifyInstance, count: number): Promise<number[]> {
  const db = app.db;
  const rows = await db
    .selectFrom('profile')
    .innerJoin('app_user', 'app_user.id', 'profile.user_id')
    .select('profile.user_id')
    .where('profile.visible', '=', 1)
    .where('profile.status', '=', 'active')
    .where('app_user.status', '=', 'active')
    .where('app_user.email', 'like', 'member%')
    .where('profile.user_id', 'not in', db.selectFrom('conversation_member').select('user_id'))
    .where('profile.user_id', 'not in', db.selectFrom('member_like').select('liker_id'))
    .where('profile.user_id', 'not in', db.selectFrom('member_like').select('liked_id'))
    .orderBy('profile.user_id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`only ${rows.length} untouched members`);
  return rows.map((row) => row.user_id);
}

/** Gives a generated member the demo password and logs them in; returns the Cookie header. */
export async function logInAsMember(app: FastifyInstance, userId: number): Promise<string> {
  const { email } = await app.db
    .updateTable('app_user')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirstOrThrow();
  return logIn(app, email);
}

export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  const row = await app.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member's profile name, as others see it. */
export async function nameOf(app: FastifyInstance, userId: number): Promise<string> {
  const row = await app.db
    .selectFrom('profile')
    .select('name')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.name;
}
