import { api } from '@app/shared';
import type { Complaint, ComplaintResponse } from '@app/shared/contracts';

export const complaintsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/complaints.php: a complaint to customer service. */
    fileComplaint: build.mutation<ComplaintResponse, Complaint>({
      query: (body) => ({ url: 'complaints.php', method: 'POST', body }),
    }),
  }),
});

export const { useFileComplaintMutation } = complaintsApi;
