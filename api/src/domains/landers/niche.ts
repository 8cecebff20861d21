import { niches } from '@app/shared/contracts';

/** Who a site of each niche features on its landing and landers (spec §1 niches 1–7). */
export interface NicheAudience {
  genders: readonly ('male' | 'female')[];
  minAge?: number;
  maxAge?: number;
  bodyTypes?: readonly ('slim' | 'normal' | 'fat')[];
  sexualities?: readonly ('hetero' | 'gay' | 'lesbian' | 'bi')[];
}

const WOMEN = ['female'] as const;

export const NICHE_AUDIENCE: Readonly<Record<number, NicheAudience>> = {
  [niches.general]: { genders: ['female', 'male'] },
  [niches.she]: { genders: WOMEN },
  [niches.bdsm]: { genders: ['female', 'male'] },
  [niches.bbw]: { genders: WOMEN, bodyTypes: ['fat'] },
  [niches.gilf]: { genders: WOMEN, minAge: 60 },
  [niches.milf]: { genders: WOMEN, minAge: 35, maxAge: 55 },
  [niches.gay]: { genders: ['male'], sexualities: ['gay', 'bi'] },
};

export function nicheAudience(niche: number): NicheAudience {
  return NICHE_AUDIENCE[niche] ?? NICHE_AUDIENCE[niches.general]!;
}
