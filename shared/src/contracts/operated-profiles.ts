import { z } from 'zod';
import { ownPhotoSchema } from './profile';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './signup';
import { languageSchema } from './user';
import {
  ABOUT_MAX_LENGTH,
  CITY_MAX_LENGTH,
  INTEREST_KEYS,
  MAX_MEMBER_AGE,
  MIN_MEMBER_AGE,
  bodyTypes,
  errorCodes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
} from './values';

/**
 * The profiles the site operates (issue 48 §1; spec §3 `fictional_*`): made, edited, paused and
 * retired by staff with `profiles.manage` under `/api/backoffice/operated-profiles`, or imported
 * in bulk with `pnpm profiles:import`. Shown to members with the site's fictional badge.
 *
 * - `active`: listed like any member (search, landers, the swipe game);
 * - `paused`: out of every list, its conversations go on (operators still answer);
 * - `retired`: gone for members, as a member who left; its conversations stay readable.
 */
export const operatedProfileStates = ['active', 'paused', 'retired'] as const;
export type OperatedProfileState = (typeof operatedProfileStates)[number];

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable().optional();

/** What staff write of an operated profile: its name and age as members see them, and the rest. */
const operatedProfileFields = {
  name: z
    .string()
    .trim()
    .min(USERNAME_MIN_LENGTH, { error: errorCodes.name_invalid })
    .max(USERNAME_MAX_LENGTH, { error: errorCodes.name_invalid })
    .regex(/^[^\p{C}@][^\p{C}]*$/u, { error: errorCodes.name_invalid }),
  /** In whole years: the profile is born that many years ago (and ages as members do). */
  age: z.number().int().min(MIN_MEMBER_AGE).max(MAX_MEMBER_AGE),
  gender: z.enum(genders),
  country: z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter country code in capitals'),
  /** A town the site's gazetteer knows places it for distances; another still shows. */
  city: z
    .string()
    .trim()
    .max(CITY_MAX_LENGTH)
    .regex(/^[^\p{C}]*$/u)
    .transform((city) => (city === '' ? null : city))
    .nullable()
    .optional(),
  sexuality: nullableEnum(sexualities),
  hair_colour: nullableEnum(hairColours),
  eye_colour: nullableEnum(eyeColours),
  body_type: nullableEnum(bodyTypes),
  relationship_status: nullableEnum(relationshipStatuses),
  tattoos: z.boolean().optional(),
  /** What they like: interest keys (`GET /api/interests.php`). */
  interests: z
    .array(z.enum(INTEREST_KEYS))
    .max(INTEREST_KEYS.length)
    .transform((keys) => [...new Set(keys)])
    .optional(),
  /**
   * "About me" in each of the site's languages: a member reads the one in their language, else
   * the one in the site's own language. An empty text is none.
   */
  texts: z.partialRecord(languageSchema, z.string().trim().max(ABOUT_MAX_LENGTH)).optional(),
};

/** `POST /api/backoffice/operated-profiles`: a new profile, active at once. */
export const operatedProfileCreateSchema = z.strictObject(operatedProfileFields);
export type OperatedProfileCreate = z.input<typeof operatedProfileCreateSchema>;

/** `PATCH /api/backoffice/operated-profiles/:id`: the fields to change, and its state. */
export const operatedProfileUpdateSchema = z.strictObject({
  ...z.object(operatedProfileFields).partial().shape,
  state: z.enum(operatedProfileStates).optional(),
});
export type OperatedProfileUpdate = z.input<typeof operatedProfileUpdateSchema>;

/** One row of the list. */
export const operatedProfileSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(genders).nullable(),
  country: z.string(),
  city: z.string().nullable(),
  state: z.enum(operatedProfileStates),
  /** Approved photos (members see only these), and those waiting for a moderator. */
  photos: z.number().int(),
  photos_waiting: z.number().int(),
  /** Its main photo's small size (a file under the CDN prefix), if it has an approved one. */
  thumb: z.string().nullable(),
  /** Conversations with members. */
  conversations: z.number().int(),
});
export type OperatedProfileSummary = z.infer<typeof operatedProfileSummarySchema>;

/** Operated profiles shown per page of the list. */
export const OPERATED_PROFILES_PAGE_SIZE = 50;

/** `GET /api/backoffice/operated-profiles`: a page of them, by name, found by name or state. */
export const operatedProfileListQuerySchema = z.object({
  /** Part of the name, in any case. */
  q: z.string().trim().max(USERNAME_MAX_LENGTH).optional(),
  state: z.enum(operatedProfileStates).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const operatedProfileListSchema = z.object({
  profiles: z.array(operatedProfileSummarySchema),
  /** How many match, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  cdn_prefix: z.string(),
});
export type OperatedProfileList = z.infer<typeof operatedProfileListSchema>;

/** `GET /api/backoffice/operated-profiles/:id`: everything the edit screen shows. */
export const operatedProfileSchema = operatedProfileSummarySchema.extend({
  sexuality: z.enum(sexualities).nullable(),
  hair_colour: z.enum(hairColours).nullable(),
  eye_colour: z.enum(eyeColours).nullable(),
  body_type: z.enum(bodyTypes).nullable(),
  relationship_status: z.enum(relationshipStatuses).nullable(),
  tattoos: z.boolean(),
  interests: z.array(z.string()),
  texts: z.partialRecord(languageSchema, z.string()),
  /** The operators who answer it (issue 48 §1); none: any operator. */
  operators: z.array(z.object({ id: z.number().int(), email: z.string() })),
  /** Every photo, whatever its review (main first); links are signed for staff's eyes. */
  all_photos: z.array(ownPhotoSchema),
  cdn_prefix: z.string(),
});
export type OperatedProfile = z.infer<typeof operatedProfileSchema>;
export const operatedProfileResponseSchema = z.object({ profile: operatedProfileSchema });

/** `GET /api/backoffice/operated-profiles/operators`: the operators a profile may be given. */
export const operatorChoicesSchema = z.object({
  operators: z.array(z.object({ id: z.number().int(), email: z.string() })),
});
export type OperatorChoices = z.infer<typeof operatorChoicesSchema>;

/** `PUT /api/backoffice/operated-profiles/:id/operators`: who answers it (none: any operator). */
export const operatorAssignmentSchema = z.strictObject({
  staff_ids: z
    .array(z.number().int().positive())
    .max(200)
    .transform((ids) => [...new Set(ids)]),
});
