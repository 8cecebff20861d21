import {
  MAX_MEMBER_AGE,
  MIN_MEMBER_AGE,
  PREFERRED_AGE_SPREAD,
  type MemberCard,
  type SearchFilters,
  type Settings,
  type SignupSuggestionQuery,
  widerSearch,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { landing } from '../landers/service';
import { memberProfile, searchMembers } from '../members/service';
import { isListedMember } from './repository';

/** How many recent members the suggestion is picked from. */
const SUGGESTION_POOL = 12;

const pick = <T>(pool: readonly T[]): T | null =>
  pool[Math.floor(Math.random() * pool.length)] ?? null;

/**
 * Whom the sign-up's first message goes to (spec §2 step 0). The featured profile when it is
 * listed; otherwise someone who fits what the visitor said they seek (issue 25 §2): of that
 * gender, about their age, in their country, with a photo, widened step by step (age, then
 * country) as a first search is until someone is found. A visitor who may not browse members
 * (the site's visitor rules) is only ever shown profiles the site operates, as the landers
 * feature: real members are not listed to them by id.
 */
export async function signupSuggestion(
  db: Db,
  query: SignupSuggestionQuery,
  context: { settings: Settings; mayBrowse: boolean },
): Promise<MemberCard | null> {
  const { settings, mayBrowse } = context;
  if (query.profile !== undefined && (await isListedMember(db, query.profile))) {
    const profile = await memberProfile(db, query.profile, null);
    if (mayBrowse || profile.fictional) return profile;
  }
  const ages =
    query.age === undefined
      ? {}
      : {
          min_age: Math.max(MIN_MEMBER_AGE, query.age - PREFERRED_AGE_SPREAD),
          max_age: Math.min(MAX_MEMBER_AGE, query.age + PREFERRED_AGE_SPREAD),
        };
  if (!mayBrowse) {
    for (const within of [ages, {}]) {
      const { featured } = await landing(
        db,
        { count: SUGGESTION_POOL, gender: query.seeking, ...within },
        settings,
      );
      if (featured.length > 0) return pick(featured);
    }
    return null;
  }
  let filters: SearchFilters | undefined = {
    gender: query.seeking,
    country: settings.geoip_selected_country ?? undefined,
    ...ages,
  };
  let someone: MemberCard | null = null;
  while (filters) {
    const { results } = await searchMembers(db, { ...filters, limit: SUGGESTION_POOL }, null);
    const withPhoto = results.filter((member) => member.main_image?.status === 'active');
    if (withPhoto.length > 0) return pick(withPhoto);
    someone ??= pick(results);
    filters = widerSearch(filters)?.filters;
  }
  return someone;
}
