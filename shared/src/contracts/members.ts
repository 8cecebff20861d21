import { z } from 'zod';
import { SEARCH_DISTANCES_KM, type SearchDistance } from './distance';
import { imageSchema } from './user';
import {
  MAX_MEMBER_AGE,
  MEMBERS_MAX_LIMIT,
  MIN_MEMBER_AGE,
  bodyTypes,
  errorCodes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
} from './values';

/** The coarse words of a member's last activity, each with the age it covers up to. */
export const LAST_ACTIVE_BUCKETS = ['today', 'week', 'month', 'long_ago'] as const;
export type LastActiveBucket = (typeof LAST_ACTIVE_BUCKETS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_ACTIVE_WITHIN: Readonly<Record<Exclude<LastActiveBucket, 'long_ago'>, number>> = {
  today: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** The bucket of a last-activity time (ISO 8601), as the server sends it. */
export function lastActiveBucket(lastActive: string, now: number): LastActiveBucket {
  const ago = now - Date.parse(lastActive);
  for (const bucket of ['today', 'week', 'month'] as const)
    if (ago < LAST_ACTIVE_WITHIN[bucket]) return bucket;
  return 'long_ago';
}

/** One search result. */
export const memberCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  /** Null until the member gives it after sign-up (also for the attributes below). */
  gender: z.enum(genders).nullable(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  main_image: imageSchema.nullable(),
  /**
   * How long ago the member was last around, coarsely (never a time: it would tell others when
   * someone is on the site): today, this week, this month, or longer ago. `online` says "now".
   */
  last_active: z.enum(LAST_ACTIVE_BUCKETS),
  online: z.boolean(),
  /** A profile the site operates (spec §3 fictional_icon): marked where settings say so. */
  fictional: z.boolean(),
  /**
   * How far the member's town is from the viewer's, as the bound of its DISTANCE_BUCKETS_KM
   * bucket ("less than 10 km away"); null when either town is unknown, for a visitor, or beyond
   * the last bucket. Never finer: see distance.ts.
   */
  distance_km: z.number().int().nullable(),
  /**
   * This member liked the viewer, who has not liked them back (issue 25 §1 "Likes you"). Marked
   * for premium viewers only: a free member's search says how many (`likes_you_hidden`), not who.
   */
  likes_you: z.boolean(),
  /** Issue 29 §3: their photos were verified (their face matched a selfie with a liveness check). */
  verified: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** The §3 attributes a profile shows besides the card's; null until the member gives them. */
export const profileAttributeFields = {
  sexuality: z.enum(sexualities).nullable(),
  hair_colour: z.enum(hairColours).nullable(),
  eye_colour: z.enum(eyeColours).nullable(),
  body_type: z.enum(bodyTypes).nullable(),
  relationship_status: z.enum(relationshipStatuses).nullable(),
  tattoos: z.boolean(),
  about: z.string(),
  /** Interest keys, see `GET /api/interests.php`. */
  interests: z.array(z.string()),
};

/** A full member profile (`GET /api/member.php`). */
export const memberProfileSchema = memberCardSchema.extend({
  ...profileAttributeFields,
  /**
   * Spec §6 photo gating: every approved photo for premium members and the member themselves;
   * only the main photo for visitors and free members, whose other photos are not sent at all.
   */
  images: z.array(imageSchema),
  /** Photos left out by gating, shown as a premium teaser (0 when nothing is gated). */
  gated_images: z.number().int().min(0),
  /** The language `about` was written in (the `lang` of the text); null when unknown. */
  about_lang: z.string().nullable(),
  /** The viewer blocked this member: the profile offers Unblock instead of writing or liking. */
  blocked_by_me: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** A query-string parameter: absent and empty (`gender=`) both mean "any". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).optional();

/** An age to search from or to: a whole number of years a member can have. */
const searchedAge = z.coerce
  .number({ error: errorCodes.age_bounds })
  .int({ error: errorCodes.age_bounds })
  .min(MIN_MEMBER_AGE, { error: errorCodes.age_bounds })
  .max(MAX_MEMBER_AGE, { error: errorCodes.age_bounds });

/** A search's distance: one of the form's choices. */
const searchDistance = z.coerce
  .number()
  .refine((km): km is SearchDistance => (SEARCH_DISTANCES_KM as readonly number[]).includes(km), {
    message: `Expected one of ${SEARCH_DISTANCES_KM.join(', ')}`,
  });

/** `GET /api/members.php` query. `cursor` is the opaque `next_cursor` of the previous page. */
export const membersQuerySchema = z
  .object({
    gender: optionalParam(z.enum(genders)),
    country: optionalParam(
      z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter country code in capitals'),
    ),
    region: optionalParam(z.coerce.number().int().positive()),
    min_age: optionalParam(searchedAge),
    max_age: optionalParam(searchedAge),
    /** Members within this many km of the viewer's town; ignored for a viewer with no town. */
    distance: optionalParam(searchDistance),
    /** Issue 29 §3: `1`, only members whose photos were verified. */
    verified: optionalParam(z.literal('1')),
    cursor: optionalParam(z.string().min(1).max(200)),
    limit: optionalParam(z.coerce.number().int().min(1).max(MEMBERS_MAX_LIMIT)),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    error: errorCodes.age_order,
    path: ['min_age'],
  });
export type MembersQuery = z.infer<typeof membersQuerySchema>;
/** What the client may send (numbers or strings). */
export type MembersQueryInput = z.input<typeof membersQuerySchema>;

export const membersResponseSchema = z.object({
  results: z.array(memberCardSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /**
   * Matches for the filters, counted up to MEMBERS_COUNT_CAP, on the first page; null on the
   * pages after it (the first page's count holds for the search).
   */
  num_results: z.number().int().min(0).nullable(),
  /**
   * Members on this page who liked a free viewer, left unmarked because seeing who is a premium
   * feature; 0 for premium viewers (their cards carry `likes_you`) and visitors.
   */
  likes_you_hidden: z.number().int().min(0),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/**
 * `GET /api/search-start.php` (members): where a member's first search starts. From what the
 * member seeks (their region, their age ± 5), widened by itself — the region, then the ages,
 * then the country — until a screenful of members (MEMBERS_DEFAULT_LIMIT) is found, saying what
 * it widened (issue 25 §1: a first search never opens empty).
 */
export const searchStartResponseSchema = z.object({
  filters: z.object({
    gender: z.enum(genders).optional(),
    country: z.string().optional(),
    region: z.number().int().optional(),
    min_age: z.number().int().optional(),
    max_age: z.number().int().optional(),
    distance: searchDistance.optional(),
  }),
  widened: z.array(z.enum(['distance', 'region', 'age', 'country'])),
});
export type SearchStartResponse = z.infer<typeof searchStartResponseSchema>;

/** `GET /api/member.php?id=N`. */
export const memberQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const memberResponseSchema = z.object({ profile: memberProfileSchema });

/** `GET /api/similar.php?id=N`: members like member N, with their own count. */
export const similarQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const similarResponseSchema = z.object({
  results: z.array(memberCardSchema),
  /** Similar members in all, counted up to MEMBERS_COUNT_CAP. */
  num_results: z.number().int().min(0),
});
export type SimilarResponse = z.infer<typeof similarResponseSchema>;
