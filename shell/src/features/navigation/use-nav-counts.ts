import { newLikesTotal, unreadMessagesTotal } from '@app/shared/utils';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { useGetChatsQuery, useGetLikesQuery } from '@app/shared/bindings';

/** Unread messages and new likes for the badges and the page title (logged-in members only). */
export function useNavCounts() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: chats } = useGetChatsQuery(undefined, { skip: !loggedIn });
  const { data: likes } = useGetLikesQuery(undefined, { skip: !loggedIn });
  return {
    unreadMessages: loggedIn ? unreadMessagesTotal(chats) : 0,
    newLikes: loggedIn ? newLikesTotal(likes) : 0,
  };
}
