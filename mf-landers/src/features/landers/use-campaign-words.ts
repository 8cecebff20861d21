import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LandingData } from '@app/shared/contracts';
import { MEMBERS_COUNT_CAP } from '@app/shared/values';
import { useLanderEnv, type LanderSite } from '../../components/lander-env';
import { NAMESPACE } from '../../i18n-namespace';
import { countText, fill } from '../../lib/fill';
import type { Campaign } from './campaign';

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A campaign's words in the visitor's language, filled in: `who` is the site's niche (women,
 * men, mature women…), `name`/`age`/`city` the lander's leading member. Pure, so the server
 * names the page by it too.
 */
export function campaignWords(
  campaign: Campaign,
  data: LandingData,
  {
    t,
    language,
    site,
  }: { t: TFunction; language: string; site: Pick<LanderSite, 'name' | 'niche'> },
) {
  const who = t(`${NAMESPACE}:niche.${site.niche}`, {
    defaultValue: t(`${NAMESPACE}:niche.1`),
  });
  const lead = data.member ?? data.featured[0];
  const values = {
    who,
    site: site.name,
    count: data.featured.length,
    near: countText(data.near_you, MEMBERS_COUNT_CAP, language),
    online: countText(data.online_now, MEMBERS_COUNT_CAP, language),
    country: data.country
      ? t(`common:country.${data.country}`, { defaultValue: data.country })
      : '',
    name: lead?.name ?? '',
    age: lead?.age ?? '',
    city: lead?.city ?? '',
  };
  const texts = campaign.texts(language);
  return {
    who,
    headline: upperFirst(fill(texts.headline, values)),
    lead: fill(texts.lead, values),
    cta: fill(texts.cta, values),
  };
}

export type CampaignWords = ReturnType<typeof campaignWords>;

export function useCampaignWords(campaign: Campaign, data: LandingData): CampaignWords {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const { site } = useLanderEnv();
  return campaignWords(campaign, data, { t, language: i18n.language, site });
}
