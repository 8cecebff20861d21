import type { CampaignTracking } from '@app/shared/contracts';
import { trackingFields } from '@app/shared/values';
import { paths } from '@app/shared/paths';
import { trackingFromQuery } from '@app/shared/tracking-query';

/** The query parameters that carry a visit's tracking data (spec §3, with their aliases). */
const TRACKING_PARAMS = [
  'network',
  'ref',
  'sub1',
  'sub2',
  'sub3',
  'sub',
  'aff_sub',
  'aff_sub1',
  'aff_sub2',
  'aff_sub3',
];

/** The campaign a call to action comes from: its name and the source it gives visitors. */
export interface SignupCampaign {
  name: string;
  tracking: CampaignTracking;
}

/**
 * The tracking a lander's calls to action carry: the visitor's own (spec §3, with its aliases),
 * the campaign's defaults for what the visitor came without, and the campaign's name (its
 * figures count the sign-up).
 */
export function landerTracking(search: string, campaign?: SignupCampaign): URLSearchParams {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  if (campaign) {
    const own = trackingFromQuery(kept.toString());
    for (const field of trackingFields) {
      const given = campaign.tracking[field];
      if (own[field] === undefined && given) kept.set(field, given);
    }
    kept.set('campaign', campaign.name);
  }
  return kept;
}

/**
 * Where a lander's call to action leads: sign-up, for the featured member when there is one,
 * with the tracking data of the lander's own link carried along, so a visitor whose page never
 * ran its JavaScript still signs up with their source.
 */
export function signupHref(search: string, memberId?: number, campaign?: SignupCampaign): string {
  const query = landerTracking(search, campaign).toString();
  const path = memberId === undefined ? paths.signup : `/members/${memberId}/signup`;
  return query ? `${path}?${query}` : path;
}
