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
    ...(memberId !== undefined ? { member: memberId } : {}),
    ...(campaign.template === 'map' ? { map: '1' as const } : {}),
  };
}
