import { z } from 'zod';
import { memberCardSchema } from './members';
import { LANDING_FEATURED_MAX, MAX_MEMBER_AGE, MIN_MEMBER_AGE, genders } from './values';

/** A query-string parameter: absent and empty both mean "not given". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).optional();

/**
 * `GET /api/landing.php` (issue 11): what the landing and the campaign landers show. Open to
 * visitors. A lander's campaign narrows who is featured (`gender`, `min_age`, `max_age`) within
 * the site's niche; `member` is the featured member of `/members/{id}/landing…`; `map` adds the
 * visitor's country's map with the featured members placed on it (the map lander).
 */
export const landingQuerySchema = z
  .object({
    member: optionalParam(z.coerce.number().int().positive()),
    count: optionalParam(z.coerce.number().int().min(1).max(LANDING_FEATURED_MAX)),
    gender: optionalParam(z.enum(genders)),
    min_age: optionalParam(z.coerce.number().int().min(MIN_MEMBER_AGE).max(MAX_MEMBER_AGE)),
    max_age: optionalParam(z.coerce.number().int().min(MIN_MEMBER_AGE).max(MAX_MEMBER_AGE)),
    map: optionalParam(z.enum(['1'])),
    /** A campaign's audience (issue 28 §1): featured from this country, in this niche. */
    country: optionalParam(z.string().regex(/^[A-Z]{2}$/)),
    niche: optionalParam(z.coerce.number().int().min(1).max(7)),
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: 'min_age may not be greater than max_age',
    path: ['min_age'],
  });
export type LandingQuery = z.infer<typeof landingQuerySchema>;
export type LandingQueryInput = z.input<typeof landingQuerySchema>;

/** A featured member's landing: the card with their own words. */
export const landingMemberSchema = memberCardSchema.extend({
  about: z.string(),
  about_lang: z.string().nullable(),
});
export type LandingMember = z.infer<typeof landingMemberSchema>;

/**
 * The visitor's country drawn in a `width` × `height` box (an SVG path, north up), with a pin
 * for each featured member whose town is known.
 */
export const landingMapSchema = z.object({
  country: z.string(),
  outline: z.string(),
  width: z.number(),
  height: z.number(),
  pins: z.array(z.object({ id: z.number().int(), x: z.number(), y: z.number() })),
});
export type LandingMap = z.infer<typeof landingMapSchema>;

export const landingResponseSchema = z.object({
  /** Profiles the site operates, of its niche, the visitor's country first; with a photo. */
  featured: z.array(memberCardSchema),
  /** The member a member landing is about; null elsewhere. */
  member: landingMemberSchema.nullable(),
  /** Members of the site online right now (proof). */
  online_now: z.number().int().min(0),
  /** Members in the visitor's country (capped like every count, MEMBERS_COUNT_CAP). */
  near_you: z.number().int().min(0),
  /** The country `near_you` and the map are about: the visitor's if the site serves it. */
  country: z.string().nullable(),
  map: landingMapSchema.nullable(),
});
export type LandingData = z.infer<typeof landingResponseSchema>;
