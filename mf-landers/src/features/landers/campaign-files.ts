/// <reference types="@rspack/core/module" />
import type { CampaignFile } from './campaign';

/**
 * Every lander marketing ships: one JSON file each in `mf-landers/campaigns/`, listed by the
 * bundler when the remote is built. Adding a file and deploying this remote publishes a lander;
 * nothing else changes.
 */
const files = import.meta.webpackContext('../../../campaigns', {
  recursive: false,
  regExp: /\.json$/,
});

export const campaignFiles: CampaignFile[] = files.keys().map((key) => files(key) as CampaignFile);
