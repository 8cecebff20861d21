import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MemberTraceTable } from './tables';

// The traces that link accounts (issue 48 §2), and the accounts they link.

/** Notes a trace, or that it was seen again. */
export async function noteTrace(
  db: Db,
  trace: Pick<MemberTraceTable, 'user_id' | 'kind' | 'value'>,
  at: string,
) {
  await db
    .insertInto('member_trace')
    .values({ ...trace, first_seen: at, last_seen: at })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'value']).doUpdateSet({ last_seen: at }))
    .execute();
}

/**
 * Other accounts sharing a trace with the member — a browser, a sign-up address range — or an
 * account they pay direct debit from (the IBAN of a mandate), with what they share.
 */
export async function linkedTo(db: Db, userId: number, limit: number) {
  const byTrace = db
    .selectFrom('member_trace as mine')
    .innerJoin('member_trace as theirs', (join) =>
      join
        .onRef('theirs.kind', '=', 'mine.kind')
        .onRef('theirs.value', '=', 'mine.value')
        .onRef('theirs.user_id', '!=', 'mine.user_id'),
    )
    .select(['theirs.user_id as id', 'mine.kind as via'])
    .where('mine.user_id', '=', userId);
  const byAccount = db
    .selectFrom('mandate as mine')
    .innerJoin('mandate as theirs', (join) =>
      join.onRef('theirs.iban', '=', 'mine.iban').onRef('theirs.user_id', '!=', 'mine.user_id'),
    )
    .select(['theirs.user_id as id', sql<'payment'>`'payment'`.as('via')])
    .where('mine.user_id', '=', userId)
    .where('mine.iban', 'is not', null);
  const links = [
    ...(await byTrace.limit(limit * 3).execute()),
    ...(await byAccount.limit(limit).execute()),
  ];
  if (links.length === 0) return [];
  const accounts = await db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .select(['app_user.id', 'app_user.email', 'profile.name', 'app_user.status'])
    .where(
      'app_user.id',
      'in',
      links.map((link) => link.id),
    )
    .orderBy('app_user.id')
    .limit(limit)
    .execute();
  return accounts.map((account) => ({
    ...account,
    via: [...new Set(links.filter((link) => link.id === account.id).map((link) => link.via))],
  }));
}
