import { api } from '../api/api-slice';
import type {
  OwnPhoto,
  OwnProfile,
  OwnProfileResponse,
  PhotoUploadResponse,
  PhotosResponse,
  ProfileUpdate,
} from '../contracts/profile';

/**
 * The member's own profile and photos: the sign-up steps fill them in, the profile and settings
 * pages edit them later, so the endpoints live here once.
 */
export const profileApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/profile.php: the own profile as it is edited (ids, every photo). */
    getOwnProfile: build.query<OwnProfile, void>({
      query: () => 'profile.php',
      transformResponse: (response: OwnProfileResponse) => response.profile,
      providesTags: ['OwnProfile'],
    }),
    /** PUT /api/profile.php: change the fields sent. */
    updateProfile: build.mutation<OwnProfile, ProfileUpdate>({
      query: (body) => ({ url: 'profile.php', method: 'PUT', body }),
      transformResponse: (response: OwnProfileResponse) => response.profile,
      // The answer is the new profile: no second request to read it back.
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getOwnProfile', undefined, data));
        } catch {
          // A failed save changes nothing; the caller shows the error.
        }
      },
      invalidatesTags: ['User'],
    }),
    /** POST /api/photos.php: one photo file (multipart); the server re-encodes it. */
    uploadPhoto: build.mutation<OwnPhoto, File>({
      query: (file) => {
        const body = new FormData();
        body.append('photo', file);
        return { url: 'photos.php', method: 'POST', body };
      },
      transformResponse: (response: PhotoUploadResponse) => response.photo,
      // The main image in the header and the own profile's photo list change.
      invalidatesTags: ['User', 'OwnProfile'],
    }),
    /** DELETE /api/photos.php?id=: answers the photos left. */
    deletePhoto: build.mutation<OwnPhoto[], number>({
      query: (id) => ({ url: 'photos.php', method: 'DELETE', params: { id } }),
      transformResponse: (response: PhotosResponse) => response.photos,
      invalidatesTags: ['User', 'OwnProfile'],
    }),
  }),
});
