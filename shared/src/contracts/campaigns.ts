import { z } from 'zod';
import {
  CAMPAIGN_CTA_MAX,
  CAMPAIGN_HEADLINE_MAX,
  CAMPAIGN_LANGUAGES,
  CAMPAIGN_LEAD_MAX,
  CAMPAIGN_SLUG_PATTERN,
  LANDER_TEMPLATES,
  LANDING_FEATURED_MAX,
  MAX_MEMBER_AGE,
  MIN_MEMBER_AGE,
  PARTNER_COUNTDOWN_MAX,
  campaignFunnelSteps,
  genders,
  trackingFields,
} from './values';

/**
 * Campaigns marketing publishes from the back office (issue 28 §1): a lander made from one of
 * mf-landers' templates, stored in the database and rendered by the live landers version at
 * `/landers/{slug}` — no deploy. The campaign files in `mf-landers/campaigns/` stay the templates'
 * defaults.
 */

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long');

/** The words on a campaign's page; `{{who}}`, `{{site}}`, `{{count}}`, `{{name}}`… are filled in. */
export const campaignTextsSchema = z.object({
  headline: text(CAMPAIGN_HEADLINE_MAX),
  lead: text(CAMPAIGN_LEAD_MAX),
  cta: text(CAMPAIGN_CTA_MAX),
});
export type CampaignTexts = z.infer<typeof campaignTextsSchema>;
export const campaignTextsByLanguageSchema = z.object({
  en: campaignTextsSchema,
  fr: campaignTextsSchema,
});
export type CampaignTextsByLanguage = z.infer<typeof campaignTextsByLanguageSchema>;

/**
 * Who the page features: always profiles the site operates (a real member's photo never becomes
 * advertising, issue 11), narrowed by gender, ages and country, in a niche other than the site's
 * if asked; `member` is the operated profile a member design is about.
 */
export const campaignFeaturedSchema = z
  .object({
    count: z.number().int().min(1).max(LANDING_FEATURED_MAX).optional(),
    gender: z.enum(genders).optional(),
    min_age: z.number().int().min(MIN_MEMBER_AGE).max(MAX_MEMBER_AGE).optional(),
    max_age: z.number().int().min(MIN_MEMBER_AGE).max(MAX_MEMBER_AGE).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    niche: z.number().int().min(1).max(7).optional(),
    member: z.number().int().positive().optional(),
  })
  .refine((f) => f.min_age === undefined || f.max_age === undefined || f.min_age <= f.max_age, {
    message: 'min_age may not be greater than max_age',
    path: ['min_age'],
  });
export type CampaignFeatured = z.infer<typeof campaignFeaturedSchema>;

/** A partner site the page hands visitors over to after a countdown (https only). */
export const campaignPartnerSchema = z.object({
  name: z.string().trim().min(1).max(80),
  url: z
    .url()
    .max(500)
    .refine((url) => url.startsWith('https://'), 'https_only'),
  seconds: z.number().int().min(1).max(PARTNER_COUNTDOWN_MAX),
});

/** Tracking a visitor without their own gets (spec §3 fields): the campaign's own source. */
export const campaignTrackingSchema = z.object(
  Object.fromEntries(
    trackingFields.map((field) => [field, z.string().trim().max(200).optional()]),
  ) as { [K in (typeof trackingFields)[number]]: z.ZodOptional<z.ZodString> },
);
export type CampaignTracking = z.infer<typeof campaignTrackingSchema>;

/**
 * A lander as the landers remote renders it: what a campaign file holds (without variants) and
 * what a published campaign gives the live version for a request (`IslandRenderRequest.campaign`).
 */
export const landerCampaignSchema = z.object({
  name: z.string(),
  template: z.enum(LANDER_TEMPLATES),
  featured: campaignFeaturedSchema.optional(),
  texts: campaignTextsByLanguageSchema,
  partner: campaignPartnerSchema.optional(),
  tracking: campaignTrackingSchema.optional(),
});
export type LanderCampaign = z.infer<typeof landerCampaignSchema>;

/** What marketing edits: the design, its words, who it shows, its partner and source. */
export const campaignInputSchema = z.object({
  template: z.enum(LANDER_TEMPLATES),
  texts: campaignTextsByLanguageSchema,
  featured: campaignFeaturedSchema,
  partner: campaignPartnerSchema.nullable(),
  tracking: campaignTrackingSchema,
});

/** `POST /api/backoffice/campaigns`: a new campaign, a draft until published. */
export const campaignCreateSchema = campaignInputSchema.extend({
  slug: z.string().trim().toLowerCase().regex(CAMPAIGN_SLUG_PATTERN, 'slug_invalid'),
});
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;

/**
 * `PUT /api/backoffice/campaigns/:id`: changed words are a new version of the texts (the live one
 * stays until published). `revision` is the one read: a change made since is refused (409).
 */
export const campaignUpdateSchema = campaignInputSchema.extend({
  revision: z.number().int().min(1),
});
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

/**
 * `POST /api/backoffice/campaigns/:id/publish`: makes a version of the texts live (the newest
 * unless named: naming an earlier one rolls back), optionally only from–until (ISO times).
 */
export const campaignPublishSchema = z
  .object({
    revision: z.number().int().min(1),
    version: z.number().int().min(1).optional(),
    starts_at: z.iso.datetime({ offset: true }).nullable().optional(),
    ends_at: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((p) => !p.starts_at || !p.ends_at || Date.parse(p.starts_at) < Date.parse(p.ends_at), {
    message: 'ends_before_start',
    path: ['ends_at'],
  });
export type CampaignPublish = z.infer<typeof campaignPublishSchema>;

export const campaignRevisionSchema = z.object({ revision: z.number().int().min(1) });
/** `POST /api/backoffice/campaigns/:id/duplicate`: a copy under a new path, as a draft. */
export const campaignDuplicateSchema = z.object({
  slug: z.string().trim().toLowerCase().regex(CAMPAIGN_SLUG_PATTERN, 'slug_invalid'),
});

/** draft: never published; scheduled: published, not yet started; live; ended; unpublished. */
export const campaignStatuses = ['draft', 'scheduled', 'live', 'ended', 'unpublished'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  template: z.enum(LANDER_TEMPLATES),
  status: z.enum(campaignStatuses),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The version of the texts visitors get when live; null before the first publish. */
  live_version: z.number().int().nullable(),
  latest_version: z.number().int(),
  updated_at: z.string(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;
export const campaignListSchema = z.object({ campaigns: z.array(campaignSummarySchema) });

export const campaignTextVersionSchema = z.object({
  version: z.number().int(),
  texts: campaignTextsByLanguageSchema,
  created_at: z.string(),
  created_by: z.string().nullable(),
});

export const campaignSchema = campaignSummarySchema.extend({
  revision: z.number().int(),
  featured: campaignFeaturedSchema,
  partner: campaignPartnerSchema.nullable(),
  tracking: campaignTrackingSchema,
  /** Every version of the texts, newest first. */
  versions: z.array(campaignTextVersionSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** `GET /api/backoffice/campaigns/:id/preview`: as a visitor from `country` reading `language`. */
export const campaignPreviewQuerySchema = z.object({
  language: z.enum(CAMPAIGN_LANGUAGES).default('en'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  version: z.coerce.number().int().min(1).optional(),
});

/** The preview: the lander's HTML page, as a visitor gets it. */
export const campaignPreviewSchema = z.string().describe('text/html');

/** The figures' sources: which tracking field the table groups by. */
export const campaignSourceFields = trackingFields;
const day = z.iso.date();
export const campaignFiguresQuerySchema = z.object({
  from: day.optional(),
  until: day.optional(),
  by: z.enum(campaignSourceFields).default('network'),
});

const funnel = z.object(
  Object.fromEntries(campaignFunnelSteps.map((step) => [step, z.number().int()])) as {
    [K in (typeof campaignFunnelSteps)[number]]: z.ZodNumber;
  },
);
export const campaignFiguresSchema = z.object({
  from: z.string(),
  until: z.string(),
  by: z.enum(campaignSourceFields),
  days: z.array(z.string()),
  per_day: z.object(
    Object.fromEntries(campaignFunnelSteps.map((step) => [step, z.array(z.number().int())])) as {
      [K in (typeof campaignFunnelSteps)[number]]: z.ZodArray<z.ZodNumber>;
    },
  ),
  /** Per value of the chosen field (null: visitors who came without it), most visits first. */
  sources: z.array(funnel.extend({ source: z.string().nullable() })),
  total: funnel,
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

/**
 * A step of a lander's funnel as it is counted: which lander, and the source the visitor's calls
 * to action carry. A visit is reported by the landers' server render
 * (`IslandRenderResult.visit`); a sign-up start by the browser.
 */
export const landerStepSchema = z.object({
  campaign: z.string().trim().min(1).max(60),
  tracking: campaignTrackingSchema.optional(),
});

/**
 * `POST /api/signup-start.php`: a visitor opened the sign-up form coming from a lander (the
 * campaign's funnel, between its visits and its sign-ups). Counted once per visit by the browser.
 */
export const signupStartSchema = landerStepSchema;
