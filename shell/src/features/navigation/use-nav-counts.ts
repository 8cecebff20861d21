import { newLikesTotal, unreadMessagesTotal } from '@app/shared/utils';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import {
  useGetChatsQuery,
  useGetLikesQuery,
  useGetMessageRequestCountQuery,
} from '@app/shared/bindings';

/**
 * Unread messages and new likes for the badges and the page title (logged-in members only). A
 * message request waiting counts as an unread message: it is one, kept apart until accepted.
 */
export function useNavCounts() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: chats } = useGetChatsQuery(undefined, { skip: !loggedIn });
  const { data: likes } = useGetLikesQuery(undefined, { skip: !loggedIn });
  const { data: requestsWaiting = 0 } = useGetMessageRequestCountQuery(undefined, {
    skip: !loggedIn,
  });
  return {
    unreadMessages: loggedIn ? unreadMessagesTotal(chats) + requestsWaiting : 0,
    newLikes: loggedIn ? newLikesTotal(likes) : 0,
  };
}
