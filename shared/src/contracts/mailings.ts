import { z } from 'zod';
import { errorCodes, PRODUCT_COUNTRIES } from './values';

/**
 * Marketing mail (issue 48 §4): a newsletter (`news`) or an offer (`promotions`), the two kinds
 * of /notifications a member switches on to get them. Nobody else is ever mailed one.
 */
export const mailingKinds = ['news', 'promotions'] as const;
export type MailingKind = (typeof mailingKinds)[number];

/** The longest subject and text marketing writes. */
export const MAILING_SUBJECT_MAX_LENGTH = 150;
export const MAILING_BODY_MAX_LENGTH = 10_000;
/** The most countries one audience names. */
export const MAILING_MAX_COUNTRIES = PRODUCT_COUNTRIES.length;

/**
 * A mailing's words in one language: a subject, the text (blank lines part paragraphs; web
 * addresses become links) and an optional button to a page of the site or elsewhere (https).
 */
export const mailingTextSchema = z.strictObject({
  subject: z.string().trim().min(1).max(MAILING_SUBJECT_MAX_LENGTH),
  body: z.string().trim().min(1).max(MAILING_BODY_MAX_LENGTH),
  button_label: z.string().trim().max(80).default(''),
  button_url: z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === '' || url.startsWith('https://') || /^\/(?!\/)/.test(url), {
      error: errorCodes.mailing_link_invalid,
    })
    .default(''),
});
export type MailingText = z.infer<typeof mailingTextSchema>;
/** Each member reads it in their language: every language of the product is written. */
export const mailingTextsSchema = z.strictObject({ en: mailingTextSchema, fr: mailingTextSchema });
export type MailingTexts = z.infer<typeof mailingTextsSchema>;
export const mailingLanguages = ['en', 'fr'] as const;
export type MailingLanguage = (typeof mailingLanguages)[number];

/**
 * Who gets it, besides having switched its kind on: members living in these countries (none
 * named: every country), of this niche (signed up through a lander of it, or on a site of it
 * without one), who paid or never did (unset: both).
 */
export const mailingAudienceSchema = z.strictObject({
  countries: z.array(z.enum(PRODUCT_COUNTRIES)).max(MAILING_MAX_COUNTRIES).default([]),
  niche: z.number().int().min(1).max(7).nullable().default(null),
  paid: z.enum(['paid', 'free']).nullable().default(null),
});
export type MailingAudience = z.infer<typeof mailingAudienceSchema>;

/** `POST /api/backoffice/mailings` and `PUT …/:id` (a draft only). */
export const mailingDraftSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  kind: z.enum(mailingKinds),
  audience: mailingAudienceSchema,
  texts: mailingTextsSchema,
});
export type MailingDraft = z.infer<typeof mailingDraftSchema>;

/** draft → sending ⇄ paused → sent. */
export const mailingStates = ['draft', 'sending', 'paused', 'sent'] as const;
export type MailingState = (typeof mailingStates)[number];

const mailingProgress = {
  state: z.enum(mailingStates),
  /** Members in the audience when sending started (the progress bar's whole). */
  audience_count: z.number().int().nullable(),
  sent: z.number().int(),
  /** Addresses that refused the mail for good: mail to them stopped (bounce). */
  bounced: z.number().int(),
  /** Why the last batch stopped short (the mail server down…), until a batch goes through. */
  last_error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
};

export const mailingSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(mailingKinds),
  created_at: z.string(),
  ...mailingProgress,
});
export type MailingSummary = z.infer<typeof mailingSummarySchema>;
export const mailingListSchema = z.object({ mailings: z.array(mailingSummarySchema) });

export const mailingSchema = mailingSummarySchema.extend({
  audience: mailingAudienceSchema,
  texts: mailingTextsSchema,
  created_by: z.string().nullable(),
});
export type Mailing = z.infer<typeof mailingSchema>;

/** `POST /api/backoffice/mailings/audience`: how many would get a mailing of this kind now. */
export const mailingAudienceQuerySchema = z.strictObject({
  kind: z.enum(mailingKinds),
  audience: mailingAudienceSchema,
});
export const mailingAudienceCountSchema = z.object({ count: z.number().int() });

/** `GET …/:id/preview?language=`: the mail as a member of that language gets it. */
export const mailingPreviewQuerySchema = z.object({ language: z.enum(mailingLanguages) });
export const mailingPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailingPreview = z.infer<typeof mailingPreviewSchema>;
/** `GET …/:id/preview.html?language=`: the same mail as a page, for the screen's frame. */
export const mailingPreviewPageSchema = z.string().describe('text/html');

/** `POST …/:id/test`: the mail in one language, to the staff member's own address. */
export const mailingTestSchema = z.strictObject({ language: z.enum(mailingLanguages) });
export const mailingTestResponseSchema = z.object({ to: z.string() });
