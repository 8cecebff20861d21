import type { LandingQueryInput } from '@app/shared/contracts';
import type { Campaign } from './campaign';

/** The landing data a campaign's page asks the server for. */
export function landingQueryFor(campaign: Campaign, memberId?: number): LandingQueryInput {
  const { featured } = campaign;
  return {
    ...(featured.count !== undefined ? { count: featured.count } : {}),
    ...(featured.gender ? { gender: featured.gender } : {}),
    ...(featured.min_age !== undefined ? { min_age: featured.min_age } : {}),
    ...(featured.max_age !== undefined ? { max_age: featured.max_age } : {}),
    ...(featured.country ? { country: featured.country } : {}),
    ...(featured.niche !== undefined ? { niche: featured.niche } : {}),
    // The member a member landing's path names, else the one its campaign is about.
    ...((memberId ?? featured.member) !== undefined ? { member: memberId ?? featured.member } : {}),
    ...(campaign.template === 'map' ? { map: '1' as const } : {}),
  };
}
