/**
 * Campaign landers this remote knows (spec §2 routes). Resolved by name at run time: adding a
 * name here and deploying mf-landers publishes a new lander, with no shell release.
 */
export const LANDER_NAMES = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export type LanderName = (typeof LANDER_NAMES)[number];

export function isLanderName(name: string | undefined): name is LanderName {
  return !!name && (LANDER_NAMES as readonly string[]).includes(name);
}
