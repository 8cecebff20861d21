import type { genders, sexualities } from './values';

type Gender = (typeof genders)[number];
type Sexuality = (typeof sexualities)[number];

/**
 * The genders a member looks for, as their gender and sexuality imply: search starts from them,
 * the swipe game deals them. Bi members, and members who have not said, look for everyone.
 */
export function soughtGenders(gender: Gender | null, sexuality: Sexuality | null): Gender[] {
  const both: Gender[] = ['male', 'female'];
  switch (sexuality) {
    case 'gay':
      return ['male'];
    case 'lesbian':
      return ['female'];
    case 'hetero':
      if (gender === 'male') return ['female'];
      if (gender === 'female') return ['male'];
      return both;
    default:
      return both;
  }
}
