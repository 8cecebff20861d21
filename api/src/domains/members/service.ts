import {
  MEMBERS_COUNT_CAP,
  MEMBERS_DEFAULT_LIMIT,
  MIN_MEMBER_AGE,
  SIMILAR_AGE_SPREAD,
  SIMILAR_PROFILES_LIMIT,
  type SimilarResponse,
  type Image,
  type MemberCard,
  type MemberProfile,
  type MembersQuery,
  type MembersResponse,
  type SearchFilters,
  type SearchStartResponse,
  type SearchWidening,
  type Position,
  distanceBucket,
  kmBetween,
  lastActiveBucket,
  preferredFilters,
  widerSearch,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import * as media from '../media/service';
import { ageOn, latestBirthDateForAge } from './age';
import { decodeCursor, encodeCursor } from './cursor';
import { assertNotBlockedBy, blocks } from '../safety/service';
import type { SearchCache } from './search-cache';
import * as repo from './repository';
import { profileTextIn } from './operated-profile-repository';
import { findAccount } from '../auth/accounts';
import { likersAwaitingAnswer } from '../likes/service';

/** A member counts as online when seen this recently. */
export const ONLINE_WINDOW_MS = 10 * 60 * 1000;

/**
 * A search's filters as the database is asked for them. A distance counts from the viewer's
 * town; a viewer with none (or a visitor) searches without it.
 */
function criteriaOf(
  query: SearchFilters,
  viewerId: number | null,
  now: Date,
  town: Position | null,
  verifiedOnly = false,
): repo.MemberCriteria {
  return {
    ...(verifiedOnly ? { verifiedOnly } : {}),
    gender: query.gender,
    country: query.country,
    regionId: query.region,
    near: query.distance !== undefined && town ? { ...town, km: query.distance } : undefined,
    bornOnOrBefore:
      query.min_age === undefined ? undefined : latestBirthDateForAge(now, query.min_age),
    // At most max_age means younger than max_age + 1.
    bornAfter:
      query.max_age === undefined ? undefined : latestBirthDateForAge(now, query.max_age + 1),
    excludeUserId: viewerId ?? undefined,
  };
}

/** A card's place in the search order, for the cursor of a page ending on it. */
const keyOf = (row: repo.MemberCardRow): repo.MemberKey => ({
  ...(row.band === undefined ? {} : { band: row.band }),
  lastActive: row.last_active,
  id: row.id,
});

/**
 * Where a member's first search starts (issue 25 §1): what they seek, widened step by step
 * (widerSearch) until a screenful of members is found or nothing is left to widen. Each step
 * counts at most a screenful, so even the widest start costs a few index probes.
 */
export async function startingSearch(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<SearchStartResponse> {
  const own = await repo.findOwnProfile(db, userId);
  if (!own) throw notFound('No profile.');
  const town = await repo.findTownPosition(db, userId);
  let filters = preferredFilters({
    ...own,
    age: ageOn(own.birth_date, now),
    located: town !== null,
  });
  const widened: SearchWidening[] = [];
  for (;;) {
    const found = await repo.countMembers(
      db,
      criteriaOf(filters, userId, now, town),
      MEMBERS_DEFAULT_LIMIT,
    );
    const wider = found < MEMBERS_DEFAULT_LIMIT ? widerSearch(filters) : null;
    if (!wider) return { filters, widened };
    filters = wider.filters;
    if (!widened.includes(wider.widened)) widened.push(wider.widened);
  }
}

/**
 * One page of search results — in a distance search the nearest first (issue 49 §3), then the
 * newest activity — with a cursor for the next page. Answered
 * from the node's kept matches for these filters when they tell it (search-cache.ts, ADR 0014);
 * the searcher's own exclusions, likes and town are read every time.
 */
export async function searchMembers(
  db: Db,
  query: MembersQuery,
  viewerId: number | null,
  cache: SearchCache | null = null,
  now = new Date(),
): Promise<MembersResponse> {
  const limit = query.limit ?? MEMBERS_DEFAULT_LIMIT;
  const after = query.cursor === undefined ? null : decodeCursor(db, query.cursor);
  const searcher = viewerId === null ? null : await repo.findSearcher(db, viewerId);
  const town = searcher?.town ?? null;
  const filters = criteriaOf(query, viewerId, now, town, query.verified === '1');

  // The searcher's own exclusions (themselves, blocks either way) are taken out of shared matches.
  const kept =
    cache &&
    (await cache.page(
      db,
      searcher?.epoch ?? (await repo.cardEpoch(db)),
      { ...filters, excludeUserId: undefined },
      new Set(viewerId === null ? [] : [viewerId, ...searcher!.blocked]),
      after,
      limit,
      after === null,
    ));
  // One row more than the page tells whether there is a next page without counting.
  const rows = kept
    ? kept.cards.map((card) => card.row)
    : await repo.searchMembers(db, filters, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const lastKept = kept?.cards[limit - 1];
  const nextCursor =
    rows.length > limit && last
      ? // A kept card's cursor is sealed once, for every searcher it is shown to.
        lastKept
        ? (lastKept.cursor ??= encodeCursor(db, keyOf(last)))
        : encodeCursor(db, keyOf(last))
      : null;

  const ids = page.map((row) => row.id);
  const [images, likesYou] = await Promise.all([
    kept
      ? new Map(kept.cards.map((card) => [card.row.id, card.mainImage ? [card.mainImage] : []]))
      : media.activeImagesByMember(db, ids),
    likesYouMarks(db, viewerId, ids, searcher?.premium),
  ]);
  // Counted once, with the first page: later pages keep that count (the client reads page 1's).
  const numResults =
    after !== null
      ? null
      : (kept?.count ?? (await repo.countMembers(db, filters, MEMBERS_COUNT_CAP)));
  return {
    results: page.map((row) =>
      toCard(row, images.get(row.id)?.[0] ?? null, now, town, likesYou.marked.has(row.id)),
    ),
    next_cursor: nextCursor,
    num_results: numResults,
    likes_you_hidden: likesYou.hidden,
  };
}

/**
 * Up to `limit` members matching `filters`, most recently active first, as cards: the swipe
 * game's stack and similar profiles. Distances count from the searching member's town
 * (`excludeUserId`), when there is one.
 */
export async function memberCards(
  db: Db,
  filters: repo.MemberCriteria,
  limit: number,
  now = new Date(),
): Promise<MemberCard[]> {
  const rows = await repo.searchMembers(db, filters, null, limit);
  const ids = rows.map((row) => row.id);
  const viewerId = filters.excludeUserId ?? null;
  const [images, town, likesYou] = await Promise.all([
    media.activeImagesByMember(db, ids),
    viewerId === null ? null : repo.findTownPosition(db, viewerId),
    likesYouMarks(db, viewerId, ids),
  ]);
  return rows.map((row) =>
    toCard(row, images.get(row.id)?.[0] ?? null, now, town, likesYou.marked.has(row.id)),
  );
}

/**
 * `GET /api/similar.php?id=` (spec §3 search state's similar results): members like this one
 * (same gender and country, an age within SIMILAR_AGE_SPREAD years), with their own count.
 */
export async function similarMembers(
  db: Db,
  memberId: number,
  viewerId: number | null,
  now = new Date(),
): Promise<SimilarResponse> {
  const member = await repo.findMemberProfile(db, memberId, viewerId);
  if (!member) throw notFound('No such member.');
  await assertNotBlockedBy(db, memberId, viewerId);
  const age = ageOn(member.birth_date, now);
  const filters: repo.MemberCriteria = {
    gender: member.gender ?? undefined,
    country: member.country,
    bornOnOrBefore: latestBirthDateForAge(now, Math.max(MIN_MEMBER_AGE, age - SIMILAR_AGE_SPREAD)),
    bornAfter: latestBirthDateForAge(now, age + SIMILAR_AGE_SPREAD + 1),
    excludeUserId: viewerId ?? undefined,
    excludeIds: [memberId],
  };
  const [results, numResults] = await Promise.all([
    memberCards(db, filters, SIMILAR_PROFILES_LIMIT, now),
    repo.countMembers(db, filters, MEMBERS_COUNT_CAP),
  ]);
  return { results, num_results: numResults };
}

/**
 * A member's profile; invisible, disabled and deleting members are "not found" to others. An
 * operated profile's "about me" is the one in `language` (the page's) when it has one (issue 48).
 */
export async function memberProfile(
  db: Db,
  memberId: number,
  viewerId: number | null,
  now = new Date(),
  /** The page's language, or how to find it (asked only for an operated profile). */
  language: string | null | (() => Promise<string | null>) = null,
) {
  const row = await repo.findMemberProfile(db, memberId, viewerId);
  if (!row) throw notFound('No such member.');
  // Spec §6: a member blocked by this one may not see the profile (to them, it is not there).
  await assertNotBlockedBy(db, memberId, viewerId);
  const allImages = (await media.activeImagesByMember(db, [memberId])).get(memberId) ?? [];
  // The photos after the main one are not public: a viewer with the right gets signed links.
  const images =
    viewerId !== null && (await seesEveryPhoto(db, memberId, viewerId))
      ? await media.withPhotoLinks(db, viewerId, memberId, allImages)
      : allImages.slice(0, 1);
  const other = viewerId === memberId ? null : viewerId;
  const [town, likesYou] = await Promise.all([
    other === null ? null : repo.findTownPosition(db, other),
    likesYouMarks(db, other, [memberId]),
  ]);
  const profile: MemberProfile = {
    ...toCard(row, images[0] ?? null, now, town, likesYou.marked.has(memberId)),
    sexuality: row.sexuality,
    hair_colour: row.hair_colour,
    eye_colour: row.eye_colour,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    tattoos: row.tattoos === 1,
    ...(await aboutIn(db, row, language)),
    interests: await repo.interestKeys(db, memberId),
    images,
    gated_images: allImages.length - images.length,
    blocked_by_me:
      viewerId !== null && viewerId !== memberId && (await blocks(db, viewerId, memberId)),
  };
  return profile;
}

/** The profile's "about me", in `language` when it is an operated profile written in it. */
async function aboutIn(
  db: Db,
  row: { id: number; fictional: number; about: string; about_lang: string | null },
  pageLanguage: string | null | (() => Promise<string | null>),
) {
  if (row.fictional !== 1) return { about: row.about, about_lang: row.about_lang };
  const language = typeof pageLanguage === 'function' ? await pageLanguage() : pageLanguage;
  if (language !== null && language !== row.about_lang) {
    const about = await profileTextIn(db, row.id, language);
    if (about !== undefined) return { about, about_lang: language };
  }
  return { about: row.about, about_lang: row.about_lang };
}

/** Spec §6: premium members see all of a member's photos, as does the member themselves. */
async function seesEveryPhoto(db: Db, memberId: number, viewerId: number | null) {
  if (viewerId === null) return false;
  if (viewerId === memberId) return true;
  return isPremium(db, viewerId);
}

const isPremium = async (db: Db, userId: number) =>
  (await findAccount(db, userId))?.paid_user === 1;

/**
 * Issue 25 §1 "Likes you": which of these members liked the viewer and wait for an answer. A
 * premium viewer sees who (`marked`); a free one only how many (`hidden`), seeing who being a
 * premium feature. Nothing for a visitor.
 */
async function likesYouMarks(
  db: Db,
  viewerId: number | null,
  ids: readonly number[],
  premium?: boolean,
) {
  const none = { marked: new Set<number>(), hidden: 0 };
  if (viewerId === null) return none;
  const likers = await likersAwaitingAnswer(db, viewerId, ids);
  if (likers.size === 0) return none;
  return (premium ?? (await isPremium(db, viewerId)))
    ? { marked: likers, hidden: 0 }
    : { marked: new Set<number>(), hidden: likers.size };
}

/**
 * A member as a card, with how far their town is from `from` (the viewer's town) and whether
 * they are marked as liking the viewer.
 */
function toCard(
  row: repo.MemberCardRow,
  mainImage: Image | null,
  now: Date,
  from: Position | null,
  likesYou = false,
): MemberCard {
  const town =
    row.town_lat !== null && row.town_lon !== null
      ? { lat: row.town_lat, lon: row.town_lon }
      : null;
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birth_date, now),
    gender: row.gender,
    country: row.country,
    region: row.region,
    city: row.city,
    main_image: mainImage,
    last_active: lastActiveBucket(row.last_active, now.getTime()),
    online: now.getTime() - Date.parse(row.last_active) < ONLINE_WINDOW_MS,
    fictional: row.fictional === 1,
    distance_km: from && town ? distanceBucket(kmBetween(from, town)) : null,
    likes_you: likesYou,
    verified: row.verified_at !== null,
  };
}

// What other domains use of the member list: sign-up's first matches, the landers' counts, the
// weekly digest's visitors.
export {
  countMembers,
  countProfileVisitors,
  findOwnProfile,
  type MemberCriteria,
} from './repository';

/**
 * How many members of the kind this member looks for (gender, ages) were around within `km` of
 * their town since `activeSince` (issue 48 §4: the weekly digest's "members nearby"), counted up
 * to `cap`. None for a member with no town.
 */
export async function membersAroundCount(
  db: Db,
  userId: number,
  { km, activeSince, cap }: { km: number; activeSince: Date; cap: number },
  now = new Date(),
): Promise<number> {
  const [own, town] = await Promise.all([
    repo.findOwnProfile(db, userId),
    repo.findTownPosition(db, userId),
  ]);
  if (!own || !town) return 0;
  // Near is near whichever side of a border: the distance, not the country, draws the circle.
  const {
    country: _country,
    distance: _distance,
    ...sought
  } = preferredFilters({
    ...own,
    age: ageOn(own.birth_date, now),
    located: true,
  });
  return repo.countMembers(
    db,
    {
      ...criteriaOf(sought, userId, now, town),
      near: { ...town, km },
      activeSince: activeSince.toISOString(),
    },
    cap,
  );
}

/** A member opened another's profile (issue 48 §4: the weekly digest counts visitors). */
export async function recordProfileVisit(db: Db, memberId: number, viewerId: number, now: Date) {
  if (memberId === viewerId) return;
  await repo.recordProfileVisit(db, memberId, viewerId, now.toISOString());
}

/**
 * Issue 29 §3: the member's photos were verified (the face model, or a person, found their face
 * on them): the badge shows on their cards, profile and conversations from now on.
 */
export async function markVerified(db: Db, userId: number, at: Date): Promise<void> {
  await repo.updateProfile(db, userId, { verified_at: at.toISOString() });
}

/** When the member's photos were verified; null when they are not. */
export async function verifiedAt(db: Db, userId: number): Promise<string | null> {
  const profile = await repo.findOwnProfile(db, userId);
  return profile?.verified_at ?? null;
}
