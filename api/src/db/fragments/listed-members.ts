import { sql } from 'kysely';
import type { Db } from '../database';

/** Accounts whose members others see: not leaving, not suspended, not banned. */
const shownStatuses = ['active', 'not_confirmed'] as const;

/**
 * Accounts whose members others never see, as a literal both planners match to the partial
 * index of those few accounts (migration 0043): the complement of `shownStatuses`.
 */
const hiddenAccount = sql.raw(
  `app_user.status not in (${shownStatuses.map((status) => `'${status}'`).join(', ')})`,
);

/**
 * Members others may see: visible, active profile, account neither being deleted nor suspended
 * or banned (issue 26 §3). Every list of members (search, likes) starts from here, so they all
 * hide the same people. The account rule is asked as "not one of the hidden accounts": the few
 * are read once per query from their own index and probed in memory, where a join looked up
 * every member's account (issue 27 §3: most of a capped count's cost at a million members).
 */
export function listedMembers(db: Db) {
  return (
    db
      .selectFrom('profile')
      // A literal, not a bound parameter, so both planners can prove the partial indexes apply.
      .where(sql<boolean>`profile.visible = 1`)
      .where('profile.status', '=', 'active')
      .where(
        ({ selectFrom }) =>
          sql<boolean>`profile.user_id not in ${selectFrom('app_user')
            .select('app_user.id')
            .where(sql<boolean>`${hiddenAccount}`)}`,
      )
  );
}

/**
 * Members someone already knows (their matches): as `listedMembers`, but invisible mode does not
 * hide them (issue 25 §2: it keeps a member out of search and likes, not out of their matches).
 */
export function knownMembers(db: Db) {
  return db
    .selectFrom('profile')
    .innerJoin('app_user', 'app_user.id', 'profile.user_id')
    .where('profile.status', '=', 'active')
    .where('app_user.status', 'in', shownStatuses);
}
