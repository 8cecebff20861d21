import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  api,
  applyServerEvent,
  checkPush,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@app/shared';
import { isServiceWorkerMessage, type ServiceWorkerMessage } from '@app/shared/utils';
import { NEW_PUSH_MESSAGE } from '@app/shared/values';
import { pushMessageReceived } from '@app/shared/bindings';

/**
 * The page's side of push (spec §4): reads the browser's push state (and, once a member is
 * logged in, stores the browser's subscription for them), and follows what the service worker
 * posts: a pushed message updates the last message and reloads chats and likes; a click on a
 * notification goes to its check URL when logged in, otherwise to its open URL.
 */
export function usePushMessages() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const loggedInNow = useRef(loggedIn);
  loggedInNow.current = loggedIn;

  useEffect(() => {
    void dispatch(checkPush({ save: loggedIn }));
  }, [dispatch, loggedIn]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (isServiceWorkerMessage(event.data)) handle(event.data);
    };
    const handle = (message: ServiceWorkerMessage) => {
      if (message.type === NEW_PUSH_MESSAGE) {
        dispatch(pushMessageReceived(message.payload));
        const pushed = message.payload.message;
        if (pushed)
          dispatch(
            applyServerEvent({
              type: 'message',
              conversationId: pushed.conversation_id,
              message: pushed,
            }),
          );
        dispatch(api.util.invalidateTags(['Chats', 'Likes', 'MessageRequests']));
        return;
      }
      void navigate(loggedInNow.current ? message.check_url : message.open_url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [dispatch, navigate]);
}
