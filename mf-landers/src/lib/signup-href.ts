import { paths } from '@app/shared/paths';

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

/**
 * Where a lander's call to action leads: sign-up, for the featured member when there is one,
 * with the tracking data of the lander's own link carried along, so a visitor whose page never
 * ran its JavaScript still signs up with their source.
 */
export function signupHref(search: string, memberId?: number): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  const path = memberId === undefined ? paths.signup : `/members/${memberId}/signup`;
  return query ? `${path}?${query}` : path;
}
