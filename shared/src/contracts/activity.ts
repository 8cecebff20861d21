import { z } from 'zod';
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
  }),
  num_unread_messages: z.number().int().min(0),
  last_message: z
    .object({
      text: z.string(),
      sent_at: z.string(),
      from_me: z.boolean(),
      /** What the message carried besides text (the list says "Gift", "Photo", "GIF"). */
      attachment_type: z.enum(['gift', 'photo', 'gif']).nullable(),
    })
    .nullable(),
});
export const chatsResponseSchema = z.object({ chats: z.array(chatSummarySchema) });

/** §7 GET /api/likes.php: profiles the member liked, and who liked the member. */
export const likedProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
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

export type ChatSummary = z.infer<typeof chatSummarySchema>;
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;
export type LikedProfile = z.infer<typeof likedProfileSchema>;
export type LikedBy = z.infer<typeof likedBySchema>;
export type LikesResponse = z.infer<typeof likesResponseSchema>;
