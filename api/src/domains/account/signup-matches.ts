import { MEMBERS_MAX_LIMIT, SIGNUP_MATCHES_COUNT, type MemberCard } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { searchMembers, startingSearch } from '../members/service';

/**
 * `/signup-matches` (spec §2): members a new member may like to write to first — where their
 * first search starts (what they seek, around their town or in their country, about their age,
 * widened only as far as a screenful of members needs: startingSearch), the nearest first
 * (issue 49 §3: not the most recently active of a circle hundreds of km wide), photos first
 * among members as near.
 */
export async function signupMatches(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<MemberCard[]> {
  const { filters } = await startingSearch(db, userId, now);
  const { results } = await searchMembers(
    db,
    { ...filters, limit: MEMBERS_MAX_LIMIT },
    userId,
    null,
    now,
  );
  // A distance is shown in buckets (null: farther than the last, or no town known).
  const far = (card: MemberCard) => card.distance_km ?? Number.POSITIVE_INFINITY;
  const photoless = (card: MemberCard) => (card.main_image === null ? 1 : 0);
  return results
    .map((card, order) => ({ card, order }))
    .sort(
      (a, b) =>
        far(a.card) - far(b.card) ||
        photoless(a.card) - photoless(b.card) ||
        // Equally near, equally shown: the search's own order (the most recently active).
        a.order - b.order,
    )
    .slice(0, SIGNUP_MATCHES_COUNT)
    .map(({ card }) => card);
}
