import { z } from 'zod';

/** `GET /api/interests.php`: the client translates each key. */
export const interestSchema = z.object({ id: z.number().int(), key: z.string() });
export type Interest = z.infer<typeof interestSchema>;
export const interestsResponseSchema = z.object({ interests: z.array(interestSchema) });
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

/** What a country calls its regions (spec §9); the client translates the label. */
export const regionLabels = [
  'province',
  'state',
  'canton',
  'county',
  'voivodeship',
  'region',
] as const;

export const regionSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  name: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

/**
 * `GET /api/regions.php?country=XX`: one country's regions. Without a query (spec §7 "none"):
 * the regions of every country the site serves, each region with its country, loaded once.
 */
export const regionsQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code in capitals')
    .optional(),
});
export const regionsResponseSchema = z.object({
  regions: z.array(regionSchema),
  /** What the country asked for calls its regions; 'region' for the whole site's list. */
  label: z.enum(regionLabels),
  /** What each country in the answer calls its regions. */
  labels: z.record(z.string(), z.enum(regionLabels)),
});
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;

/** Company info (spec §3), shown in the footer, terms and customer-service pages. */
export const companySchema = z.object({
  name: z.string(),
  address: z.string(),
  /** Chamber of commerce registration number. */
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  /** Without dashes and spaces (spec §9). */
  support_phone: z.string(),
  /** Discount percentage offered to members who start deleting their account. */
  delete_discount: z.number(),
  /** ISO 8601 timestamp; the terms version date is this date when later than 2023-12-01. */
  added: z.string(),
});
export type Company = z.infer<typeof companySchema>;
export const companyResponseSchema = z.object({ company: companySchema });
export type CompanyResponse = z.infer<typeof companyResponseSchema>;
