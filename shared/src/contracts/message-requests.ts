import { z } from 'zod';
import { MESSAGE_REQUEST_STATUSES, WHO_MAY_WRITE } from './values';
import { messageSchema } from './chat';
import { imageSchema } from './user';

/**
 * Issue 29 §1 `GET /api/message-requests.php`: first messages from members the recipient has not
 * matched with, waiting for their consent, newest first — who wrote (their card) and what.
 */
export const messageRequestSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int(),
    city: z.string().nullable(),
    main_image: imageSchema.nullable(),
    /** Their photos were verified (issue 29 §3). */
    verified: z.boolean(),
  }),
  /** The first message, as its recipient reads it. */
  message: messageSchema,
  /** When it lapses unanswered (its credits then go back to the sender). */
  expires_at: z.string(),
});
export type MessageRequest = z.infer<typeof messageRequestSchema>;

export const messageRequestsResponseSchema = z.object({
  requests: z.array(messageRequestSchema),
  /** The member's own choice of who may write to them directly. */
  who_may_write: z.enum(WHO_MAY_WRITE),
});
export type MessageRequestsResponse = z.infer<typeof messageRequestsResponseSchema>;

/**
 * `GET /api/message-request-count.php`: how many requests wait for the member — the Messages
 * badge, the page title and the app's icon count them with the unread messages, on every page.
 */
export const messageRequestCountSchema = z.object({ waiting: z.number().int().min(0) });
export type MessageRequestCount = z.infer<typeof messageRequestCountSchema>;

/** `PUT /api/message-requests.php`: the recipient accepts or declines a request. */
export const messageRequestDecisionSchema = z.strictObject({
  conversation: z.number().int().positive(),
  decision: z.enum(['accept', 'decline']),
});
export type MessageRequestDecision = z.infer<typeof messageRequestDecisionSchema>;
/** The request's state after the decision (a repeat answers the state the first one left). */
export const messageRequestDecisionResponseSchema = z.object({
  status: z.enum(MESSAGE_REQUEST_STATUSES),
});

/**
 * `PUT /api/who-may-write.php`: whom the member lets write to them directly, and whether they
 * take new accounts' first messages at once instead of after the site's quarantine.
 */
export const whoMayWriteSchema = z
  .strictObject({
    who_may_write: z.enum(WHO_MAY_WRITE).optional(),
    new_accounts_at_once: z.boolean().optional(),
  })
  .refine((body) => body.who_may_write !== undefined || body.new_accounts_at_once !== undefined, {
    message: 'Give who_may_write or new_accounts_at_once',
  });
export type WhoMayWriteRequest = z.infer<typeof whoMayWriteSchema>;
