import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { useServerEventsQuery } from '@app/shared/bindings';

/**
 * Keeps the member's data current while logged in: subscribes to the server-events door of
 * @app/shared, which applies live events and runs the spec's periodic refresh as the fallback
 * (§9: the user, chats and likes from 5 s after mount, every 60 s, or 300 s with push).
 */
export function useActivityRefresh(pushSubscribed = false) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useServerEventsQuery({ pushSubscribed }, { skip: !loggedIn });
}
