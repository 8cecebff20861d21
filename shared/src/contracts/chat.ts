import { z } from 'zod';
import {
  GIFS_PAGE_SIZE,
  GIFT_IDS,
  GIF_QUERY_MAX_LENGTH,
  HIDDEN_WORDS_MAX,
  HIDDEN_WORD_MAX_LENGTH,
  ICEBREAKER_KEYS,
  MESSAGES_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  REPORT_REMARKS_MAX_LENGTH,
  errorCodes,
  reportReasons,
} from './values';
import { imageSchema, languageSchema } from './user';

/** A GIF as the GIF search offers it (the bundled catalogue or GIPHY). */
export const gifSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The animated image shown in the conversation. */
  url: z.string(),
  /** A smaller one for the picker's grid. */
  preview_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Gif = z.infer<typeof gifSchema>;

/** What a message carries besides text: a gift, a photo or a GIF (spec §2 chat). */
export const messageAttachmentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('gift'), gift: z.enum(GIFT_IDS), image: z.string() }),
  z.object({
    type: z.literal('photo'),
    /** File names relative to the site's cdn_prefix, like profile photos. */
    filename: z.string(),
    thumb_filename: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /**
     * Issue 29 §2: the photo may contain nudity (its score was above the site's threshold, or it
     * could not be checked): its recipient sees `blur_filename` until they choose to view it.
     */
    sensitive: z.boolean().optional(),
    blur_filename: z.string().optional(),
  }),
  gifSchema.extend({ type: z.literal('gif') }),
]);
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** One message of a conversation, as its reader sees it. */
export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  from_me: z.boolean(),
  /** Empty when the message is only a gift, a photo or a GIF. */
  text: z.string(),
  attachment: messageAttachmentSchema.nullable(),
  /** ISO 8601 timestamp. */
  sent_at: z.string(),
  /** The sender's own id for it (only on one's own messages): matches an optimistic entry. */
  client_id: z.string().nullable(),
  /**
   * The language it was written in (the sender's language when they sent it): the text's `lang`
   * for the reader's browser and screen reader. Null for messages stored before it was kept.
   */
  lang: z.string().nullable(),
  /**
   * Issue 29 §1: sent although its writer was asked "Are you sure?" — its recipient is asked
   * "Does this bother you?". Absent otherwise.
   */
  unkind: z.literal(true).optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** A client id: random, made by the sending browser once per message (a retry reuses it). */
const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected 8 to 64 letters, digits, - or _');

/**
 * `POST /api/messages.php` (header `Idempotency-Key`): to an existing `conversation`, or to a
 * `profile` (opening a conversation if there is none); one of `text`, `gift`, `photo` (an
 * uploaded chat photo's id) or `gif` (an id the GIF search offered). A repeat with the same
 * `client_id` answers the first message and charges nothing more.
 */
export const sendMessageSchema = z
  .strictObject({
    conversation: z.number().int().positive().optional(),
    profile: z.number().int().positive().optional(),
    text: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH).optional(),
    gift: z.enum(GIFT_IDS).optional(),
    photo: z.number().int().positive().optional(),
    gif: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    client_id: clientId,
    /** Issue 29 §1: sent after "Are you sure?" (the server asked, the writer confirmed). */
    unkind_confirmed: z.literal(true).optional(),
  })
  .refine((body) => (body.conversation === undefined) !== (body.profile === undefined), {
    message: 'Send to a conversation or to a profile, not both',
    path: ['conversation'],
  })
  .refine(
    (body) =>
      [body.text, body.gift, body.photo, body.gif].filter((part) => part !== undefined).length ===
      1,
    { message: 'Send one of text, gift, photo or gif', path: ['text'] },
  );
export type SendMessage = z.input<typeof sendMessageSchema>;
export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  /** The sender's balance after the message. */
  credits: z.number().int(),
  /**
   * Issue 29 §1: the message opened a request — its credits are held, not taken, until the other
   * member accepts it.
   */
  request_pending: z.boolean(),
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
  /**
   * Older messages exist but the site no longer shows them (its chat_history_days): spec §8
   * "Chat history: older messages no longer visible."
   */
  history_limited: z.boolean(),
  /** The other member has read up to this message of the conversation (read receipts). */
  other_read_up_to: z.number().int().nullable(),
  /**
   * Issue 29 §1: the conversation's first message is a request not accepted (yet): its state,
   * and whether the reader sent it (they wait) or got it (they accept, decline or block).
   */
  request: z
    .object({
      status: z.enum(['pending', 'declined', 'expired']),
      from_me: z.boolean(),
      /**
       * Issue 49 §1: when the sender's first message reaches the other member, held meanwhile
       * by the site's quarantine of new accounts (told to the sender only; null otherwise).
       */
      held_until: z.string().nullable(),
    })
    .nullable(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** `PUT /api/chat.php`: read up to a message (the unread count drops everywhere). */
export const chatReadSchema = z.strictObject({
  conversation: z.number().int().positive(),
  read_up_to: z.number().int().positive(),
});
/** `DELETE /api/chat.php` (spec §7): take the conversation off the member's list. */
export const chatRemoveSchema = z.strictObject({ conversation: z.number().int().positive() });
/** `POST /api/typing.php`: the member is typing in this conversation (a passing signal). */
export const typingSchema = z.strictObject({ conversation: z.number().int().positive() });
export type TypingSignal = z.infer<typeof typingSchema>;

/** `POST /api/block.php` and `DELETE /api/block.php` (unblock): the other member. */
export const blockSchema = z.strictObject({ profile: z.number().int().positive() });
/**
 * `GET /api/block.php`: whom the member blocked (ids, oldest first), and who they are, for the
 * blocked list in the settings (issue 25 §2).
 */
export const blocksResponseSchema = z.object({
  blocked: z.array(z.number().int()),
  members: z.array(
    z.object({ id: z.number().int(), name: z.string(), main_image: imageSchema.nullable() }),
  ),
});
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/** `POST /api/report.php`: a member reported for moderation (other needs remarks). */
export const reportSchema = z
  .strictObject({
    profile: z.number().int().positive(),
    reason: z.enum(reportReasons, { error: errorCodes.report_reason_required }),
    remarks: z.string().trim().max(REPORT_REMARKS_MAX_LENGTH).optional(),
  })
  // "Other" needs a few words (spec §4).
  .refine((request) => request.reason !== 'other' || !!request.remarks, {
    path: ['remarks'],
    error: errorCodes.remarks_required,
  });
export type Report = z.input<typeof reportSchema>;

/** `GET /api/icebreakers.php`: pickup lines for an empty conversation, as keys to translate. */
export const icebreakersResponseSchema = z.object({
  icebreakers: z.array(z.enum(ICEBREAKER_KEYS)),
});
export type IcebreakersResponse = z.infer<typeof icebreakersResponseSchema>;

/** `GET /api/gifts.php`: the gift catalogue with the site's price (gift_credits). */
export const giftSchema = z.object({
  id: z.enum(GIFT_IDS),
  image: z.string(),
  credits: z.number().int(),
});
export const giftsResponseSchema = z.object({ gifts: z.array(giftSchema) });
export type Gift = z.infer<typeof giftSchema>;
export type GiftsResponse = z.infer<typeof giftsResponseSchema>;

/** `GET /api/gifs.php?q=`: GIFs for a search (empty: popular ones), in the member's language. */
export const gifsQuerySchema = z.object({
  q: z.string().trim().max(GIF_QUERY_MAX_LENGTH).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(GIFS_PAGE_SIZE),
  /**
   * The language the member reads the page in (issue 49 §14: "bisou" found nothing on a French
   * page of an account kept in English); absent: the account's.
   */
  lang: languageSchema.optional(),
});
export const gifsResponseSchema = z.object({
  gifs: z.array(gifSchema),
  /** Who the GIFs come from: GIPHY's terms ask for its attribution next to them. */
  source: z.enum(['bundled', 'giphy']),
});
export type GifsResponse = z.infer<typeof gifsResponseSchema>;

/**
 * `POST /api/chat-photos.php` (multipart, one image): a photo ready to send in a message.
 * `GET /api/chat-photos.php?id=` answers it again, to learn how its check went (issue 29 §2):
 * until `checked`, it is being screened for nudity; then `sensitive` says whether it will
 * arrive blurred.
 */
export const chatPhotoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  checked: z.boolean(),
  sensitive: z.boolean(),
});
export const chatPhotoQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const chatPhotoResponseSchema = z.object({ photo: chatPhotoSchema });
export type ChatPhoto = z.infer<typeof chatPhotoSchema>;
export type ChatPhotoResponse = z.infer<typeof chatPhotoResponseSchema>;

/**
 * `GET /api/photo-links.php?message=` (a message's photo, for a member of its conversation) or
 * `?photo=` (one's own chat photo, before sending it): short-lived signed links (issue 29 §4),
 * the only way a chat photo is served.
 */
export const photoLinksQuerySchema = z
  .object({
    message: z.coerce.number().int().positive().optional(),
    photo: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => (q.message === undefined) !== (q.photo === undefined), {
    message: 'Name a message or a photo.',
  });
export const photoLinksSchema = z.object({
  url: z.string(),
  thumb_url: z.string(),
  /** The blurred copy of a photo that may contain nudity; null when it has none. */
  blur_url: z.string().nullable(),
  /** When the links stop working: ask again before. */
  expires_at: z.string(),
});
export type PhotoLinks = z.infer<typeof photoLinksSchema>;
/** `GET /api/photo.php?t=`: the file a signed link names. */
export const photoFileQuerySchema = z.object({ t: z.string().min(1).max(1000) });

/**
 * `GET /api/chat-allowance.php` (issue 25 §2): how many conversations a free member may still
 * start (FREE_CONVERSATIONS in all), said before the rule is hit; null for premium members, who
 * may start any number.
 */
export const chatAllowanceResponseSchema = z.object({
  free_conversations_left: z.number().int().min(0).nullable(),
});
export type ChatAllowanceResponse = z.infer<typeof chatAllowanceResponseSchema>;

/** Issue 29 §1 `GET|PUT /api/hidden-words.php`: words and emojis the member never wants to see. */
export const hiddenWordsSchema = z.strictObject({
  words: z.array(z.string().trim().min(1).max(HIDDEN_WORD_MAX_LENGTH)).max(HIDDEN_WORDS_MAX),
});
export type HiddenWords = z.infer<typeof hiddenWordsSchema>;

/**
 * Issue 29 §1 `GET /api/hidden-messages.php`: messages (and requests) with a hidden word, newest
 * first — kept, never deleted; the member may still read them, and move one back.
 */
export const hiddenMessageSchema = z.object({
  message: messageSchema,
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    main_image: imageSchema.nullable(),
  }),
  /** It opened a request still waiting: the member may accept or decline it from here. */
  request: z.boolean(),
});
export const hiddenMessagesResponseSchema = z.object({ messages: z.array(hiddenMessageSchema) });
export type HiddenMessage = z.infer<typeof hiddenMessageSchema>;
export type HiddenMessagesResponse = z.infer<typeof hiddenMessagesResponseSchema>;
/** `PUT /api/hidden-messages.php`: show a hidden message where it was sent after all. */
export const unhideMessageSchema = z.strictObject({ message: z.number().int().positive() });
/** The photo's bytes (WebP), for the OpenAPI description. */
export const photoFileSchema = z.string().describe('image/webp');
