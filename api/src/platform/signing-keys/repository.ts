import type { Db } from '../../db/database';

/** The key of this name, made now if there is none (of nodes racing, the first insert wins). */
export async function keyNamed(db: Db, name: string, candidate: string, at: string) {
  await db
    .insertInto('signing_key')
    .values({ name, secret: candidate, created_at: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_key')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
