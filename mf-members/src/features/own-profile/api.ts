import { api } from '@app/shared';
import type { OwnPhoto, PhotosResponse } from '@app/shared/contracts';

export const ownProfileApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** PUT /api/photos.php: this photo becomes the main one; answers the photos, main first. */
    setMainPhoto: build.mutation<OwnPhoto[], number>({
      query: (id) => ({ url: 'photos.php', method: 'PUT', body: { id } }),
      transformResponse: (response: PhotosResponse) => response.photos,
      invalidatesTags: ['User', 'OwnProfile'],
    }),
  }),
});

export const { useSetMainPhotoMutation } = ownProfileApi;
