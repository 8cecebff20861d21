import { z } from 'zod';
import { settingsSchema } from './settings';

/**
 * The settings an owner edits in the back office (issue 48 §3): texts, what actions cost, the
 * operated profiles' wording, safety, the mail's name and the support contacts. The rest (the
 * domains, languages, countries, company) stays the site file's: it shapes the site itself.
 */
export const PANEL_SETTING_KEYS = [
  'name',
  'description',
  'index_title',
  'texts',
  'mail_name',
  'support_email',
  'support_phone',
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'refund_days',
  'min_age',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'quarantine_hours',
  'unkind_words',
  'nudity_threshold_chat',
  'nudity_threshold_profile',
] as const;
export type PanelSettingKey = (typeof PANEL_SETTING_KEYS)[number];

const panelPick = Object.fromEntries(PANEL_SETTING_KEYS.map((key) => [key, true])) as {
  [K in PanelSettingKey]: true;
};

/** The panel's settings, checked by the same field rules as the site file's. */
export const panelSettingsSchema = settingsSchema
  .pick(panelPick)
  .extend({ support_email: z.email() });
export type PanelSettings = z.infer<typeof panelSettingsSchema>;

/**
 * `PATCH /api/backoffice/site-settings/:id`: the settings changed, and nothing else. The fields'
 * defaults are taken off first: a change that leaves a setting out must not set it back to its
 * default (zod applies a default even inside `.optional()`).
 */
export const panelSettingsChangeSchema = z
  .object(
    Object.fromEntries(
      Object.entries(panelSettingsSchema.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
      ]),
    ) as unknown as { [K in PanelSettingKey]: z.ZodOptional<z.ZodType<PanelSettings[K]>> },
  )
  .extend({
    /**
     * The newest version the form was filled from (0: none yet). A change made since by someone
     * else is refused (`settings_changed`) rather than overwritten with the form's older values.
     */
    based_on: z.number().int().min(0).optional(),
  })
  .strict();

export const siteSettingsVersionSchema = z.object({
  id: z.number().int(),
  /** file: site:create; panel: an owner's change; undo: an owner took a change back. */
  source: z.enum(['file', 'panel', 'undo']),
  changed: z.array(z.string()),
  staff_email: z.string().nullable(),
  created_at: z.string(),
});

/** `GET /api/backoffice/site-settings/:id`: the site's live settings and their history. */
export const siteSettingsPanelSchema = z.object({
  site: z.object({ id: z.number().int(), domain: z.string() }),
  settings: panelSettingsSchema,
  /** The site's languages, its main one first (the file decides them): `texts` are per other one. */
  languages: z.array(z.string()),
  /** Newest first. */
  versions: z.array(siteSettingsVersionSchema),
});
export type SiteSettingsPanel = z.infer<typeof siteSettingsPanelSchema>;

export const siteVersionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
});
