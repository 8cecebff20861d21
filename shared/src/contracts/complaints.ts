import { z } from 'zod';
import {
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  COMPLAINT_DESCRIPTION_MIN_LENGTH,
  COMPLAINT_SUBJECTS,
} from './values';

/**
 * `POST /api/complaints.php`: a complaint to the site's customer service. A member may name one
 * of their conversations or a member it is about; a visitor gives the address to answer to.
 */
export const complaintSchema = z.strictObject({
  subject: z.enum(COMPLAINT_SUBJECTS),
  description: z
    .string()
    .trim()
    .min(COMPLAINT_DESCRIPTION_MIN_LENGTH)
    .max(COMPLAINT_DESCRIPTION_MAX_LENGTH),
  conversation_id: z.number().int().positive().optional(),
  member_id: z.number().int().positive().optional(),
  /** Visitors only (a member is answered at their account's address). */
  email: z.string().trim().toLowerCase().email().max(254).optional(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintResponseSchema = z.object({
  /** The complaint's number, for the member to quote. */
  reference: z.number().int(),
  /** Where the answer goes. */
  email: z.string(),
});
export type ComplaintResponse = z.infer<typeof complaintResponseSchema>;
