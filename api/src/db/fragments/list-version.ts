import { sql } from 'kysely';
import type { Db } from '../database';
import { preparedQuery } from '../prepared';

/** The per-member version tables of the chat and likes lists (migration 0005). */
export type ListVersionTable = 'chat_list_version' | 'likes_list_version';

/**
 * What a member's list depends on: their own list version (raised by every write to it) and the
 * card epoch (raised by the database when anything shown of any member changes). A list built
 * at one stamp is still right while the stamp is unchanged.
 */
export interface ListStamp {
  version: number;
  epoch: number;
}

/** Raises these members' list version; called next to every write that changes their list. */
export async function raiseListVersions(
  db: Db,
  table: ListVersionTable,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto(table)
    .values([...new Set(userIds)].map((user_id) => ({ user_id, version: 1 })))
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ version: sql<number>`${sql.ref(`${table}.version`)} + 1` }),
    )
    .execute();
}

const stampQueries = {
  chat_list_version: stampQuery('chat_list_version'),
  likes_list_version: stampQuery('likes_list_version'),
};

function stampQuery(table: ListVersionTable) {
  return preparedQuery<{ userId: number }>()((db, param) =>
    db.selectNoFrom((eb) => [
      eb.selectFrom(table).select('version').where('user_id', '=', param('userId')).as('version'),
      eb.selectFrom('member_card_epoch').select('epoch').where('id', '=', 1).as('epoch'),
    ]),
  );
}

/** One cheap query on every list request. PostgreSQL may answer integers as strings. */
export async function listStamp(
  db: Db,
  table: ListVersionTable,
  userId: number,
): Promise<ListStamp> {
  const [row] = await stampQueries[table](db, { userId });
  return { version: Number(row?.version ?? 0), epoch: Number(row?.epoch ?? 0) };
}
