import {
  PAYMENT_METHODS,
  NUDITY_THRESHOLD,
  QUARANTINE_HOURS,
  SEARCH_FIELDS,
  SITE_PAGES,
  TIME_BONUS_CODE,
  languageSchema,
  pageTextSchema,
  settingsSchema,
} from '@app/shared/contracts';
import { readYamlFile } from '../../platform/yaml-file';
import type { StoredSettings } from './service';
import { z } from 'zod';

/**
 * The file `pnpm site:create <file>` sets a site up from (docs/site.example.yaml): the site's
 * settings by their own names (the Settings contract, as /api/settings.php answers them), with the
 * product's defaults for what a new site usually keeps, plus its domains, its company, its credit
 * bundles per country, its discount codes and its own page texts.
 */

/** What a new site starts with unless its file says otherwise (the demo site's choices too). */
export const NEW_SITE_DEFAULTS: Pick<
  StoredSettings,
  | 'cdn_prefix'
  | 'min_age'
  | 'logged_out_search'
  | 'logged_out_search_trafficsource'
  | 'enable_site_entry_popup'
  | 'entry_popup_countries'
  | 'fictional_icon'
  | 'fictional_warning'
  | 'fictional_singular'
  | 'fictional_plural'
  | 'visible_profile_fields'
  | 'visible_profile_notes'
  | 'message_credits'
  | 'photo_credits'
  | 'gift_credits'
  | 'signup_credits'
  | 'message_length'
  | 'chat_history_days'
  | 'quarantine_hours'
  | 'unkind_words'
  | 'nudity_threshold_chat'
  | 'nudity_threshold_profile'
  | 'search_fields'
  | 'refund_days'
  | 'member_resell'
  | 'texts'
> = {
  cdn_prefix: '/uploads/',
  min_age: 18,
  logged_out_search: 'no',
  logged_out_search_trafficsource: 'no',
  enable_site_entry_popup: 'yes',
  entry_popup_countries: [],
  fictional_icon: 'yes',
  fictional_warning: 'yes',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  visible_profile_fields: [
    'age',
    'city',
    'region',
    'relationship_status',
    'body_type',
    'hair_colour',
    'eye_colour',
    'sexuality',
    'tattoos',
    'interests',
  ],
  visible_profile_notes: 'no',
  message_credits: 1,
  photo_credits: 2,
  gift_credits: 5,
  signup_credits: 5,
  message_length: 1000,
  chat_history_days: null,
  quarantine_hours: QUARANTINE_HOURS,
  unkind_words: [],
  nudity_threshold_chat: NUDITY_THRESHOLD,
  nudity_threshold_profile: NUDITY_THRESHOLD,
  search_fields: [...SEARCH_FIELDS],
  refund_days: 14,
  member_resell: 'no',
  texts: {},
};

const country = z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code in capitals (NL)');
const currency = z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code (EUR)');
const domain = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'a host name in lower case, without scheme or port',
  );
/** Money in the currency's minor units is error-prone to type: the file says 19.99. */
const price = z.number().positive().multipleOf(0.01, 'at most two decimals');

/** The settings a file may give: every stored setting but those the deployment decides. */
const siteSettingsSchema = settingsSchema
  .omit({
    domain: true,
    geoip_country: true,
    geoip_selected_country: true,
    push_public_key: true,
    test_payments: true,
    company_id: true,
    localeDomains: true,
    minimum_message_costs: true,
  })
  .partial({
    ...Object.fromEntries(Object.keys(NEW_SITE_DEFAULTS).map((key) => [key, true])),
    mail_name: true,
  } as Record<keyof typeof NEW_SITE_DEFAULTS | 'mail_name', true>)
  .extend({
    languages: z.array(languageSchema).min(1),
    countries: z.array(country).min(1),
    support_email: z.email(),
  })
  .strict();

const companySchema = z
  .object({
    name: z.string().min(1),
    address: z.string().min(1),
    /** The company's registration number (KvK in the Netherlands). */
    kvk: z.string().min(1),
    city: z.string().min(1),
    country,
    tradenames: z.array(z.string().min(1)).default([]),
    vat_numbers: z.array(z.string().min(1)).default([]),
    support_phone: z.string().min(1),
    /** The discount (percent) offered to a member about to leave. */
    delete_discount: z.number().int().min(0).max(100).default(0),
  })
  .strict();

const bundleSchema = z
  .object({ credits: z.number().int().positive(), price, highlighted: z.boolean().default(false) })
  .strict();

const discountCodeSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9]{3,32}$/, '3 to 32 capitals and digits'),
    percentage: z.number().int().min(1).max(100),
    country: country.optional(),
    currency: currency.optional(),
    minimum_order: price.optional(),
    expires: z.iso.datetime().optional(),
    single_use: z.boolean().default(false),
    methods: z.array(z.enum(PAYMENT_METHODS)).min(1).optional(),
  })
  .strict()
  .refine((code) => code.code !== TIME_BONUS_CODE, {
    message: `${TIME_BONUS_CODE} is the product's own time bonus code`,
    path: ['code'],
  })
  .refine((code) => code.minimum_order === undefined || code.currency !== undefined, {
    message: 'a minimum order needs its currency',
    path: ['minimum_order'],
  });

const pageName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a page name: lower case, digits, -');

export const siteFileSchema = z
  .object({
    domains: z.array(domain).min(1),
    site: siteSettingsSchema,
    company: companySchema,
    /** Per country: its currency and its bundles, smallest first. */
    bundles: z.record(
      country,
      z.object({ currency, packages: z.array(bundleSchema).min(1) }).strict(),
    ),
    discount_codes: z.array(discountCodeSchema).default([]),
    /** The site's own page texts, by page and language (the product's defaults otherwise). */
    pages: z.record(pageName, z.partialRecord(languageSchema, pageTextSchema)).default({}),
  })
  .strict()
  .superRefine((file, context) => {
    for (const served of file.site.countries)
      if (!file.bundles[served])
        context.addIssue({
          code: 'custom',
          path: ['bundles'],
          message: `no bundles for ${served}, a country the site serves`,
        });
    if (new Set(file.domains).size !== file.domains.length)
      context.addIssue({ code: 'custom', path: ['domains'], message: 'a domain is named twice' });
    for (const [name, texts] of Object.entries(file.pages))
      for (const language of Object.keys(texts))
        if (!file.site.languages.includes(language as never))
          context.addIssue({
            code: 'custom',
            path: ['pages', name, language],
            message: `${language} is not one of the site's languages`,
          });
  });
export type SiteFile = z.infer<typeof siteFileSchema>;

/** Reads a site file (YAML): the validated file, or every problem with its line. */
export function readSiteFile(text: string): SiteFile {
  return readYamlFile(text, siteFileSchema).value;
}

/** The product's pages a site may write its own texts for, besides pages of its own names. */
export const STANDARD_PAGES: readonly string[] = SITE_PAGES;
