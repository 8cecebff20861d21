import { api } from '../api/api-slice';
import type {
  Company,
  CompanyResponse,
  InterestsResponse,
  RegionsResponse,
} from '../contracts/site-data';
import type { TownSuggestion, TownsResponse } from '../contracts/profile';

/** Reference data that changes with a deploy, not a session: §7 "loaded once and cached". */
const ONE_DAY_S = 24 * 60 * 60;

export const siteDataApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** §7 GET /api/regions.php: a country's regions and what the country calls them. */
    getRegions: build.query<RegionsResponse, string>({
      query: (country) => ({ url: 'regions.php', params: { country } }),
      keepUnusedDataFor: ONE_DAY_S,
    }),
    /** §7 GET /api/interests.php: the interests a member can pick, as keys. */
    getInterests: build.query<string[], void>({
      query: () => 'interests.php',
      transformResponse: (response: InterestsResponse) => response.interests.map((i) => i.key),
      keepUnusedDataFor: ONE_DAY_S,
    }),
    /** §7 GET /api/companyinfo.php: the company behind the site (footer, deletion offer). */
    getCompany: build.query<Company, void>({
      query: () => 'companyinfo.php',
      transformResponse: (response: CompanyResponse) => response.company,
      keepUnusedDataFor: ONE_DAY_S,
    }),
    /**
     * GET /api/towns.php: the country's towns starting with what the member typed (issue 49
     * §13), for the town field of sign-up and of the profile.
     */
    getTowns: build.query<TownSuggestion[], { country: string; q: string }>({
      query: (params) => ({ url: 'towns.php', params }),
      transformResponse: (response: TownsResponse) => response.towns,
      keepUnusedDataFor: 5 * 60,
    }),
  }),
});
