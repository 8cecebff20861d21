import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { hasPaid } from '../../db/fragments/paid-member';

// The support desk's reads (issue 26 §4): one member's file as support sees it. Read-only views
// across the domains' tables, so that a lookup is a handful of queries, not a call per domain;
// every write goes through the owning domain's service.

/** The member list's filters, as the service has checked them. */
export interface MemberFilter {
  q?: string;
  state?: string;
  country?: string;
  /** ISO instants: signed up at or after `from`, before `until`. */
  from?: string;
  until?: string;
  source?: string;
  paid?: boolean;
  premium?: boolean;
  verified?: boolean;
  reported?: boolean;
  operated?: boolean;
}
export type MemberSort = 'newest' | 'oldest' | 'name' | 'credits' | 'reports';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The members matching the filters (the list's rows and its count share them). */
function matching(db: Db, filter: MemberFilter) {
  let query = db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .leftJoin('signup_tracking', 'signup_tracking.user_id', 'app_user.id');
  const typed = filter.q?.trim().toLowerCase();
  if (typed) {
    const id = /^\d{1,10}$/.test(typed) ? Number(typed) : null;
    query = query.where((eb) =>
      eb.or([
        ...(id === null ? [] : [eb('app_user.id', '=', id)]),
        eb('app_user.email', '=', typed),
        eb('app_user.email', 'like', `${escapeLike(typed)}%`),
        eb(sql<string>`lower(profile.name)`, '=', typed),
      ]),
    );
  }
  if (filter.state) query = query.where('app_user.status', '=', filter.state as never);
  if (filter.country) query = query.where('profile.country', '=', filter.country);
  if (filter.from) query = query.where('app_user.signup_date', '>=', filter.from);
  if (filter.until) query = query.where('app_user.signup_date', '<', filter.until);
  if (filter.source) query = query.where('signup_tracking.network', '=', filter.source);
  if (filter.premium !== undefined)
    query = query.where('app_user.paid_user', '=', filter.premium ? 1 : 0);
  if (filter.operated !== undefined)
    query = query.where('profile.fictional', '=', filter.operated ? 1 : 0);
  if (filter.verified !== undefined)
    query = query.where('profile.verified_at', filter.verified ? 'is not' : 'is', null);
  if (filter.paid !== undefined)
    query = query.where((eb) => (filter.paid ? hasPaid(eb) : eb.not(hasPaid(eb))));
  if (filter.reported !== undefined)
    query = query.where((eb) => {
      const reported = eb.exists(
        eb
          .selectFrom('member_report')
          .select(sql`1`.as('one'))
          .whereRef('member_report.reported_id', '=', 'app_user.id'),
      );
      return filter.reported ? reported : eb.not(reported);
    });
  return query;
}

/** A page of the member list, in the order asked, with how many match in all. */
export async function listMembers(
  db: Db,
  filter: MemberFilter,
  sort: MemberSort,
  page: { limit: number; offset: number },
) {
  const reports = sql<number>`(select count(*) from member_report where member_report.reported_id = app_user.id)`;
  let rows = matching(db, filter).select([
    'app_user.id',
    'app_user.email',
    'profile.name',
    'app_user.status',
    'app_user.signup_date',
    'profile.country',
    'app_user.credits',
    'app_user.paid_user',
    'profile.verified_at',
    'profile.fictional',
    'signup_tracking.network',
    reports.as('reports'),
  ]);
  rows =
    sort === 'oldest'
      ? rows.orderBy('app_user.id', 'asc')
      : sort === 'name'
        ? rows.orderBy(sql`lower(profile.name)`).orderBy('app_user.id')
        : sort === 'credits'
          ? rows.orderBy('app_user.credits', 'desc').orderBy('app_user.id', 'desc')
          : sort === 'reports'
            ? rows.orderBy(sql`reports`, 'desc').orderBy('app_user.id', 'desc')
            : rows.orderBy('app_user.id', 'desc');
  const [found, counted] = await Promise.all([
    rows.limit(page.limit).offset(page.offset).execute(),
    matching(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(counted.n) };
}

export function memberAccount(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .leftJoin('signup_tracking', 'signup_tracking.user_id', 'app_user.id')
    .leftJoin('account_deletion', 'account_deletion.user_id', 'app_user.id')
    .select([
      'app_user.id',
      'app_user.email',
      'profile.name',
      'app_user.status',
      'app_user.language',
      'app_user.credits',
      'app_user.paid_user',
      'app_user.signup_date',
      'app_user.email_disabled_reason',
      'profile.country',
      'profile.fictional',
      'signup_tracking.network',
      'signup_tracking.ref',
      'signup_tracking.sub1',
      'account_deletion.requested_at as deletion_requested_at',
    ])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
}

export async function liveSessionCount(db: Db, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('session')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function ledgerEntries(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('credit_entry')
    .select(['id', 'amount', 'reason', 'balance_after', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function orders(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('payment_order')
    .select([
      'id',
      'credits',
      'amount',
      'currency',
      'paymentmethod',
      'status',
      'psp',
      'created_at',
      'paid_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Blocks and reports, both ways, as counts (the queues show the reports themselves). */
export async function safetyCounts(db: Db, userId: number) {
  const count = async (table: 'member_block' | 'member_report', column: string) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql.ref(column), '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [blocked, blocked_by, reported, reported_by] = await Promise.all([
    count('member_block', 'blocker_id'),
    count('member_block', 'blocked_id'),
    count('member_report', 'reporter_id'),
    count('member_report', 'reported_id'),
  ]);
  return { blocked, blocked_by, reported, reported_by };
}

export function complaintsOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('complaint')
    .select(['id', 'subject', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function sanctionsOf(db: Db, userId: number) {
  return db
    .selectFrom('member_sanction')
    .select(['kind', 'reason', 'until', 'created_at', 'lifted_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** Support's notes on a member, newest first, with who wrote them. */
export function notesOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('member_note')
    .leftJoin('staff_account', 'staff_account.id', 'member_note.staff_id')
    .select([
      'member_note.id',
      'member_note.body',
      'member_note.created_at',
      'staff_account.email as staff_email',
    ])
    .where('member_note.user_id', '=', userId)
    .orderBy('member_note.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertNote(
  db: Db,
  note: { user_id: number; staff_id: number; body: string; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('member_note')
    .values(note)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
