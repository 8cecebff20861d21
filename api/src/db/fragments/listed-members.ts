import { sql } from 'kysely';
import type { Db } from '../database';

/** Accounts whose members others see: not leaving, not suspended, not banned. */
const shownStatuses = ['active', 'not_confirmed'] as const;

/**
 * Members others may see: visible, active profile, account neither being deleted nor suspended
 * or banned (issue 26 §3). Every list of members (search, likes) starts from here, so they all
 * hide the same people.
 */
export function listedMembers(db: Db) {
  return (
    db
      .selectFrom('profile')
      .innerJoin('app_user', 'app_user.id', 'profile.user_id')
      // A literal, not a bound parameter, so both planners can prove the partial indexes apply.
      .where(sql<boolean>`profile.visible = 1`)
      .where('profile.status', '=', 'active')
      .where('app_user.status', 'in', shownStatuses)
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
