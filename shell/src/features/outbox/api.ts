import { api } from '@app/shared';
import type { OutboxResponse } from '@app/shared/contracts';

export const outboxApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/outbox.php: the mails and texts the embedded defaults kept (404 if none is). */
    getOutbox: build.query<OutboxResponse, void>({
      query: () => 'outbox.php',
    }),
  }),
});

export const { useGetOutboxQuery } = outboxApi;
