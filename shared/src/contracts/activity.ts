import { z } from 'zod';
import { memberCardSchema } from './members';
import { imageSchema } from './user';

/** §3 Chat state / §7 GET /api/chats.php: one entry per conversation. */
export const chatSummarySchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    main_image: imageSchema.nullable(),
    /** The member left and was erased: the client shows "Deleted member", name is empty. */
    deleted: z.boolean(),
    /** Issue 29 §3: their photos were verified. */
    verified: z.boolean(),
  }),
  num_unread_messages: z.number().int().min(0),
  /**
   * Issue 29 §1, the sender's view of a conversation their first message opened as a request:
   * still waiting for the other member, or not accepted (declined, or expired unanswered; its
   * credits went back). Null for every other conversation, and once accepted.
   */
  request_status: z.enum(['pending', 'declined', 'expired']).nullable(),
  last_message: z
    .object({
      /** The message's id: a live event for it, or an older one, is already counted. */
      id: z.number().int(),
      text: z.string(),
      sent_at: z.string(),
      from_me: z.boolean(),
      /** What the message carried besides text (the list says "Gift", "Photo", "GIF"). */
      attachment_type: z.enum(['gift', 'photo', 'gif']).nullable(),
      /** The language it was written in (see the message's `lang`). */
      lang: z.string().nullable(),
    })
    .nullable(),
});
export const chatsResponseSchema = z.object({ chats: z.array(chatSummarySchema) });

/** §7 GET /api/likes.php: profiles the member liked, and who liked the member. */
export const likedProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Issue 25 §1: likes and matches cards say who, as search cards do. */
  age: z.number().int(),
  city: z.string().nullable(),
  main_image: imageSchema.nullable(),
});
export const likedBySchema = likedProfileSchema.extend({ like_new: z.boolean() });
export const likesResponseSchema = z.object({
  /** Sent: the members this member liked. */
  profiles: z.array(likedProfileSchema),
  /** Received, each new until seen. */
  liked_by: z.array(likedBySchema),
  /** Mutual likes, newest match first. */
  matches: z.array(likedProfileSchema),
});

/** `POST /api/like.php`, `DELETE /api/like.php` and `PUT /api/likes.php`: a member's profile id. */
export const likeBodySchema = z.object({ id: z.number().int().positive() });
/** Whether the member now likes them, and whether the two match (a mutual like). */
export const likeResponseSchema = z.object({ liked: z.boolean(), match: z.boolean() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/**
 * §3 Profile (match modal), §7 `GET /api/auto-like.php`: a member who just liked this one, with
 * the square `match` size of their main photo (a path under cdn_prefix). Null when nobody is
 * left to like them.
 */
export const autoLikeResponseSchema = z.object({
  profile: z
    .object({
      id: z.number().int(),
      name: z.string(),
      main_image: z.object({ match: z.string() }),
    })
    .nullable(),
});
export type AutoLikeResponse = z.infer<typeof autoLikeResponseSchema>;
export type MatchModalProfile = NonNullable<AutoLikeResponse['profile']>;

/** The swipe game's day (spec §6): likes left today, and when the member's next day starts. */
export const swipeDaySchema = z.object({
  likes_left: z.number().int().min(0),
  /** ISO 8601: the member's next local midnight. */
  resets_at: z.string(),
});
/** `GET /api/swipe.php`: the next profiles to swipe, with the day's likes left. */
export const swipeStackResponseSchema = swipeDaySchema.extend({
  profiles: z.array(memberCardSchema),
});
export type SwipeStackResponse = z.infer<typeof swipeStackResponseSchema>;
/** `POST /api/swipe.php`: like (`like: true`) or pass a profile of the stack. */
export const swipeBodySchema = z.object({ id: z.number().int().positive(), like: z.boolean() });
export type SwipeBody = z.infer<typeof swipeBodySchema>;
export const swipeResponseSchema = swipeDaySchema.extend({
  liked: z.boolean(),
  match: z.boolean(),
});
export type SwipeResponse = z.infer<typeof swipeResponseSchema>;

export type ChatSummary = z.infer<typeof chatSummarySchema>;
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;
export type LikedProfile = z.infer<typeof likedProfileSchema>;
export type LikedBy = z.infer<typeof likedBySchema>;
export type LikesResponse = z.infer<typeof likesResponseSchema>;
