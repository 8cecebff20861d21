import type {
  CampaignFeatured as SharedCampaignFeatured,
  CampaignTracking,
  LanderTemplate,
} from '@app/shared/contracts';
import type { Language } from '@app/shared/language';
import { isPartner, type Partner } from '../../lib/partner';

/** The lander designs this remote ships; a campaign picks one (the list is the API's too). */
export { LANDER_TEMPLATES as TEMPLATES } from '@app/shared/values';
export type Template = LanderTemplate;

/** The words a campaign puts on its page; `{{who}}`, `{{site}}`, `{{name}}`… are filled in. */
export interface CampaignTexts {
  headline: string;
  lead: string;
  cta: string;
}

/** Who a campaign features, within the site's niche (the landing data's query). */
export type CampaignFeatured = SharedCampaignFeatured;

interface CampaignVariant {
  featured?: CampaignFeatured;
  texts: Partial<Record<Language, Partial<CampaignTexts>>>;
  partner?: Partner;
}

/** One file of `campaigns/`: a lander (its name is its path) with its campaign variants. */
export interface CampaignFile {
  name: string;
  template: Template;
  featured?: CampaignFeatured;
  texts: Record<Language, CampaignTexts>;
  partner?: Partner;
  /** The source a visitor without their own gets (a published campaign's tracking defaults). */
  tracking?: CampaignTracking;
  variants?: Record<string, CampaignVariant>;
}

/** A lander with the variant its slug chose (or its default). */
export interface Campaign {
  name: string;
  template: Template;
  /** The variant's slug; null for the lander's default. */
  slug: string | null;
  featured: CampaignFeatured;
  partner: Partner | null;
  tracking: CampaignTracking;
  texts(language: string): CampaignTexts;
}

/**
 * The lander's campaign for a slug. An unknown slug (a typo in an ad, a campaign that ended)
 * falls back to the lander's default rather than a dead page.
 */
export function campaignFor(file: CampaignFile, slug: string | undefined): Campaign {
  const variantSlug = slug !== undefined && file.variants?.[slug] ? slug : null;
  const variant = variantSlug === null ? undefined : file.variants![variantSlug];
  return {
    name: file.name,
    template: file.template,
    slug: variantSlug,
    featured: { ...file.featured, ...variant?.featured },
    // A partner that is not https (or has no sane countdown) is left out, not followed.
    partner: [variant?.partner, file.partner].find(isPartner) ?? null,
    tracking: file.tracking ?? {},
    texts: (language) => {
      const lang = (language in file.texts ? language : 'en') as Language;
      return { ...file.texts[lang], ...variant?.texts[lang] } as CampaignTexts;
    },
  };
}
