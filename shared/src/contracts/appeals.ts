import { z } from 'zod';
import { errorCodes } from './values';

/** The shortest and longest appeal a suspended or banned member writes (issue 48 §2). */
export const APPEAL_MIN_LENGTH = 20;
export const APPEAL_MAX_LENGTH = 2000;
/** How long the appeal link given with a sanction at login works, in days. */
export const APPEAL_LINK_DAYS = 30;

/**
 * `POST /api/appeal.php`: a sanctioned member appeals, with the link their login answer gave
 * (they have no session: the sanction ended it). One appeal per sanction.
 */
export const appealSchema = z.strictObject({
  token: z.string().min(20).max(1000),
  body: z
    .string()
    .trim()
    .min(APPEAL_MIN_LENGTH, { error: errorCodes.appeal_too_short })
    .max(APPEAL_MAX_LENGTH),
});
export type Appeal = z.infer<typeof appealSchema>;
export const appealResponseSchema = z.object({ reference: z.number().int() });

export const appealStatuses = ['open', 'accepted', 'refused'] as const;
/** `GET /api/backoffice/appeals?status=`: the moderators' queue, oldest first. */
export const appealQueueQuerySchema = z.object({
  status: z.enum(appealStatuses).default('open'),
});
export const appealQueueSchema = z.object({
  appeals: z.array(
    z.object({
      id: z.number().int(),
      user_id: z.number().int(),
      name: z.string(),
      email: z.string(),
      language: z.string(),
      body: z.string(),
      status: z.enum(appealStatuses),
      created_at: z.string(),
      sanction: z.object({
        kind: z.string(),
        reason: z.string(),
        until: z.string().nullable(),
        created_at: z.string(),
      }),
      answer: z.string().nullable(),
      answered_at: z.string().nullable(),
    }),
  ),
  open: z.number().int(),
});
export type AppealQueue = z.infer<typeof appealQueueSchema>;
/** `POST /api/backoffice/appeals/:id/answer`: accepted lifts the sanction; both are mailed. */
export const appealAnswerSchema = z.strictObject({
  decision: z.enum(['accepted', 'refused']),
  answer: z.string().trim().min(1).max(APPEAL_MAX_LENGTH),
});
