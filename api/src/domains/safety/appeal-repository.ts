import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MemberAppealTable } from './tables';

// Appeals of sanctioned members (issue 48 §2).

/** Inserts the appeal unless its sanction has one; answers its id, or null. */
export async function insertAppeal(
  db: Db,
  appeal: Insertable<MemberAppealTable>,
): Promise<number | null> {
  const row = await db
    .insertInto('member_appeal')
    .values(appeal)
    .onConflict((oc) => oc.column('sanction_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function appealsIn(db: Db, status: MemberAppealTable['status'], limit: number) {
  return (
    db
      .selectFrom('member_appeal')
      .innerJoin('app_user', 'app_user.id', 'member_appeal.user_id')
      .innerJoin('profile', 'profile.user_id', 'member_appeal.user_id')
      .innerJoin('member_sanction', 'member_sanction.id', 'member_appeal.sanction_id')
      .select([
        'member_appeal.id',
        'member_appeal.user_id',
        'profile.name',
        'app_user.email',
        'member_appeal.language',
        'member_appeal.body',
        'member_appeal.status',
        'member_appeal.created_at',
        'member_appeal.answer',
        'member_appeal.answered_at',
        'member_sanction.kind',
        'member_sanction.reason',
        'member_sanction.until',
        'member_sanction.created_at as sanctioned_at',
      ])
      .where('member_appeal.status', '=', status)
      // Open: the oldest waits longest; answered: the latest first.
      .orderBy('member_appeal.id', status === 'open' ? 'asc' : 'desc')
      .limit(limit)
      .execute()
  );
}

export async function openAppealCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('member_appeal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Answers an open appeal once; answers it (with whose it is), or undefined. */
export function answerAppeal(
  db: Db,
  id: number,
  answer: Pick<MemberAppealTable, 'status' | 'answer' | 'staff_id' | 'answered_at'>,
) {
  return db
    .updateTable('member_appeal')
    .set(answer)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(['id', 'user_id', 'language'])
    .executeTakeFirst();
}

export function findAppeal(db: Db, id: number) {
  return db
    .selectFrom('member_appeal')
    .select(['id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}
