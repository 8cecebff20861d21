import { api } from '@app/shared';
import { GEOLOCATION_MAX_AGE_MS } from '@app/shared/values';
import type {
  GeocodeResponse,
  Geolocation,
  MemberCard,
  SignupCheck,
  SignupMatchesResponse,
  SignupSuggestionQuery,
  SignupSuggestionResponse,
  CampaignTracking,
} from '@app/shared/contracts';

/** Sign-up calls only this remote makes (the sign-up itself is in @app/shared: it logs in). */
export const signupApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/signup-check.php: would sign-up accept these account details? */
    checkSignup: build.mutation<void, SignupCheck>({
      query: (body) => ({ url: 'signup-check.php', method: 'POST', body }),
    }),
    /**
     * GET /api/signup-suggestion.php: who the first message goes to: the featured profile, or
     * someone of the gender sought (`seeking`; absent: anyone) about the visitor's `age`.
     */
    getSignupSuggestion: build.query<
      SignupSuggestionResponse['profile'],
      { profile: number | null } & Omit<SignupSuggestionQuery, 'profile'>
    >({
      query: ({ profile, ...sought }) => ({
        url: 'signup-suggestion.php',
        params: profile === null ? sought : { profile },
      }),
      transformResponse: (response: SignupSuggestionResponse) => response.profile,
    }),
    /** GET /api/signup-matches.php: members to write to first, right after sign-up. */
    getSignupMatches: build.query<MemberCard[], void>({
      query: () => 'signup-matches.php',
      transformResponse: (response: SignupMatchesResponse) => response.results,
    }),
    /** POST /api/signup-start.php: the form was opened coming from a lander (its figures). */
    countSignupStart: build.mutation<void, { campaign: string; tracking: CampaignTracking }>({
      query: (body) => ({ url: 'signup-start.php', method: 'POST', body }),
    }),
    /** GET /api/geocode.php: where a position is; null when no town is near (§7). */
    geocode: build.query<Geolocation | null, { lat: number; lon: number }>({
      query: (position) => ({ url: 'geocode.php', params: position }),
      transformResponse: (response: GeocodeResponse) => response.location,
      keepUnusedDataFor: GEOLOCATION_MAX_AGE_MS / 1000,
    }),
  }),
});

export const {
  useCheckSignupMutation,
  useCountSignupStartMutation,
  useGetSignupSuggestionQuery,
  useGetSignupMatchesQuery,
  useLazyGeocodeQuery,
} = signupApi;
