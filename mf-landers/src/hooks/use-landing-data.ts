import { api } from '@app/shared';
import type { LandingData, LandingQueryInput } from '@app/shared/contracts';

/** `GET /api/landing.php` for the landing and landers shown inside the app. */
export const landingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getLanding: build.query<LandingData, LandingQueryInput>({
      query: (params) => ({ url: 'landing.php', params }),
      providesTags: ['Members'],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetLandingQuery } = landingApi;
