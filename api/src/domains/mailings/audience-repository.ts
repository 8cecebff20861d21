import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database';
import { hasPaid } from '../../db/fragments/paid-member';
import type { ListKind } from '../mail/unsubscribe';

// Who a mailing goes to (issue 48 §4): a read-only view across the members' tables, as the
// support desk's is, so that an audience is one query however it is narrowed. Nothing here
// writes a member's data.

/** An audience as the service resolved it (the niche turned into the landers it came through). */
export interface AudienceFilter {
  /** The kind of mail they must have switched on. */
  kind: ListKind;
  countries: readonly string[];
  paid: 'paid' | 'free' | null;
  /** Only members who signed up through one of these landers, or through none when `direct`. */
  niche: { campaigns: readonly string[]; direct: boolean } | null;
}

export interface Recipient {
  id: number;
  email: string;
  language: string;
  name: string;
}

/**
 * The members who may be mailed this kind now: active (address confirmed, not leaving, not
 * sanctioned), mail not stopped (bounce, spam report, unsubscribe), the kind switched on, and a
 * real member (never a profile the site operates), narrowed by the audience.
 */
function audience(db: Db, filter: AudienceFilter) {
  let query = db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .where('app_user.status', '=', 'active')
    .where('app_user.email_disabled_reason', 'is', null)
    .where('profile.fictional', '=', 0)
    // The kinds a member switched off, as a JSON array of names.
    .where('app_user.notifications_disabled', 'not like', `%"${filter.kind}"%`);
  if (filter.countries.length > 0) query = query.where('profile.country', 'in', filter.countries);
  if (filter.paid !== null)
    query = query.where((eb) => (filter.paid === 'paid' ? hasPaid(eb) : eb.not(hasPaid(eb))));
  const niche = filter.niche;
  if (niche)
    query = query.where((eb: ExpressionBuilder<Database, 'app_user' | 'profile'>) => {
      const through = eb
        .selectFrom('signup_tracking')
        .select('signup_tracking.campaign')
        .whereRef('signup_tracking.user_id', '=', 'app_user.id')
        .where('signup_tracking.campaign', 'is not', null);
      const viaLander =
        niche.campaigns.length > 0
          ? eb.exists(through.where('signup_tracking.campaign', 'in', niche.campaigns))
          : sql<boolean>`1 = 0`;
      return niche.direct ? eb.or([viaLander, eb.not(eb.exists(through))]) : viaLander;
    });
  return query;
}

export async function countAudience(db: Db, filter: AudienceFilter): Promise<number> {
  const row = await audience(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The first `limit` members of a query in id order, as mail recipients. */
const firstRecipients = (query: ReturnType<typeof audience>, limit: number): Promise<Recipient[]> =>
  query
    .select(['app_user.id', 'app_user.email', 'app_user.language', 'profile.name'])
    .orderBy('app_user.id')
    .limit(limit)
    .execute();

/** The next members of the audience this mailing has not been to yet, in id order. */
export function nextRecipients(
  db: Db,
  filter: AudienceFilter,
  mailingId: number,
  limit: number,
): Promise<Recipient[]> {
  return firstRecipients(
    audience(db, filter).where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mailing_delivery')
            .select(sql`1`.as('one'))
            .where('mailing_delivery.mailing_id', '=', mailingId)
            .whereRef('mailing_delivery.user_id', '=', 'app_user.id'),
        ),
      ),
    ),
    limit,
  );
}

/** The members who take the weekly digest and have not had this week's (`week`), in id order. */
export function nextDigestRecipients(db: Db, week: string, limit: number): Promise<Recipient[]> {
  return firstRecipients(
    audience(db, { kind: 'weekly_updates', countries: [], paid: null, niche: null }).where(
      ({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('weekly_digest')
              .select(sql`1`.as('one'))
              .where('weekly_digest.week', '=', week)
              .whereRef('weekly_digest.user_id', '=', 'app_user.id'),
          ),
        ),
    ),
    limit,
  );
}
