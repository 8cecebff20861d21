import { z } from 'zod';

export { errorCodes, type ErrorCode } from './values';

/** The body of every non-2xx API answer: `{ error: { code, message, params? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
