import { createSlice } from '@reduxjs/toolkit';
import type { Settings } from '../contracts/settings';

export interface SiteState {
  /** The site's settings for this domain, inlined in the page by the server (spec §7). */
  settings: Settings | null;
}

const initialState: SiteState = { settings: null };

export const siteSlice = createSlice({
  name: 'site',
  initialState,
  reducers: {},
  selectors: {
    selectSettings: (state) => state.settings,
  },
});

export const { selectSettings } = siteSlice.selectors;
