import { z } from 'zod';
import { SITE_PAGES } from './values';

/** A block of a static page: an optional heading, paragraphs, then an optional list. */
export const pageSectionSchema = z.object({
  heading: z.string().optional(),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()).optional(),
});

/** A static page as a site stores it (its own texts, or the product's defaults). */
export const pageTextSchema = z.object({
  title: z.string().min(1),
  sections: z.array(pageSectionSchema),
});
export type PageText = z.infer<typeof pageTextSchema>;

/** `GET /api/page.php?page=` — one of SITE_PAGES or a page the site added under its own name. */
export const pageQuerySchema = z.object({
  page: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Expected a page name'),
});

export const sitePageResponseSchema = z.object({
  page: pageTextSchema.extend({
    name: z.string(),
    /** The texts' language (the asked one, or the fallback's when the site has none in it). */
    language: z.string(),
    /** Terms only (spec §9): the version date, ISO 8601. */
    version_date: z.string().nullable(),
  }),
});
export type SitePage = z.infer<typeof sitePageResponseSchema>['page'];

export { SITE_PAGES };
/** Spec §9, for the server's pages. */
export { TERMS_VERSION_DATE } from '../config/constants';
