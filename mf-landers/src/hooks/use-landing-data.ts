import { api } from '@app/shared';
import type { LandingData, LandingQueryInput, LanderCampaign } from '@app/shared/contracts';

/** `GET /api/landing.php` for the landing and landers shown inside the app. */
export const landingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getLanding: build.query<LandingData, LandingQueryInput>({
      query: (params) => ({ url: 'landing.php', params }),
      providesTags: ['Members'],
      keepUnusedDataFor: 300,
    }),
    // A campaign marketing published at `/landers/{name}` (issue 28 §1); 404 when none is live.
    getLanderCampaign: build.query<LanderCampaign, string>({
      query: (name) => ({ url: 'lander-campaign.php', params: { name } }),
    }),
  }),
});

export const { useGetLandingQuery, useGetLanderCampaignQuery } = landingApi;
