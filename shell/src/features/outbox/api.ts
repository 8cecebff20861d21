import { api } from '@app/shared';
import type { OutboxMail, OutboxResponse } from '@app/shared/contracts';

export const outboxApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/outbox.php: the mails the embedded default kept (404 with SMTP). */
    getOutbox: build.query<OutboxMail[], void>({
      query: () => 'outbox.php',
      transformResponse: (response: OutboxResponse) => response.mails,
    }),
  }),
});

export const { useGetOutboxQuery } = outboxApi;
