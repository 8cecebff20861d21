import type { LandingData } from '@app/shared/contracts';
import type { Campaign } from '../campaign';

/** What every lander design is given: its campaign and the landing data asked for it. */
export interface TemplateProps {
  campaign: Campaign;
  data: LandingData;
}

/** Tiles in a grid of 2 (phone), 3 and 4 columns. */
export const GRID_SIZES = '(min-width: 992px) 25vw, (min-width: 576px) 33vw, 50vw';
