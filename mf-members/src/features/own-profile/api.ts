import { api } from '@app/shared';
import type {
  OwnPhoto,
  PhotosResponse,
  VerificationAttempt,
  VerificationResponse,
} from '@app/shared/contracts';

export const ownProfileApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** PUT /api/photos.php: this photo becomes the main one; answers the photos, main first. */
    setMainPhoto: build.mutation<OwnPhoto[], number>({
      query: (id) => ({ url: 'photos.php', method: 'PUT', body: { id } }),
      transformResponse: (response: PhotosResponse) => response.photos,
      invalidatesTags: ['User', 'OwnProfile'],
    }),
    /** GET /api/verification.php: verified or not, and the latest attempt (issue 29 §3). */
    getVerification: build.query<VerificationResponse, void>({
      query: () => 'verification.php',
      providesTags: ['Verification'],
    }),
    /** POST /api/verification.php: a new attempt, with the challenge to follow. */
    startVerification: build.mutation<VerificationAttempt, void>({
      query: () => ({ url: 'verification.php', method: 'POST' }),
      transformResponse: (response: { attempt: VerificationAttempt }) => response.attempt,
    }),
    /** PUT /api/verification.php?id=: the frames recorded while the member followed it. */
    sendVerificationFrames: build.mutation<VerificationAttempt, { id: number; frames: Blob[] }>({
      query: ({ id, frames }) => {
        const body = new FormData();
        frames.forEach((frame, index) => body.append('frame', frame, `frame-${index}.jpg`));
        return { url: 'verification.php', method: 'PUT', params: { id }, body };
      },
      transformResponse: (response: { attempt: VerificationAttempt }) => response.attempt,
      invalidatesTags: ['Verification'],
    }),
  }),
});

export const {
  useSetMainPhotoMutation,
  useGetVerificationQuery,
  useStartVerificationMutation,
  useSendVerificationFramesMutation,
} = ownProfileApi;
