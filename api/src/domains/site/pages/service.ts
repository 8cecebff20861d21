import { siteTexts } from '@app/shared/site-texts';
import {
  pageTextSchema,
  SITE_PAGES,
  TERMS_VERSION_DATE,
  type PageText,
  type Settings,
  type SitePage,
} from '@app/shared/contracts';
import { FALLBACK_LANGUAGE } from '@app/shared/language';
import { elideFor } from '@app/shared/french-typography';
import type { Db } from '../../../db/database';
import * as repo from '../repository';
import { PAGES_EN } from './defaults-en';
import { PAGES_FR } from './defaults-fr';

const DEFAULTS: Record<string, Record<string, PageText>> = { en: PAGES_EN, fr: PAGES_FR };

/** Spec §9: the terms' version date: fixed, or the company's added date if later. */
export function termsVersionDate(companyAdded: string | null): string {
  const fixed = new Date(TERMS_VERSION_DATE);
  const added = companyAdded ? new Date(companyAdded) : null;
  return (added && added > fixed ? added : fixed).toISOString();
}

/**
 * A static page of the site: its own text in the language (or in English), else the product's
 * default for the standard pages; null for a page the site does not have. The site's values
 * ({{site}}, {{refund_days}}, the company, …) are filled in.
 */
export async function sitePage(
  db: Db,
  settings: Settings,
  name: string,
  language: string,
): Promise<SitePage | null> {
  const languages = [...new Set([language, FALLBACK_LANGUAGE])];
  const own = await repo.findSitePage(db, settings.domain, name, languages);
  let text: PageText | undefined;
  let textLanguage = language;
  if (own) {
    text = pageTextSchema.parse(JSON.parse(own.text));
    textLanguage = own.language;
  } else if ((SITE_PAGES as readonly string[]).includes(name)) {
    textLanguage = DEFAULTS[language] ? language : FALLBACK_LANGUAGE;
    text = DEFAULTS[textLanguage]![name];
  }
  if (!text) return null;
  const company = await repo.findCompany(db, settings.company_id);
  const versionDate = termsVersionDate(company?.added ?? null);
  const values: Record<string, string> = {
    site: settings.name,
    company: company?.name ?? settings.name,
    address: company ? `${company.address}, ${company.city}` : '',
    kvk: company?.kvk ?? '',
    support_email: settings.support_email,
    // Spec §9: the support phone without dashes and spaces.
    support_phone: settings.support_phone.replace(/[-\s]/g, ''),
    refund_days: String(settings.refund_days),
    message_credits: String(settings.message_credits),
    // The site's word in the page's language (its French one on a French page, issue 25 §4).
    fictional_plural: siteTexts(settings, textLanguage).fictional_plural,
    terms_date: new Intl.DateTimeFormat(textLanguage, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(versionDate)),
  };
  // "de {{site}}" is "d’Amora" once the site's name is in (issue 49 §12).
  const fill = (value: string) =>
    elideFor(
      textLanguage,
      value.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole),
    );
  return {
    name,
    language: textLanguage,
    title: fill(text.title),
    sections: text.sections.map((section) => ({
      ...(section.heading ? { heading: fill(section.heading) } : {}),
      paragraphs: section.paragraphs.map(fill),
      ...(section.items ? { items: section.items.map(fill) } : {}),
    })),
    version_date: name === 'terms' ? versionDate : null,
  };
}
