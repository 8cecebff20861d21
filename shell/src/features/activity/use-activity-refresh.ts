import { useEffect } from 'react';
import {
  api,
  authApi,
  REFRESH_INTERVAL_MS,
  REFRESH_INTERVAL_PUSH_MS,
  REFRESH_START_DELAY_MS,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@app/shared';

/**
 * §9: for a logged-in member, the user (credits, status) and the chats and likes behind the
 * badges are refreshed from 5 s after mount, every 60 s, or every 300 s when push messages keep
 * them current. Real-time events, when they come, make this a fallback.
 */
export function useActivityRefresh(pushSubscribed = false) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!loggedIn) return;
    const refresh = () => {
      dispatch(
        authApi.endpoints.getUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      dispatch(api.util.invalidateTags(['Chats', 'Likes']));
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(
        refresh,
        pushSubscribed ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS,
      );
    }, REFRESH_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [loggedIn, pushSubscribed, dispatch]);
}
