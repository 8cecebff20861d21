import { z } from 'zod';

/**
 * A member's sessions (issue 29 §4): every browser or app where they are logged in, with the
 * device, the coarse place and when it was last used; any can be ended from the list.
 */
export const memberSessionSchema = z.object({
  id: z.number().int(),
  /** "Chrome 131 on Windows"; null when the browser said nothing. */
  device: z.string().nullable(),
  /** The country the session began in; null when unknown. */
  country: z.string().nullable(),
  created_at: z.string(),
  last_seen: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** `GET /api/sessions.php`: the most recently used first. */
export const memberSessionsSchema = z.object({ sessions: z.array(memberSessionSchema) });
export type MemberSessions = z.infer<typeof memberSessionsSchema>;

/**
 * `DELETE /api/sessions.php?id=` ends one session (the current one too: that is logging out);
 * `?others=1` ends every session but the current one ("log out everywhere else").
 */
export const sessionsDeleteQuerySchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    others: z.enum(['1']).optional(),
  })
  .refine((q) => (q.id === undefined) !== (q.others === undefined), {
    message: 'Name one session (id) or all the others (others=1).',
  });

export const sessionsEndedSchema = z.object({ ended: z.number().int() });
