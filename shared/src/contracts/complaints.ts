import { z } from 'zod';
import {
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  COMPLAINT_DESCRIPTION_MIN_LENGTH,
  COMPLAINT_SUBJECTS,
  errorCodes,
} from './values';

const answerAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: errorCodes.complaint_email_invalid }));

/**
 * `POST /api/complaints.php`: a complaint to the site's customer service. A member may name one
 * of their conversations or a member it is about; a visitor gives the address to answer to.
 */
export const complaintSchema = z.strictObject({
  subject: z.enum(COMPLAINT_SUBJECTS, { error: errorCodes.complaint_subject_required }),
  description: z
    .string()
    .trim()
    .min(COMPLAINT_DESCRIPTION_MIN_LENGTH, { error: errorCodes.complaint_description_short })
    .max(COMPLAINT_DESCRIPTION_MAX_LENGTH),
  conversation_id: z.number().int().positive().optional(),
  member_id: z.number().int().positive().optional(),
  /** Visitors only (a member is answered at their account's address). */
  email: answerAddress.optional(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** The form's checked fields: a member is answered at their account's address, a visitor needs one. */
export function complaintFormSchema(visitor: boolean) {
  const email: z.ZodType<string | undefined, string | undefined> = visitor
    ? answerAddress
    : z.string().optional();
  return complaintSchema.pick({ subject: true, description: true }).extend({ email });
}

export const complaintResponseSchema = z.object({
  /** The complaint's number, for the member to quote. */
  reference: z.number().int(),
  /** Where the answer goes. */
  email: z.string(),
});
export type ComplaintResponse = z.infer<typeof complaintResponseSchema>;
