import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../config/constants';
import { WHO_MAY_WRITE, errorCodes, notificationKinds } from './values';

/** Interface languages (spec §1); `en` is the fallback. */
export const supportedLanguages = SUPPORTED_LANGUAGES;
export const languageSchema = z.enum(supportedLanguages);

export const notificationKindSchema = z.enum(notificationKinds);

/**
 * A member photo. File names are relative to the site's `cdn_prefix`; the client shows a photo
 * only when its status is `active` (spec §3).
 */
/** `screening`: just uploaded, being checked for nudity (issue 29 §2) before it shows or waits. */
export const imageStatuses = ['active', 'pending', 'rejected', 'screening'] as const;
export const imageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  /** The square 400 px size (uploads make one): the 2× source of a card; absent for older photos. */
  match_filename: z.string().nullable().optional(),
  status: z.enum(imageStatuses),
  /**
   * Issue 29 §4: a photo that is not public (a profile's photos after its main one, a photo not
   * approved yet) comes with short-lived signed links to its sizes, issued to this viewer; the
   * client shows those instead of `cdn_prefix` + file name. Absent for a public photo.
   */
  url: z.string().optional(),
  thumb_url: z.string().optional(),
  match_url: z.string().nullable().optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const userStatuses = ['active', 'not_confirmed', 'pending_deletion'] as const;

/** The logged-in member as `GET /api/user.php` returns it. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(userStatuses),
  credits: z.number().int().min(0),
  /**
   * Issue 29 §1: of `credits`, those held for first messages waiting to be accepted: charged
   * only on acceptance, released otherwise; they cannot be spent meanwhile.
   */
  held_credits: z.number().int().min(0),
  /** Whom the member lets write to them directly (the rest cannot write at all). */
  who_may_write: z.enum(WHO_MAY_WRITE),
  /** New accounts' first messages reach the member at once, not after the site's quarantine. */
  new_accounts_at_once: z.boolean(),
  paid_user: z.boolean(),
  /** ISO 8601 timestamp. */
  signup_date: z.string(),
  language: z.string(),
  notifications_disabled: z.array(notificationKindSchema),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    main_image: imageSchema.nullable(),
    status: z.enum(['active', 'disabled']),
  }),
});
export type User = z.infer<typeof userSchema>;

/** `GET|POST|PUT /api/user.php`: `user` is null for a visitor (GET only). */
export const userResponseSchema = z.object({ user: userSchema.nullable() });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** `POST /api/user.php`: `email` accepts an e-mail address or a username. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, { error: errorCodes.login_name_required }).max(254),
  password: z.string().min(1, { error: errorCodes.password_required }).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `PUT /api/user.php`: the member's chosen interface language. */
export const languageRequestSchema = z.object({ language: languageSchema });

/** `GET /api/logout.php`. */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** `POST /api/page-hidden.php` (spec §7 beacon): an empty JSON body. */
export const pageHiddenSchema = z.strictObject({});
