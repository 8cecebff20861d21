import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  enablePush,
  selectIsLoggedIn,
  selectSettings,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@app/shared';
import {
  selectPush,
  useGetChatsQuery,
  useGetLikesQuery,
  type PushState,
} from '@app/shared/bindings';
import { pushStatus } from '@app/shared/utils';
import type { ChatsResponse, LikesResponse, User } from '@app/shared/contracts';
import { isDismissed } from '@app/shared/site-chrome';
import { alertAllowedOn, ALERT_DISMISSALS } from './alert-rules';
import { DismissibleAlert } from './dismissible-alert';

export const PUSH_DISMISSAL = ALERT_DISMISSALS.push;

/**
 * Spec §4: push possible (capable, not subscribed, not denied) for a logged-in member, not
 * dismissed, not on a quiet page — and earned (issue 49 §7). Kept while subscribing, so its
 * progress and errors show.
 */
export function needsPushAlert(
  user: User | null,
  push: Pick<PushState, 'isCapable' | 'isSubscribed' | 'permission' | 'busy'>,
  pathname: string,
  earned: boolean,
): boolean {
  return (
    user !== null &&
    (earned || push.busy) &&
    (pushStatus(push) === 'unsubscribed' || push.busy) &&
    alertAllowedOn('push', pathname) &&
    !isDismissed(PUSH_DISMISSAL)
  );
}

/**
 * Issue 49 §7: notifications are offered once they would tell the member something — a match, a
 * message received, or a first message sent (an answer to wait for) — never to a member who has
 * only just arrived.
 */
export function pushEarned(
  chats: ChatsResponse['chats'] | undefined,
  likes: LikesResponse | undefined,
): boolean {
  return (likes?.matches.length ?? 0) > 0 || (chats ?? []).some((chat) => chat.last_message);
}

/** Whether the member has earned the offer (the navigation's badges read the same lists). */
function usePushEarned(): boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: chats } = useGetChatsQuery(undefined, { skip: !loggedIn });
  const { data: likes } = useGetLikesQuery(undefined, { skip: !loggedIn });
  return pushEarned(chats, likes);
}

/**
 * Whether this page offers notifications: the offer applies now, and already did when the page
 * was first shown. What the browser and the member's lists tell arrives after the first paint;
 * an offer that appeared then would push the page down under the reader (a layout shift, issue
 * 49 §7), so it waits for the next page, shown with it.
 */
export function usePushOffer(): boolean {
  const user = useAppSelector(selectUser);
  const push = useAppSelector(selectPush);
  const publicKey = useAppSelector(selectSettings)?.push_public_key ?? null;
  const location = useLocation();
  const earned = usePushEarned();
  const now = publicKey !== null && needsPushAlert(user, push, location.pathname, earned);
  // Per page, not per location: a search writing its filters into the address (a replace)
  // is still the page shown.
  const atFirstPaint = useRef<{ page: string; offered: boolean } | null>(null);
  if (atFirstPaint.current?.page !== location.pathname)
    atFirstPaint.current = { page: location.pathname, offered: now };
  // Kept while subscribing, so its progress and errors show.
  return now && (atFirstPaint.current.offered || push.busy);
}

/**
 * "Get notified of new messages and likes", with the button that turns push on: in the page's
 * flow under the navigation, never over what the member reads (issue 49 §7).
 */
export function PushAlert() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const push = useAppSelector(selectPush);
  const publicKey = useAppSelector(selectSettings)?.push_public_key ?? null;
  const offered = usePushOffer();
  if (publicKey === null || !offered) return null;
  return (
    <DismissibleAlert
      variant="success"
      label={t('push_alert.label')}
      text={t('push_alert.text')}
      action={{
        label: t('push_alert.enable'),
        busy: push.busy,
        onClick: () => void dispatch(enablePush(publicKey)),
      }}
      error={push.failure === 'failed' ? t('push_alert.failed') : null}
      dismissalKey={PUSH_DISMISSAL}
    />
  );
}
