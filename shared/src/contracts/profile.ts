import { z } from 'zod';
import { profileAttributeFields } from './members';
import { isTimeZone } from './time-zone';
import { seekingChoices } from './preferences';
import { imageStatuses } from './user';
import { photoRejectionReasons } from './backoffice';
import {
  ABOUT_MAX_LENGTH,
  CITY_MAX_LENGTH,
  TOWN_QUERY_MIN_LENGTH,
  INTEREST_KEYS,
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
} from './values';

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code in capitals');

/** One of the member's own photos, whatever its review status; `id` deletes it. */
export const ownPhotoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(imageStatuses),
  /** Why the site's moderators did not approve it (status `rejected`); null otherwise. */
  rejection_reason: z.enum(photoRejectionReasons).nullable(),
  /** Issue 29 §4: signed links to a photo that is not public (all but the main one). */
  url: z.string().optional(),
  thumb_url: z.string().optional(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** The member's own profile as they edit it (`GET /api/profile.php`): ids, not labels. */
export const ownProfileSchema = z.object({
  name: z.string(),
  /** In whole years (search starts from an age range around it). */
  age: z.number().int(),
  gender: z.enum(genders).nullable(),
  /** Whom the member would like to meet (issue 49 §2); null: what gender and sexuality imply. */
  seeking: z.enum(seekingChoices).nullable(),
  ...profileAttributeFields,
  country: z.string(),
  region_id: z.number().int().nullable(),
  city: z.string().nullable(),
  /** Main photo first. */
  photos: z.array(ownPhotoSchema),
  /** The member agreed to the site keeping their sexuality (asked before one is stored). */
  sensitive_consent: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

/**
 * `PUT /api/profile.php`: the fields to change, each optional (a sign-up step sends its own).
 * Unknown fields are refused so a typo is not silently dropped. `interests` replaces the list;
 * `region_id` must be a region of the country (the one sent, else the stored one).
 */
export const profileUpdateSchema = z.strictObject({
  gender: z.enum(genders).optional(),
  seeking: z.enum(seekingChoices).optional(),
  sexuality: z.enum(sexualities).optional(),
  hair_colour: z.enum(hairColours).optional(),
  eye_colour: z.enum(eyeColours).optional(),
  body_type: z.enum(bodyTypes).optional(),
  relationship_status: z.enum(relationshipStatuses).optional(),
  tattoos: z.boolean().optional(),
  about: z.string().trim().max(ABOUT_MAX_LENGTH).optional(),
  interests: z
    .array(z.enum(INTEREST_KEYS))
    .max(INTEREST_KEYS.length)
    .transform((keys) => [...new Set(keys)])
    .optional(),
  country: countryCode.optional(),
  region_id: z.number().int().positive().nullable().optional(),
  city: z
    .string()
    .trim()
    .max(CITY_MAX_LENGTH)
    .regex(/^[^\p{C}]*$/u)
    .transform((city) => (city === '' ? null : city))
    .nullable()
    .optional(),
  /**
   * The member's explicit yes to the site keeping their sexuality (GDPR art. 9): needed with
   * the first `sexuality` a profile takes (`sensitive_consent_required` otherwise).
   */
  sensitive_consent: z.literal(true).optional(),
  /** The browser's IANA time zone: the member's days (swipe likes) start at its midnight. */
  time_zone: z.string().refine(isTimeZone, 'Expected an IANA time zone').optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** `POST /api/photos.php` answers the new photo; `DELETE /api/photos.php?id=` the rest. */
export const photoUploadResponseSchema = z.object({ photo: ownPhotoSchema });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;
export const photoDeleteQuerySchema = z.object({ id: z.coerce.number().int().positive() });
/** `PUT /api/photos.php`: makes this photo the main one; answers the photos, main first. */
export const photoMainBodySchema = z.object({ id: z.number().int().positive() });
export const photosResponseSchema = z.object({ photos: z.array(ownPhotoSchema) });
export type PhotosResponse = z.infer<typeof photosResponseSchema>;

/** `GET /api/geocode.php?lat&lon`: where a browser's position is, from offline place data. */
export const geocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const geolocationSchema = z.object({
  country: z.string(),
  /** The site's region for that place, when one matches by name. */
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  city: z.string(),
});
export type Geolocation = z.infer<typeof geolocationSchema>;

/**
 * `GET /api/towns.php?country&q`: towns of the country whose names start with `q` (issue 49 §13),
 * most populous first, from the offline place data geocode.php uses.
 */
export const townsQuerySchema = z.object({
  country: countryCode,
  q: z.string().trim().min(TOWN_QUERY_MIN_LENGTH).max(CITY_MAX_LENGTH),
});
export const townSuggestionSchema = z.object({
  city: z.string(),
  /** The site's region the town lies in, when one matches. */
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TownSuggestion = z.infer<typeof townSuggestionSchema>;
export const townsResponseSchema = z.object({ towns: z.array(townSuggestionSchema) });
export type TownsResponse = z.infer<typeof townsResponseSchema>;

/** `location` is null when no town is near the position (at sea, say). */
export const geocodeResponseSchema = z.object({ location: geolocationSchema.nullable() });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
