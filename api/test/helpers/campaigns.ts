import type { CampaignCreate } from '@app/shared/contracts';

let made = 0;
/** A campaign as the Campaigns screen sends it, under a path of its own. */
export function campaignInput(overrides: Partial<CampaignCreate> = {}): CampaignCreate {
  made += 1;
  return {
    slug: `spring-${made}`,
    template: 'gallery',
    texts: {
      en: { headline: '{{count}} {{who}} near you', lead: 'Say hello today.', cta: 'Join now' },
      fr: { headline: '{{count}} {{who}} près de vous', lead: 'Dites bonjour!', cta: 'Venez' },
    },
    featured: { count: 8, gender: 'female' },
    partner: null,
    tracking: { network: 'spring-ads', sub1: '' },
    ...overrides,
  };
}
