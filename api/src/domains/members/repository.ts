import { SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { knownMembers, listedMembers } from '../../db/fragments/listed-members';
import { DISTANCE_BUCKETS_KM } from '@app/shared/contracts';
import { KM_PER_DEGREE, townCellsWithin } from './town-cells';
import { blockedEitherWayLists, blockedIds, notBlockedWith } from '../../db/fragments/not-blocked';
import type { NewProfile } from './tables';

// Member search and profiles.

/**
 * What the database is asked for: built by the services from a search's filters
 * (`MembersQueryInput`), a lander's niche or the swipe game, never sent over the wire.
 */
export interface MemberCriteria {
  gender?: 'male' | 'female';
  country?: string;
  regionId?: number;
  /** Birth-date bounds (YYYY-MM-DD) derived from the age range. */
  bornOnOrBefore?: string;
  bornAfter?: string;
  /** The searching member never finds themselves, nor anyone blocked either way with them. */
  excludeUserId?: number;
  /** Any of these genders (the ones a member looks for). */
  genders?: readonly ('male' | 'female')[];
  /** Members left out besides the viewer (the profile whose similar members these are). */
  excludeIds?: readonly number[];
  /** The swipe game: only members this member has neither swiped nor liked yet. */
  unswipedBy?: number;
  /** Only members with an approved photo (the swipe game's cards are photos). */
  withPhoto?: boolean;
  /** Only profiles the site operates (the landers' featured members, never a real member's). */
  siteOperated?: boolean;
  /** Only members whose photos were verified (issue 29 §3). */
  verifiedOnly?: boolean;
  /** Any of these body types (a niche's: bbw). */
  bodyTypes?: readonly ('slim' | 'normal' | 'fat')[];
  /** Any of these sexualities (a niche's: gay). */
  sexualities?: readonly ('hetero' | 'gay' | 'lesbian' | 'bi')[];
  /** Seen at or after this moment (ISO 8601): online now. */
  activeSince?: string;
  /**
   * Only members whose town lies within `km` of this position (a searcher's town) — and beyond
   * `beyondKm`, for one ring of the circle (distanceRings).
   */
  near?: { lat: number; lon: number; km: number; beyondKm?: number };
}

/**
 * Beyond this many km a count walks the listed members rather than the town cells: a circle that
 * large (a first search widened where few members live, issue 49 §3) touches thousands of cells,
 * and holds a screenful of members soon enough that the walk stops early.
 */
const CELLS_COUNT_MAX_KM = 250;

/**
 * Within `km` of a position (and beyond `beyondKm`, for a ring), by the flat-earth
 * (equirectangular) distance at the two towns' mean latitude — its cosine taken to first order
 * around the searcher's (the tangent, never below it: the town cells still cover the circle) —
 * plain arithmetic that SQLite and PostgreSQL both compute, within a per cent of the
 * great-circle distance out to the widest circle (1000 km). At the searcher's latitude alone it
 * erred by up to 10 % there, listing towns out of their ring (issue 49 §3). Members with no
 * town are never near anyone.
 */
function townWithin(near: NonNullable<MemberCriteria['near']>, table = 'profile') {
  const latitude = (near.lat * Math.PI) / 180;
  const kmPerLon = KM_PER_DEGREE * Math.cos(latitude);
  // d(cos φ)/dφ = −sin φ, over half the difference (the mean latitude), in radians.
  const kmPerLonPerLat = (KM_PER_DEGREE * Math.sin(latitude) * Math.PI) / 360;
  const [lat, lon] = [sql.ref(`${table}.town_lat`), sql.ref(`${table}.town_lon`)];
  const dy = sql<number>`((${lat} - ${near.lat}) * ${KM_PER_DEGREE})`;
  const dx = sql<number>`((${lon} - ${near.lon}) * (${kmPerLon} - ${kmPerLonPerLat} * (${lat} - ${near.lat})))`;
  const within = sql<boolean>`${dy} * ${dy} + ${dx} * ${dx} <= ${near.km * near.km}`;
  if (near.beyondKm === undefined) return within;
  return sql<boolean>`${within} and ${dy} * ${dy} + ${dx} * ${dx} > ${near.beyondKm * near.beyondKm}`;
}

/**
 * Issue 49 §3: a distance search lists the nearest first — ring by ring, at the distances the
 * cards tell ("less than 5 km", DISTANCE_BUCKETS_KM) out to the circle's edge; within a ring,
 * the most recently active first.
 */
export function distanceRings(km: number): Array<{ beyondKm?: number; km: number }> {
  const edges = [...DISTANCE_BUCKETS_KM.filter((edge) => edge < km), km];
  return edges.map((edge, band) =>
    band === 0 ? { km: edge } : { beyondKm: edges[band - 1]!, km: edge },
  );
}

/**
 * A ring is first read by walking the search index in last-active order, at most this many
 * rows: a full ring (a city's own) gives its page within them. One that does not is nearly
 * empty — read through its town cells and sorted instead, a few hundred rows at most. A walk
 * without this bound through a nearly empty ring (a small town's) would read a whole country.
 */
const RING_WALK_BUDGET = 500;

/** Position in the search order: the ring of a distance search (`band`, nearest first), then last_active DESC, id DESC — the keyset behind a cursor. */
export interface MemberKey {
  band?: number;
  lastActive: string;
  id: number;
}

/**
 * The listed members matching `filters`. `use` says which index the age range should drive:
 * the count walks the birth-date indexes (0018); a page walks the search indexes in
 * last-active order and checks ages row by row — given the choice at a million members, both
 * planners sometimes took the birth-date index for a page too, then sorted thousands of rows
 * (49 ms p95 instead of ~1). On SQLite, comparing `birth_date || ''` keeps that index out of a
 * page's plan; PostgreSQL estimates the plain comparison well and chooses right (the wrapped one
 * made it guess, and sort).
 */
function matchingMembers(
  db: Db,
  filters: MemberCriteria,
  use: 'page' | 'sorted-page' | 'count' = 'page',
) {
  let query = listedMembers(db);
  // A verified-only count too: SQLite took a birth-date index and looked every member in the age
  // range up for `verified_at` (21 ms at a million); the verified members' own index (0060) holds
  // the birth dates to check.
  const birthDate =
    (use !== 'count' || filters.verifiedOnly) && db.getExecutor().adapter instanceof SqliteAdapter
      ? sql<string>`(profile.birth_date || '')`
      : sql.ref<string>('profile.birth_date');
  // A distance's count walks the town cells (0044): its country and region are checked row by
  // row, so neither planner takes the country's index for it and walks a whole country instead
  // (both did, at a million members: 9–37 ms).
  const byCells =
    use !== 'page' && filters.near !== undefined && filters.near.km <= CELLS_COUNT_MAX_KM;
  const country = byCells
    ? sql<string>`(profile.country || '')`
    : sql.ref<string>('profile.country');
  const region = byCells
    ? sql<number>`(profile.region_id + 0)`
    : sql.ref<number>('profile.region_id');
  if (filters.gender !== undefined) query = query.where('profile.gender', '=', filters.gender);
  if (filters.country !== undefined) query = query.where(country, '=', filters.country);
  if (filters.regionId !== undefined) query = query.where(region, '=', filters.regionId);
  if (filters.bornOnOrBefore !== undefined)
    query = query.where(birthDate, '<=', filters.bornOnOrBefore);
  if (filters.bornAfter !== undefined) query = query.where(birthDate, '>', filters.bornAfter);
  if (filters.genders !== undefined) query = query.where('profile.gender', 'in', filters.genders);
  if (filters.siteOperated) query = query.where('profile.fictional', '=', 1);
  if (filters.verifiedOnly) query = query.where('profile.verified_at', 'is not', null);
  if (filters.bodyTypes !== undefined)
    query = query.where('profile.body_type', 'in', filters.bodyTypes);
  if (filters.sexualities !== undefined)
    query = query.where('profile.sexuality', 'in', filters.sexualities);
  if (filters.activeSince !== undefined)
    query = query.where('profile.last_active', '>=', filters.activeSince);
  if (filters.near !== undefined) {
    // A count walks the cells the circle touches (0044); a page keeps walking the search index
    // in last-active order, checking the distance row by row, and stops at a screenful.
    if (byCells) query = query.where('profile.town_cell', 'in', townCellsWithin(filters.near));
    query = query.where(townWithin(filters.near));
  }
  if (filters.excludeIds !== undefined && filters.excludeIds.length > 0)
    query = query.where('profile.user_id', 'not in', filters.excludeIds);
  if (filters.unswipedBy !== undefined) {
    const swiper = filters.unswipedBy;
    query = query
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('swipe')
              .select('swipe.user_id')
              .where('swipe.user_id', '=', swiper)
              .where('swipe.other_id', '=', sql.ref<number>('profile.user_id')),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('member_like')
              .select('member_like.liker_id')
              .where('member_like.liker_id', '=', swiper)
              .where('member_like.liked_id', '=', sql.ref<number>('profile.user_id')),
          ),
        ),
      );
  }
  if (filters.withPhoto)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('profile_image')
          .select('profile_image.id')
          .where('profile_image.user_id', '=', sql.ref<number>('profile.user_id'))
          .where('profile_image.status', '=', 'active'),
      ),
    );
  if (filters.excludeUserId !== undefined) {
    const viewer = filters.excludeUserId;
    query = query.where('profile.user_id', '<>', viewer).where(notBlockedWith(viewer));
  }
  return query;
}

/** What a search result shows of a member; a full profile shows more. */
const CARD_COLUMNS = [
  'profile.user_id as id',
  'profile.name',
  'profile.birth_date',
  'profile.gender',
  'profile.country',
  'region.name as region',
  'profile.city',
  'profile.last_active',
  'profile.fictional',
  'profile.town_lat',
  'profile.town_lon',
  'profile.verified_at',
] as const;

/**
 * One page of matches after `after` (exclusive), in search order: no OFFSET. A distance search
 * is read ring by ring, nearest first (distanceRings), each row with its ring (`band`).
 */
export async function searchMembers(
  db: Db,
  filters: MemberCriteria,
  after: MemberKey | null,
  limit: number,
): Promise<MemberCardRow[]> {
  if (filters.near === undefined) return searchMembersQuery(db, filters, after, limit).execute();
  const rings = distanceRings(filters.near.km);
  const first = after?.band ?? 0;
  const rows: MemberCardRow[] = [];
  for (let band = first; band < rings.length && rows.length < limit; band++) {
    const ring = { ...filters, near: { ...filters.near, ...rings[band]! } };
    const from = band === first ? after : null;
    const need = limit - rows.length;
    let found = await ringWalkQuery(db, ring, from, need).execute();
    if (found.length < need)
      found = await searchMembersQuery(
        db,
        ring,
        from,
        need,
        ring.near.km <= CELLS_COUNT_MAX_KM ? 'sorted' : 'walk',
      ).execute();
    for (const row of found) rows.push({ ...row, band });
  }
  return rows;
}

/**
 * A ring's members among the next RING_WALK_BUDGET matches in last-active order. The walk reads
 * only what the search index holds (the keyset and the town), so passing over a match costs no
 * seek into the table; the cards are read for the page's members alone.
 */
function ringWalkQuery(
  db: Db,
  ring: MemberCriteria & { near: NonNullable<MemberCriteria['near']> },
  after: MemberKey | null,
  limit: number,
) {
  const { near, ...around } = ring;
  let walk = matchingMembers(db, around).select([
    'profile.user_id as id',
    'profile.last_active',
    'profile.town_lat',
    'profile.town_lon',
  ]);
  if (after !== null)
    walk = walk.where(
      sql<boolean>`(profile.last_active, profile.user_id) < (${after.lastActive}, ${after.id})`,
    );
  const chosen = db
    .selectFrom(
      walk
        .orderBy('profile.last_active', 'desc')
        .orderBy('profile.user_id', 'desc')
        .limit(RING_WALK_BUDGET)
        .as('walked'),
    )
    .select(['walked.id as chosen_id', 'walked.last_active as chosen_last_active'])
    .where(townWithin(near, 'walked'))
    .orderBy('walked.last_active', 'desc')
    .orderBy('walked.id', 'desc')
    .limit(limit);
  return db
    .selectFrom(chosen.as('chosen'))
    .innerJoin('profile', 'profile.user_id', 'chosen.chosen_id')
    .leftJoin('region', 'region.id', 'profile.region_id')
    .select(CARD_COLUMNS)
    .orderBy('chosen.chosen_last_active', 'desc')
    .orderBy('chosen.chosen_id', 'desc');
}

/**
 * The search as a query, unrun (the benchmark prints its plan). `sorted`: through the town
 * cells, then sorted — on SQLite the order's unary `+` keeps the last-active index out of it.
 */
export function searchMembersQuery(
  db: Db,
  filters: MemberCriteria,
  after: MemberKey | null,
  limit: number,
  plan: 'walk' | 'sorted' = 'walk',
) {
  const sorted = plan === 'sorted' && db.getExecutor().adapter instanceof SqliteAdapter;
  let query = matchingMembers(db, filters, plan === 'sorted' ? 'sorted-page' : 'page')
    .leftJoin('region', 'region.id', 'profile.region_id')
    .select(CARD_COLUMNS);
  if (after !== null) {
    query = query.where(
      sql<boolean>`(profile.last_active, profile.user_id) < (${after.lastActive}, ${after.id})`,
    );
  }
  return query
    .orderBy(sorted ? sql`+profile.last_active` : sql.ref('profile.last_active'), 'desc')
    .orderBy(sorted ? sql`+profile.user_id` : sql.ref('profile.user_id'), 'desc')
    .limit(limit);
}
export type MemberCardRow = Awaited<
  ReturnType<ReturnType<typeof searchMembersQuery>['execute']>
>[number] & {
  /** Its ring in a distance search (distanceRings), nearest 0. */
  band?: number;
};

/** Number of matches, counting at most `cap` rows: never a scan of the whole table. */
export async function countMembers(db: Db, filters: MemberCriteria, cap: number): Promise<number> {
  const row = await countMembersQuery(db, filters, cap).executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.n);
}

export function countMembersQuery(db: Db, filters: MemberCriteria, cap: number) {
  return db
    .selectFrom(
      matchingMembers(db, filters, 'count')
        .select(sql<number>`1`.as('one'))
        .limit(cap)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll().as('n'));
}

/**
 * A member's full profile, if others may see it (or it is the viewer's own). A match sees it in
 * invisible mode too (issue 49 §9): invisible mode keeps a member out of search and likes, not
 * away from their matches, whose list shows them (`knownMembers`).
 */
export function findMemberProfile(db: Db, memberId: number, viewerId: number | null) {
  const query =
    viewerId === memberId
      ? db.selectFrom('profile')
      : viewerId === null
        ? listedMembers(db)
        : knownMembers(db).where(({ or, exists, selectFrom }) =>
            or([
              sql<boolean>`profile.visible = 1`,
              exists(
                selectFrom('member_match')
                  .select('member_match.user_id')
                  .where('member_match.user_id', '=', viewerId)
                  .where('member_match.other_id', '=', memberId),
              ),
            ]),
          );
  return query
    .leftJoin('region', 'region.id', 'profile.region_id')
    .select([
      ...CARD_COLUMNS,
      'profile.sexuality',
      'profile.hair_colour',
      'profile.eye_colour',
      'profile.body_type',
      'profile.relationship_status',
      'profile.tattoos',
      'profile.about',
      'profile.about_lang',
    ])
    .where('profile.user_id', '=', memberId)
    .executeTakeFirst();
}

export async function interestKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('profile_interest')
    .innerJoin('interest', 'interest.id', 'profile_interest.interest_id')
    .select('interest.key')
    .where('profile_interest.user_id', '=', userId)
    .orderBy('interest.id')
    .execute();
  return rows.map((row) => row.key);
}

const searcherQuery = preparedQuery<{ userId: number }>()((db, param) =>
  db
    .selectFrom('profile')
    .innerJoin('app_user', 'app_user.id', 'profile.user_id')
    .select(['profile.town_lat', 'profile.town_lon', 'app_user.paid_user'])
    .select(() => {
      const [blocked, blockedBy] = blockedEitherWayLists(db, param('userId'));
      return [blocked.as('blocked'), blockedBy.as('blocked_by')];
    })
    .select(cardEpochOf.as('epoch'))
    .where('profile.user_id', '=', param('userId')),
);

/**
 * What a list of members needs of the member looking at it: where their town lies (null: not
 * known), whether they are premium, who is blocked either way with them (spec §6), and the
 * member-card epoch (what search results kept at an older one may no longer show). Read at
 * every search, so one statement compiled once.
 */
export async function findSearcher(db: Db, userId: number) {
  const [row] = await searcherQuery(db, { userId });
  return {
    town:
      row?.town_lat != null && row.town_lon != null
        ? { lat: row.town_lat, lon: row.town_lon }
        : null,
    premium: row?.paid_user === 1,
    blocked: blockedIds(row?.blocked ?? null, row?.blocked_by ?? null),
    epoch: Number(row?.epoch ?? 0),
  };
}

const cardEpochOf = sql<number>`(select epoch from member_card_epoch where id = 1)`;

const cardEpochQuery = preparedQuery<Record<string, never>>()((db) =>
  db.selectNoFrom(cardEpochOf.as('epoch')),
);

/**
 * The member-card epoch, raised by the database whenever a member is hidden or shown, suspended,
 * banned, renamed or given another photo or town (migrations 0005, 0032).
 */
export async function cardEpoch(db: Db): Promise<number> {
  const [row] = await cardEpochQuery(db, {});
  return Number(row?.epoch ?? 0);
}

const townQuery = preparedQuery<{ userId: number }>()((db, param) =>
  db.selectFrom('profile').select(['town_lat', 'town_lon']).where('user_id', '=', param('userId')),
);

/** Where the member's town lies (null: not known); a profile or the swipe stack needs no more. */
export async function findTownPosition(db: Db, userId: number) {
  const [row] = await townQuery(db, { userId });
  return row?.town_lat != null && row.town_lon != null
    ? { lat: row.town_lat, lon: row.town_lon }
    : null;
}

/** The member's own profile row with its region id, for editing. */
export function findOwnProfile(db: Db, userId: number) {
  return db
    .selectFrom('profile')
    .select([
      'name',
      'gender',
      'seeking',
      'sexuality',
      'hair_colour',
      'eye_colour',
      'body_type',
      'relationship_status',
      'tattoos',
      'about',
      'country',
      'region_id',
      'city',
      'birth_date',
      'sensitive_consent_at',
      'verified_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type ProfileChanges = Partial<
  Pick<
    NewProfile,
    | 'gender'
    | 'seeking'
    | 'sexuality'
    | 'hair_colour'
    | 'eye_colour'
    | 'body_type'
    | 'relationship_status'
    | 'tattoos'
    | 'about'
    | 'about_lang'
    | 'country'
    | 'region_id'
    | 'city'
    | 'town_lat'
    | 'town_lon'
    | 'time_zone'
    | 'sensitive_consent_at'
    | 'verified_at'
  >
>;

export async function updateProfile(db: Db, userId: number, changes: ProfileChanges) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('profile').set(changes).where('user_id', '=', userId).execute();
}

/** Replaces the member's interests with these keys (unknown keys are ignored). */
export async function replaceInterests(db: Db, userId: number, keys: readonly string[]) {
  await db.deleteFrom('profile_interest').where('user_id', '=', userId).execute();
  if (keys.length === 0) return;
  await db
    .insertInto('profile_interest')
    .columns(['user_id', 'interest_id'])
    .expression((eb) =>
      eb
        .selectFrom('interest')
        .select([eb.val(userId).as('user_id'), 'interest.id'])
        .where('interest.key', 'in', keys),
    )
    .execute();
}

/**
 * Notes that `visitorId` opened `userId`'s profile (the latest time only); an invisible visitor
 * leaves no trace, as invisible mode promises.
 */
export async function recordProfileVisit(db: Db, userId: number, visitorId: number, at: string) {
  await db
    .insertInto('profile_visit')
    .columns(['user_id', 'visitor_id', 'visited_at'])
    .expression((eb) =>
      eb
        .selectFrom('profile')
        .select([eb.val(userId).as('user_id'), 'profile.user_id', eb.val(at).as('visited_at')])
        .where('profile.user_id', '=', visitorId)
        .where('profile.visible', '=', 1),
    )
    .onConflict((oc) => oc.columns(['user_id', 'visitor_id']).doUpdateSet({ visited_at: at }))
    .execute();
}

/** How many members opened this member's profile since `since` (ISO). */
export async function countProfileVisitors(db: Db, userId: number, since: string) {
  const row = await db
    .selectFrom('profile_visit')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('visited_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
