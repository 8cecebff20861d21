import {
  MAX_MEMBER_AGE,
  MIN_MEMBER_AGE,
  SIGNUP_MATCHES_COUNT,
  ageOn,
  soughtGenders,
  type MemberCard,
  type MembersQuery,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { findOwnProfile } from '../members/service';
import { searchMembers } from '../members/service';

/** Suggestions are of about the member's own age: this many years either way. */
const AGE_SPREAD = 10;

/**
 * `/signup-matches` (spec §2): members a new member may like to write to first. Nearby, of the
 * gender they look for, of about their age, photos first; when that finds too few, the age and
 * then the country are let go, so a new member never faces an empty page.
 */
export async function signupMatches(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<MemberCard[]> {
  const profile = await findOwnProfile(db, userId);
  if (!profile) throw notFound('No profile.');
  const age = ageOn(profile.birth_date, now);
  const sought = soughtGenders(profile.gender, profile.sexuality, profile.seeking);
  const precise: MembersQuery = {
    gender: sought.length === 1 ? sought[0] : undefined,
    country: profile.country,
    min_age: Math.max(MIN_MEMBER_AGE, age - AGE_SPREAD),
    max_age: Math.min(MAX_MEMBER_AGE, age + AGE_SPREAD),
    limit: SIGNUP_MATCHES_COUNT * 2,
  };
  const attempts: MembersQuery[] = [
    precise,
    { ...precise, min_age: undefined, max_age: undefined },
    { gender: precise.gender, limit: precise.limit },
  ];
  const found = new Map<number, MemberCard>();
  for (const query of attempts) {
    const { results } = await searchMembers(db, query, userId, null, now);
    for (const card of results) if (!found.has(card.id)) found.set(card.id, card);
    if (found.size >= SIGNUP_MATCHES_COUNT) break;
  }
  const cards = [...found.values()];
  const withPhoto = cards.filter((card) => card.main_image !== null);
  const withoutPhoto = cards.filter((card) => card.main_image === null);
  return [...withPhoto, ...withoutPhoto].slice(0, SIGNUP_MATCHES_COUNT);
}
