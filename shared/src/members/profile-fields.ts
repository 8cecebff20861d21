import type { Settings } from '../contracts/settings';

/**
 * Whether profiles on this site show `field` (settings.visible_profile_fields): profiles show
 * it and the profile page asks it. A site that lists none shows every field.
 */
export function profileFieldShown(settings: Settings | null | undefined, field: string): boolean {
  const visible = settings?.visible_profile_fields;
  return !visible || visible.length === 0 || visible.includes(field);
}
