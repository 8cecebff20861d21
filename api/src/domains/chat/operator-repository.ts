import type { ExpressionBuilder } from 'kysely';
import type { Database, Db, Tx } from '../../db/database';

// Conversations with the site's operated profiles, as operators see them (issue 28 §3).

type Eb = ExpressionBuilder<
  Database & {
    op: Database['conversation_member'];
    mem: Database['conversation_member'];
  },
  'op' | 'mem'
>;

/** The conversation's newest message is the member's: they wait for an answer. */
const memberWrote = (eb: Eb) =>
  eb(
    eb
      .selectFrom('message as last')
      .select('last.sender_id')
      .whereRef('last.conversation_id', '=', 'op.conversation_id')
      .orderBy('last.id', 'desc')
      .limit(1),
    '=',
    eb.ref('mem.user_id'),
  );

/** The member's first message since the operated profile last wrote. */
const waitingSince = (eb: Eb) =>
  eb
    .selectFrom('message as waiting')
    .select((inner) => inner.fn.min<string>('waiting.created_at').as('at'))
    .whereRef('waiting.conversation_id', '=', 'op.conversation_id')
    .whereRef('waiting.sender_id', '=', 'mem.user_id')
    .where((inner) =>
      inner(
        'waiting.id',
        '>',
        inner.fn.coalesce(
          inner
            .selectFrom('message as answered')
            .select((deepest) => deepest.fn.max<number>('answered.id').as('id'))
            .whereRef('answered.conversation_id', '=', 'op.conversation_id')
            .whereRef('answered.sender_id', '=', 'op.user_id'),
          inner.lit(0),
        ),
      ),
    );

/**
 * Conversations between an operated profile (`op`) and a real, active member (`mem`): the only
 * ones an operator ever reads. Member-to-member conversations never match.
 */
function operatedConversations(db: Db) {
  return db
    .selectFrom('conversation_member as op')
    .innerJoin('profile as op_profile', 'op_profile.user_id', 'op.user_id')
    .innerJoin('conversation_member as mem', (join) =>
      join
        .onRef('mem.conversation_id', '=', 'op.conversation_id')
        .onRef('mem.user_id', '!=', 'op.user_id'),
    )
    .innerJoin('profile as mem_profile', 'mem_profile.user_id', 'mem.user_id')
    .innerJoin('app_user as mem_account', 'mem_account.id', 'mem.user_id')
    .where('op_profile.fictional', '=', 1)
    .where('mem_profile.fictional', '=', 0);
}

/** The profiles an operator answers: their assigned ones, or null for every profile. */
export type OperatorScope = readonly number[] | null;

const inScope = (scope: OperatorScope) => (eb: Eb) =>
  scope === null
    ? eb.lit(true)
    : scope.length === 0
      ? eb.lit(false)
      : eb('op.user_id', 'in', scope);

/** Waiting conversations, the longest wait first, with who holds each. */
export function waitingConversations(db: Db, limit: number, now: string, scope: OperatorScope) {
  return operatedConversations(db)
    .where('mem_account.status', '=', 'active')
    .where(memberWrote)
    .where(inScope(scope))
    .leftJoin('operator_hold as hold', (join) =>
      join.onRef('hold.conversation_id', '=', 'op.conversation_id').on('hold.held_until', '>', now),
    )
    .leftJoin('staff_account as holder', 'holder.id', 'hold.staff_id')
    .select((eb) => [
      'op.conversation_id',
      'op.user_id as profile_id',
      'op_profile.name as profile_name',
      'mem.user_id as member_id',
      'mem_profile.name as member_name',
      waitingSince(eb).as('waiting_since'),
      eb
        .selectFrom('message as last')
        .select('last.body')
        .whereRef('last.conversation_id', '=', 'op.conversation_id')
        .orderBy('last.id', 'desc')
        .limit(1)
        .as('last_text'),
      'hold.staff_id as held_by_id',
      'holder.email as held_by',
    ])
    .orderBy('waiting_since')
    .orderBy('op.conversation_id')
    .limit(limit)
    .execute();
}

export async function countWaiting(db: Db, scope: OperatorScope): Promise<number> {
  const row = await operatedConversations(db)
    .where('mem_account.status', '=', 'active')
    .where(memberWrote)
    .where(inScope(scope))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The operated profile and the member of a conversation; undefined when it is not operated. */
export function operatedConversation(db: Db, conversationId: number) {
  return operatedConversations(db)
    .where('op.conversation_id', '=', conversationId)
    .select((eb) => [
      'op.user_id as profile_id',
      'mem.user_id as member_id',
      'mem_account.status as member_status',
      'mem_account.language as member_language',
      waitingSince(eb).as('waiting_since'),
      eb
        .exists(
          eb
            .selectFrom('member_block')
            .select('member_block.blocker_id')
            .where((inner) =>
              inner.or([
                inner.and([
                  inner('member_block.blocker_id', '=', inner.ref('mem.user_id')),
                  inner('member_block.blocked_id', '=', inner.ref('op.user_id')),
                ]),
                inner.and([
                  inner('member_block.blocker_id', '=', inner.ref('op.user_id')),
                  inner('member_block.blocked_id', '=', inner.ref('mem.user_id')),
                ]),
              ]),
            ),
        )
        .as('blocked'),
    ])
    .executeTakeFirst();
}

/** The conversation's newest messages, newest first. */
export function lastMessages(db: Db, conversationId: number, limit: number) {
  return db
    .selectFrom('message')
    .select(['id', 'sender_id', 'body', 'attachment', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Takes the conversation for `staffId` until `until`, unless another operator holds it: one
 * statement, so of two operators taking it at once exactly one gets it. Answers who holds it.
 */
export async function takeHold(
  db: Db,
  {
    conversationId,
    staffId,
    until,
    now,
  }: {
    conversationId: number;
    staffId: number;
    until: string;
    now: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('operator_hold')
    .values({ conversation_id: conversationId, staff_id: staffId, held_until: until })
    .onConflict((conflict) =>
      conflict
        .column('conversation_id')
        .doUpdateSet({ staff_id: staffId, held_until: until })
        .where((eb) =>
          eb.or([
            eb('operator_hold.held_until', '<=', now),
            eb('operator_hold.staff_id', '=', staffId),
          ]),
        ),
    )
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id === staffId;
}

/** Who holds the conversation now, if anyone. */
export function currentHold(db: Db, conversationId: number, now: string) {
  return db
    .selectFrom('operator_hold')
    .leftJoin('staff_account', 'staff_account.id', 'operator_hold.staff_id')
    .select(['operator_hold.staff_id', 'operator_hold.held_until', 'staff_account.email'])
    .where('operator_hold.conversation_id', '=', conversationId)
    .where('operator_hold.held_until', '>', now)
    .executeTakeFirst();
}

/**
 * Ends `staffId`'s hold if it is still live: the gate of an answer (in its transaction, so a
 * hold that ran out and was taken by another operator is not answered twice).
 */
export async function endOwnHold(
  db: Db,
  conversationId: number,
  staffId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('operator_hold')
    .where('conversation_id', '=', conversationId)
    .where('staff_id', '=', staffId)
    .where('held_until', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertAnswer(
  db: Db,
  answer: {
    message_id: number;
    conversation_id: number;
    staff_id: number;
    waited_ms: number;
    answered_at: string;
  },
): Promise<void> {
  await db.insertInto('operator_answer').values(answer).execute();
}

/** Whether an operator answered this message already (a resend of the same answer). */
export function answerOf(db: Db, messageId: number) {
  return db
    .selectFrom('operator_answer')
    .select('staff_id')
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

/** Answers since `since`: who, and after how long. */
export function answersSince(db: Db, since: string) {
  return db
    .selectFrom('operator_answer')
    .leftJoin('staff_account', 'staff_account.id', 'operator_answer.staff_id')
    .select(['operator_answer.waited_ms', 'operator_answer.answered_at', 'staff_account.email'])
    .where('operator_answer.answered_at', '>', since)
    .execute();
}

export function notesAbout(db: Db, memberId: number) {
  return db
    .selectFrom('operator_note')
    .leftJoin('staff_account', 'staff_account.id', 'operator_note.staff_id')
    .select([
      'operator_note.id',
      'operator_note.body',
      'operator_note.created_at',
      'staff_account.email as staff_email',
    ])
    .where('operator_note.member_id', '=', memberId)
    .orderBy('operator_note.id', 'desc')
    .execute();
}

export async function insertNote(
  db: Db,
  note: { member_id: number; staff_id: number; body: string; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('operator_note')
    .values(note)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks `staffId` as answering until `until`, or (null) no longer. */
export async function setDuty(db: Db, staffId: number, until: string | null): Promise<void> {
  if (until === null) {
    await db.deleteFrom('operator_duty').where('staff_id', '=', staffId).execute();
    return;
  }
  await db
    .insertInto('operator_duty')
    .values({ staff_id: staffId, until })
    .onConflict((conflict) => conflict.column('staff_id').doUpdateSet({ until }))
    .execute();
}

export async function onDuty(db: Db, staffId: number, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('operator_duty')
    .select('staff_id')
    .where('staff_id', '=', staffId)
    .where('until', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether people answer this conversation now: an operator on duty, or one holding it. */
export async function operatorsAnswer(
  db: Db,
  conversationId: number,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('operator_duty').select('staff_id').where('until', '>', now)),
          eb.exists(
            eb
              .selectFrom('operator_hold')
              .select('staff_id')
              .where('conversation_id', '=', conversationId)
              .where('held_until', '>', now),
          ),
        ])
        .as('answering'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.answering);
}

/** The profiles assigned to an operator (none: they answer every profile). */
export async function assignedProfiles(db: Db, staffId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('operator_assignment')
    .select('profile_id')
    .where('staff_id', '=', staffId)
    .execute();
  return rows.map((row) => row.profile_id);
}

/** The operators assigned to each of these profiles. */
export function profileOperators(db: Db, profileIds: readonly number[]) {
  if (profileIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('operator_assignment')
    .innerJoin('staff_account', 'staff_account.id', 'operator_assignment.staff_id')
    .select(['operator_assignment.profile_id', 'staff_account.id', 'staff_account.email'])
    .where('operator_assignment.profile_id', 'in', profileIds)
    .orderBy('staff_account.email')
    .execute();
}

/** Replaces the operators assigned to a profile. */
export async function setProfileOperators(tx: Tx, profileId: number, staffIds: readonly number[]) {
  await tx.deleteFrom('operator_assignment').where('profile_id', '=', profileId).execute();
  if (staffIds.length > 0)
    await tx
      .insertInto('operator_assignment')
      .values(staffIds.map((staffId) => ({ profile_id: profileId, staff_id: staffId })))
      .execute();
}
