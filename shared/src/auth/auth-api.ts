import { api } from '../api/api-slice';
import type { SignupRequest } from '../contracts/signup';
import type { LoginRequest, User, UserResponse } from '../contracts/user';

export const authApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** §7 GET /api/user.php: the current member, or null for a visitor. */
    getUser: build.query<User | null, void>({
      query: () => 'user.php',
      transformResponse: (response: UserResponse) => response.user,
      providesTags: ['User'],
    }),
    /** §7 POST /api/user.php: credentials in, the member in `user`. */
    login: build.mutation<User, LoginRequest>({
      query: (credentials) => ({ url: 'user.php', method: 'POST', body: credentials }),
      transformResponse: (response: { user: User }) => response.user,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Whatever was cached belonged to the visitor: start from a clean slate.
        if (await queryFulfilled.then(Boolean, () => false)) dispatch(api.util.resetApiState());
      },
    }),
    /** POST /api/second-factor.php: a login's code (TOTP or recovery), the member in `user`. */
    giveSecondFactor: build.mutation<User, { code: string }>({
      query: (body) => ({ url: 'second-factor.php', method: 'POST', body }),
      transformResponse: (response: { user: User }) => response.user,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(Boolean, () => false)) dispatch(api.util.resetApiState());
      },
    }),
    /** POST /api/passkey-options.php: what the browser's WebAuthn call needs. */
    passkeyOptions: build.mutation<Record<string, unknown>, { purpose: 'login' | 'register' }>({
      query: (body) => ({ url: 'passkey-options.php', method: 'POST', body }),
    }),
    /** POST /api/passkey-login.php: the browser's signature, the member in `user`. */
    passkeyLogin: build.mutation<User, { response: unknown }>({
      query: (body) => ({ url: 'passkey-login.php', method: 'POST', body }),
      transformResponse: (response: { user: User }) => response.user,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(Boolean, () => false)) dispatch(api.util.resetApiState());
      },
    }),
    /** POST /api/signup.php: the draft in, the new member in `user`, logged in like a login. */
    signup: build.mutation<User, SignupRequest>({
      query: (draft) => ({ url: 'signup.php', method: 'POST', body: draft }),
      transformResponse: (response: { user: User }) => response.user,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(Boolean, () => false)) dispatch(api.util.resetApiState());
      },
    }),
    /** §7 GET /api/logout.php. */
    logout: build.mutation<void, void>({
      query: () => ({ url: 'logout.php', method: 'GET' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(api.util.resetApiState());
      },
    }),
    /** §7 PUT /api/user.php {language}: failures are ignored by the caller. */
    saveLanguage: build.mutation<User, { language: string }>({
      query: (body) => ({ url: 'user.php', method: 'PUT', body }),
      transformResponse: (response: { user: User }) => response.user,
    }),
  }),
});
