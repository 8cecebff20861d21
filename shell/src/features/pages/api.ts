import { api } from '@app/shared';
import type { SitePage } from '@app/shared/contracts';

export const sitePagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/page.php?page=: a static page in the reader's language. */
    getSitePage: build.query<SitePage, { name: string; language: string }>({
      query: ({ name }) => `page.php?${new URLSearchParams({ page: name })}`,
      transformResponse: (response: { page: SitePage }) => response.page,
    }),
  }),
});

export const { useGetSitePageQuery } = sitePagesApi;
