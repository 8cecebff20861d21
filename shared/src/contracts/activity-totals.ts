import type { ChatsResponse, LikesResponse } from './activity';

// Spec §2/§3 totals, counted the same way by the page (badges, title) and by the server (the
// installed app's badge in a push). Plain functions on the wire types: no zod in the client.

/** Unread messages over every listed conversation. */
export function unreadMessagesTotal(chats: ChatsResponse['chats'] | undefined): number {
  return (chats ?? []).reduce((sum, chat) => sum + chat.num_unread_messages, 0);
}

/** Likes received and not seen yet. */
export function newLikesTotal(likes: Pick<LikesResponse, 'liked_by'> | undefined): number {
  return (likes?.liked_by ?? []).filter((like) => like.like_new).length;
}
