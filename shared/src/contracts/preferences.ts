import type { genders, sexualities } from './values';

type Gender = (typeof genders)[number];
type Sexuality = (typeof sexualities)[number];

/** The answers to "Who would you like to meet?" (issue 25 §2, kept since issue 49 §2). */
export const seekingChoices = ['female', 'male', 'any'] as const;
export type Seeking = (typeof seekingChoices)[number];

/**
 * The genders a member looks for: what they said they would like to meet when they said it
 * (sign-up's first question, the profile's "Who would you like to meet?"), else what their gender
 * and sexuality imply. Search starts from them, the swipe game deals them. Bi members, and
 * members who have said nothing, look for everyone.
 */
export function soughtGenders(
  gender: Gender | null,
  sexuality: Sexuality | null,
  seeking: Seeking | null = null,
): Gender[] {
  const both: Gender[] = ['male', 'female'];
  if (seeking === 'any') return both;
  if (seeking !== null) return [seeking];
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
