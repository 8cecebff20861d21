import type { LandingQueryInput } from '@app/shared/contracts';

/** The landing's members: three in its opening, eight in the grid below. */
export const INDEX_LANDING_QUERY: LandingQueryInput = { count: 11 };
