import { z } from 'zod';
import { languageSchema } from './user';
import { HIDDEN_WORD_MAX_LENGTH, NUDITY_THRESHOLD, QUARANTINE_HOURS } from './values';

const yesNo = z.enum(['yes', 'no']);

/** Site niches 1..7: general, she, bdsm, bbw, gilf, milf, gay (spec §1). */
export const niches = {
  general: 1,
  she: 2,
  bdsm: 3,
  bbw: 4,
  gilf: 5,
  milf: 6,
  gay: 7,
} as const;

/** Sign-up modes (spec §1): open, open with a traffic source, or invite-only. */
export const signupModes = ['all', 'with_trafficsource', 'invite'] as const;

/**
 * The settings of one site (one domain), spec §3. `GET /api/settings.php` answers them and the
 * server inlines them into index.html. geoip_* are per request (from the visitor's country).
 */
export const settingsSchema = z.object({
  name: z.string(),
  domain: z.string(),
  /** e.g. `en-US`; its first two letters pick the default interface language (spec §4). */
  domain_language: z.string(),
  /** Prefix for photo file names, e.g. `/uploads/`. */
  cdn_prefix: z.string(),
  description: z.string(),
  index_title: z.string(),
  niche: z.number().int().min(1).max(7),
  signups: z.enum(signupModes),
  /** The youngest a member may be (sign-up, spec §5); sites without the setting use 18. */
  min_age: z.number().int().min(18).max(99).default(18),
  logged_out_search: yesNo,
  logged_out_search_trafficsource: yesNo,
  geoip_country: z.string().nullable(),
  geoip_selected_country: z.string().nullable(),
  enable_site_entry_popup: yesNo,
  /**
   * Countries (ISO codes) whose visitors see the entry warning on every layout; empty: all
   * visitors (the chat and lander layouts keep their own NL/DE limit, spec §9).
   */
  entry_popup_countries: z.array(z.string().length(2)).default([]),
  push_public_key: z.string().nullable(),
  /**
   * Payments go to the sandbox PSP on a production-mode site (a staging site): every page says
   * that nothing is charged. Set by the deployment, not the site.
   */
  test_payments: z.boolean().default(false),
  minimum_message_costs: z.record(
    z.string(),
    z.object({ costs: z.number(), currency: z.string() }),
  ),
  support_phone: z.string(),
  support_email: z.string(),
  /** Whether profiles run by the site carry the fictional-profile icon. */
  fictional_icon: yesNo,
  /** Whether the fictional-profiles warning is shown. */
  fictional_warning: yesNo,
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  /** Locale → domain of the sister site for that locale. */
  localeDomains: z.record(z.string(), z.string()),
  /** ISO country codes the site serves (search and sign-up). */
  countries: z.array(z.string()),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: yesNo,
  message_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  signup_credits: z.number().int(),
  /** Maximum characters in one chat message. */
  message_length: z.number().int(),
  /**
   * Beyond spec: how many days of chat history the site shows (older messages: "Chat history:
   * older messages no longer visible."); null keeps all of it.
   */
  chat_history_days: z.number().int().positive().nullable().default(null),
  /**
   * Issue 29 §1: first messages (requests) from accounts younger than this many hours, not yet
   * verified, reach their recipients only once the account is that old (0: at once).
   */
  quarantine_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(QUARANTINE_HOURS),
  /**
   * Issue 29 §1: the site's own words, beyond the product's English and French lists, that make a
   * writer asked "Are you sure?" and the recipient "Does this bother you?".
   */
  unkind_words: z.array(z.string().min(1).max(HIDDEN_WORD_MAX_LENGTH)).default([]),
  /**
   * Issue 29 §2: a chat photo whose nudity score is above this arrives blurred (1: never), and a
   * profile photo above `nudity_threshold_profile` waits for a moderator instead of showing.
   */
  nudity_threshold_chat: z.number().min(0).max(1).default(NUDITY_THRESHOLD),
  nudity_threshold_profile: z.number().min(0).max(1).default(NUDITY_THRESHOLD),
  search_fields: z.array(z.string()),
  refund_days: z.number().int(),
  member_resell: yesNo,
  company_id: z.number().int(),
  mail_name: z.string(),
  /** The site's interface languages. */
  languages: z.array(languageSchema),
  /**
   * The site's own wording in other languages than its main one: the same texts per interface
   * language (siteTexts picks them); missing ones fall back to the main text.
   */
  texts: z
    .partialRecord(
      languageSchema,
      z
        .object({
          description: z.string(),
          index_title: z.string(),
          fictional_singular: z.string(),
          fictional_plural: z.string(),
        })
        .partial(),
    )
    .default({}),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsResponseSchema = z.object({ settings: settingsSchema });

/** `GET /api/settings.php`: other route query params are passed along and ignored. */
export const settingsQuerySchema = z.looseObject({
  forced_domain: z.string().max(253).optional(),
});
