import { api } from '@app/shared';
import type {
  MemberCard,
  SignupCheck,
  SignupMatchesResponse,
  SignupSuggestionResponse,
} from '@app/shared/contracts';

/** Sign-up calls only this remote makes (the sign-up itself is in @app/shared: it logs in). */
export const signupApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/signup-check.php: would sign-up accept these account details? */
    checkSignup: build.mutation<void, SignupCheck>({
      query: (body) => ({ url: 'signup-check.php', method: 'POST', body }),
    }),
    /** GET /api/signup-suggestion.php: who the first message goes to. */
    getSignupSuggestion: build.query<SignupSuggestionResponse['profile'], number | null>({
      query: (profile) => ({
        url: 'signup-suggestion.php',
        params: profile === null ? {} : { profile },
      }),
      transformResponse: (response: SignupSuggestionResponse) => response.profile,
    }),
    /** GET /api/signup-matches.php: members to write to first, right after sign-up. */
    getSignupMatches: build.query<MemberCard[], void>({
      query: () => 'signup-matches.php',
      transformResponse: (response: SignupMatchesResponse) => response.results,
    }),
  }),
});

export const { useCheckSignupMutation, useGetSignupSuggestionQuery, useGetSignupMatchesQuery } =
  signupApi;
