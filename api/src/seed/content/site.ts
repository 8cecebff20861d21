import { NEW_SITE_DEFAULTS } from '../../domains/site/site-file';
import { SITE_COUNTRIES } from '@app/shared/contracts';

export { INTEREST_KEYS } from '@app/shared/contracts';
import type { NewCompany } from '../../domains/site/tables';
import type { StoredSettings } from '../../domains/site/service';

/** How many of the demo members live in each country the site serves (spec §9 visible locales). */
export const COUNTRY_WEIGHTS: Readonly<Record<(typeof SITE_COUNTRIES)[number], number>> = {
  NL: 40,
  US: 30,
  GB: 22,
  DE: 22,
  FR: 22,
  BE: 18,
  IT: 14,
  ES: 14,
  CA: 14,
  AT: 10,
  CH: 10,
  IE: 10,
  PL: 10,
  AU: 10,
  NZ: 8,
  DK: 8,
  FI: 8,
  NO: 8,
  SE: 10,
};
export const DEMO_COUNTRIES: string[] = [...SITE_COUNTRIES];

export const currencyByCountry: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  PL: 'PLN',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  DK: 'DKK',
  NO: 'NOK',
  SE: 'SEK',
};
/** What one message costs at least, in the country's currency (the spec leaves the values open). */
const messageCostByCurrency: Readonly<Record<string, number>> = {
  EUR: 1.49,
  USD: 1.59,
  GBP: 1.29,
  CAD: 1.99,
  PLN: 6.49,
  AUD: 2.29,
  NZD: 2.49,
  CHF: 1.49,
  DKK: 10.99,
  NOK: 16.99,
  SEK: 16.99,
};

export const DEMO_COMPANY: NewCompany = {
  name: 'Amora Media B.V.',
  address: 'Herengracht 420',
  kvk: '81234567',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: JSON.stringify(['Amora', 'Amora Dating']),
  vat_numbers: JSON.stringify(['NL862345678B01']),
  support_phone: '+31 20-123 45 67',
  delete_discount: 50,
  added: '2024-03-15T09:00:00.000Z',
};

/** The demo site "Amora": general niche, open sign-up, English and French. */
export function demoSiteSettings(domain: string, companyId: number): StoredSettings {
  return {
    // What every new site starts with (site:create too), then the demo site's own.
    ...NEW_SITE_DEFAULTS,
    name: 'Amora',
    domain_language: 'en-US',
    description: 'Amora: meet singles near you, chat, like and match.',
    index_title: 'Amora – dating and chat for adults',
    niche: 1,
    signups: 'all',
    push_public_key: null,
    minimum_message_costs: Object.fromEntries(
      DEMO_COUNTRIES.map((country) => {
        const currency = currencyByCountry[country] ?? 'EUR';
        return [country, { costs: messageCostByCurrency[currency] ?? 1.49, currency }];
      }),
    ),
    support_phone: '+31 20 123 45 67',
    support_email: 'support@amora.test',
    localeDomains: { en: domain, fr: domain },
    texts: {
      fr: {
        description:
          'Amora : rencontrez des célibataires près de chez vous, discutez, likez et matchez.',
        index_title: 'Amora – rencontres et chat pour adultes',
        fictional_singular: 'profil fictif',
        fictional_plural: 'profils fictifs',
      },
    },
    countries: DEMO_COUNTRIES,
    company_id: companyId,
    mail_name: 'Amora',
    languages: ['en', 'fr'],
  };
}
