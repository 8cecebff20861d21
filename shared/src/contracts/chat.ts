import { z } from 'zod';
import {
  ICEBREAKER_KEYS,
  MESSAGES_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  REPORT_REMARKS_MAX_LENGTH,
  reportReasons,
} from './values';

/** One message of a conversation, as its reader sees it. */
export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  from_me: z.boolean(),
  text: z.string(),
  /** ISO 8601 timestamp. */
  sent_at: z.string(),
  /** The sender's own id for it (only on one's own messages): matches an optimistic entry. */
  client_id: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** A client id: random, made by the sending browser once per message (a retry reuses it). */
const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected 8 to 64 letters, digits, - or _');

/**
 * `POST /api/messages.php` (header `Idempotency-Key`): to an existing `conversation`, or to a
 * `profile` (opening a conversation if there is none). A repeat with the same `client_id`
 * answers the first message and charges nothing more.
 */
export const sendMessageSchema = z
  .strictObject({
    conversation: z.number().int().positive().optional(),
    profile: z.number().int().positive().optional(),
    text: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH),
    client_id: clientId,
  })
  .refine((body) => (body.conversation === undefined) !== (body.profile === undefined), {
    message: 'Send to a conversation or to a profile, not both',
    path: ['conversation'],
  });
export type SendMessage = z.input<typeof sendMessageSchema>;
export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  /** The sender's balance after the message. */
  credits: z.number().int(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** `GET /api/messages.php?conversation=&before=`: a page of messages, oldest first. */
export const messagesQuerySchema = z.object({
  conversation: z.coerce.number().int().positive(),
  /** Only messages older than this id (the first one of the page shown): scrolling up. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});
export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema),
  /** Older messages exist before the first one. */
  has_more: z.boolean(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** `PUT /api/chat.php`: read up to a message (the unread count drops everywhere). */
export const chatReadSchema = z.strictObject({
  conversation: z.number().int().positive(),
  read_up_to: z.number().int().positive(),
});
/** `DELETE /api/chat.php` (spec §7): take the conversation off the member's list. */
export const chatRemoveSchema = z.strictObject({ conversation: z.number().int().positive() });

/** `POST /api/block.php` and `DELETE /api/block.php` (unblock): the other member. */
export const blockSchema = z.strictObject({ profile: z.number().int().positive() });
/** `GET /api/block.php`: whom the member blocked. */
export const blocksResponseSchema = z.object({ blocked: z.array(z.number().int()) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/** `POST /api/report.php`: a member reported for moderation (other needs remarks). */
export const reportSchema = z.strictObject({
  profile: z.number().int().positive(),
  reason: z.enum(reportReasons),
  remarks: z.string().trim().max(REPORT_REMARKS_MAX_LENGTH).optional(),
});
export type Report = z.input<typeof reportSchema>;

/** `GET /api/icebreakers.php`: pickup lines for an empty conversation, as keys to translate. */
export const icebreakersResponseSchema = z.object({
  icebreakers: z.array(z.enum(ICEBREAKER_KEYS)),
});
export type IcebreakersResponse = z.infer<typeof icebreakersResponseSchema>;
