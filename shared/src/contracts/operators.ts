import { z } from 'zod';
import { messageAttachmentSchema } from './chat';
import { memberProfileSchema } from './members';
import { GIFT_IDS, MESSAGE_MAX_LENGTH } from './values';

/**
 * Operators (issue 28 §3): staff who answer, as the site's operated profiles, the members who
 * write to them — under `/api/backoffice/operator/`. They see conversations with operated
 * profiles only, never one member writing to another.
 */

/** A private note about a member, kept for the next operator: this long at most. */
export const OPERATOR_NOTE_MAX_LENGTH = 1000;

export const operatorQueueSchema = z.object({
  /** This staff member is answering now (the demo responder stands aside meanwhile). */
  on_duty: z.boolean(),
  figures: z.object({
    /** Conversations whose member waits for an answer. */
    waiting: z.number().int(),
    /** How long the member who waits longest has waited; null when nobody waits. */
    oldest_seconds: z.number().int().nullable(),
    /** Median wait of the answers of the last 24 hours; null without any. */
    median_answer_seconds: z.number().int().nullable(),
    /** Answers per operator in the last hour, most first. */
    answers_last_hour: z.array(z.object({ staff_email: z.string(), answers: z.number().int() })),
  }),
  /** Oldest wait first. */
  conversations: z.array(
    z.object({
      conversation_id: z.number().int(),
      member: z.object({ id: z.number().int(), name: z.string() }),
      profile: z.object({ id: z.number().int(), name: z.string() }),
      /** The member's first message since the profile last answered. */
      waiting_since: z.string(),
      /** Their last message's text (empty when it was only a gift, a photo or a GIF). */
      last_text: z.string(),
      /** Who holds it now (taken and not answered yet), or null. */
      held_by: z.string().nullable(),
      held_by_me: z.boolean(),
      /** The operators assigned to the profile (issue 48 §1); empty: any operator answers it. */
      assigned_to: z.array(z.string()),
    }),
  ),
});
export type OperatorQueue = z.infer<typeof operatorQueueSchema>;

export const operatorConversationSchema = z.object({
  conversation_id: z.number().int(),
  /** Until when this operator holds it; null when they do not (someone else, or nobody). */
  held_until: z.string().nullable(),
  /** Another operator holds it: their address. */
  held_by_other: z.string().nullable(),
  /** Photos are `cdn_prefix` + file name. */
  cdn_prefix: z.string(),
  /** The member as the operated profile sees them. */
  member: memberProfileSchema,
  /** The operated profile, with every photo it can send. */
  profile: memberProfileSchema.extend({
    /** `thumb_url`: a signed link to the small size (issue 29 §4; absent for the main photo). */
    photos: z.array(
      z.object({
        id: z.number().int(),
        thumb_filename: z.string(),
        thumb_url: z.string().optional(),
      }),
    ),
  }),
  /** The conversation's last messages, oldest first. */
  messages: z.array(
    z.object({
      id: z.number().int(),
      from: z.enum(['member', 'profile']),
      text: z.string(),
      attachment: messageAttachmentSchema.nullable(),
      sent_at: z.string(),
    }),
  ),
  /** Notes about the member, newest first. */
  notes: z.array(
    z.object({
      id: z.number().int(),
      body: z.string(),
      staff_email: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type OperatorConversation = z.infer<typeof operatorConversationSchema>;

export const operatorHoldSchema = z.object({ held_until: z.string() });

export const operatorDutySchema = z.strictObject({ on: z.boolean() });

export const operatorNoteSchema = z.strictObject({
  body: z.string().trim().min(1).max(OPERATOR_NOTE_MAX_LENGTH),
});

/** An answer as the operated profile: a text, one of its photos, or a gift (one of them). */
export const operatorAnswerSchema = z
  .strictObject({
    text: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH).optional(),
    /** The id of one of the operated profile's own photos. */
    photo: z.number().int().positive().optional(),
    gift: z.enum(GIFT_IDS).optional(),
    /** Made once per answer by the screen: a resend is stored once. */
    client_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .refine(
    (answer) =>
      [answer.text, answer.photo, answer.gift].filter((part) => part !== undefined).length === 1,
    { message: 'One of text, photo or gift' },
  );
export type OperatorAnswer = z.infer<typeof operatorAnswerSchema>;

export const operatorAnsweredSchema = z.object({ message_id: z.number().int() });
