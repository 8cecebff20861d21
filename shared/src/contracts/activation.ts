import { z } from 'zod';

/** `GET /api/activate.php?token=`: the link in the mail; it redirects to /activate/done. */
export const activationLinkQuerySchema = z.object({ token: z.string().max(200).optional() });

/** `PUT /api/activate.php`: the page confirms the address with the link's token. */
export const activationSchema = z.object({ token: z.string().min(1).max(200) });
export type Activation = z.infer<typeof activationSchema>;

/** `POST /api/activation-mail.php`: send the confirmation mail again (no body). */
export const activationMailRequestSchema = z.object({}).optional();

/** Both answer `{ ok: true }`. */
export const activationResponseSchema = z.object({ ok: z.literal(true) });
