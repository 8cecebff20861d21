import {
  newLikesTotal,
  unreadMessagesTotal,
  type Message,
  type PushPayload,
  type PushSubscribeRequest,
  type User,
} from '@app/shared/contracts';
import { loginPathFor, paths } from '@app/shared/paths';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { countWaitingRequests } from '../chat/message-requests';
import { listChats } from '../chat/service';
import * as events from '../events/service';
import { listLikes } from '../likes/service';
import * as repo from './repository';
import { sendPush, type VapidKeys } from './sender';
import { glance, pushTexts } from './texts';

/** Events a push is about; the others (credits, reads, payments) only update open pages. */
const PUSHED_TYPES = new Set(['message', 'message_request', 'like', 'match']);
/** Events read per pass; a member away for long gets pushes for the newest ones only. */
const EVENTS_PER_PASS = 50;
/** At most this many notifications per wake-up: a burst is shown, not a flood. */
export const PUSHES_PER_PASS = 3;

/**
 * Whether the server may send to this endpoint: an origin on the PUSH_SERVICES list (a
 * subscription names the URL the server will call, so anything else could aim it at a host of
 * the subscriber's choosing).
 */
export function isAllowedPushService(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return services.some((service) => {
    const [scheme, host] = service.split('://');
    if (!scheme || !host || `${scheme}:` !== url.protocol) return false;
    if (host.startsWith('*.')) return url.port === '' && url.hostname.endsWith(host.slice(1));
    return url.host === host;
  });
}

export async function subscribe(
  db: Db,
  session: { id: number; userId: number },
  { subscription }: PushSubscribeRequest,
  services: readonly string[],
  now = new Date(),
): Promise<void> {
  if (!isAllowedPushService(subscription.endpoint, services))
    throw new HttpError(422, 'push_service_not_allowed', 'This push service is not accepted.');
  // Pushes start with what happens from now on, not with the member's past events: also when
  // they come back (logged in again, push turned on again) after news nobody was pushed. With
  // another browser still subscribed, the cursor is that browser's and stays.
  const lastEvent = await events.lastEventId(db, session.userId);
  const subscribed = await repo.subscriptionsOf(db, session.userId, now.toISOString());
  if (subscribed.some((row) => row.endpoint !== subscription.endpoint))
    await repo.insertCursor(db, session.userId, lastEvent);
  else await repo.moveCursorForward(db, session.userId, lastEvent);
  await repo.upsertSubscription(db, {
    user_id: session.userId,
    session_id: session.id,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    created_at: now.toISOString(),
  });
}

export function unsubscribe(db: Db, userId: number, endpoint: string): Promise<boolean> {
  return repo.deleteSubscription(db, userId, endpoint);
}

export interface PushDeps {
  db: Db;
  vapid: VapidKeys;
  subject: string;
  isConnected(userId: number): Promise<boolean>;
  /** The public URL of a stored photo (the site's cdn_prefix + file name). */
  photoUrl(filename: string): Promise<string>;
  warn(message: string, error?: unknown): void;
}

interface StoredEvent {
  type: string;
  payload: unknown;
}

/**
 * After a member's events committed: claims the ones not yet considered (the cursor moves by
 * compare-and-swap, so of several nodes woken for them one goes on) and, unless the member has
 * an event stream open somewhere, sends a push for each new message, like and match they did
 * not switch off, to each of their browsers. Subscriptions the push service calls gone are
 * removed. Returns the number of pushes sent, or null when the member has no subscription.
 */
export async function pushNewEvents(
  deps: PushDeps,
  userId: number,
  now = new Date(),
): Promise<number | null> {
  const { db } = deps;
  const subscriptions = await repo.subscriptionsOf(db, userId, now.toISOString());
  if (subscriptions.length === 0) return null;
  const from = await repo.findCursor(db, userId);
  if (from === null) return 0;
  const rows = await events.eventsAfter(db, userId, from, EVENTS_PER_PASS);
  if (rows.length === 0) return 0;
  if (!(await repo.advanceCursor(db, userId, from, Number(rows.at(-1)!.id)))) return 0;
  const pushed = rows
    .filter((row) => PUSHED_TYPES.has(row.type))
    .map((row): StoredEvent => ({ type: row.type, payload: JSON.parse(row.payload) }));
  if (pushed.length === 0) return 0;
  // A member with the site open sees it live: no notification on top.
  const connected = await deps.isConnected(userId).catch(() => false);
  if (connected) return 0;
  const payloads = await notificationsFor(deps, userId, pushed);
  let sent = 0;
  for (const payload of payloads.slice(-PUSHES_PER_PASS)) {
    const body = JSON.stringify(payload);
    for (const subscription of subscriptions) {
      const { outcome, error } = await sendPush(
        { endpoint: subscription.endpoint, keys: subscription },
        body,
        deps,
      );
      if (outcome === 'sent') sent += 1;
      else if (outcome === 'gone') await repo.deleteSubscriptionById(db, subscription.id);
      else deps.warn(`push to ${new URL(subscription.endpoint).host} failed`, error);
    }
  }
  return sent;
}

/** The notifications for these events, in the member's language, without the kinds they switched off. */
async function notificationsFor(
  deps: PushDeps,
  userId: number,
  stored: StoredEvent[],
): Promise<PushPayload[]> {
  const { db } = deps;
  const member = await repo.recipient(db, userId);
  if (!member || member.status === 'deleted') return [];
  const off = new Set(JSON.parse(member.notifications_disabled) as User['notifications_disabled']);
  const text = pushTexts(member.language);
  const badgeCount = await badgeCountOf(db, userId);

  const messages = stored
    .filter((event) => event.type === 'message')
    .map((event) => (event.payload as { message: Message }).message)
    .filter((message) => !message.from_me);
  // Requests that arrived; the others of the type are decisions (accepted, declined, lapsed).
  const arrivals = stored.filter(
    (event) => event.type === 'message_request' && (event.payload as { arrived?: boolean }).arrived,
  );
  const requested = arrivals.map(
    (event) => (event.payload as { conversation_id: number }).conversation_id,
  );
  const partners = new Map(
    (
      await repo.conversationPartners(db, userId, [
        ...messages.map((message) => message.conversation_id),
        ...requested,
      ])
    ).map((row) => [row.conversation_id, row.user_id]),
  );
  const opening = await repo.openingMessages(
    db,
    messages.map((message) => message.id),
  );
  const likers = stored
    .filter((event) => event.type === 'like' || event.type === 'match')
    .map((event) => (event.payload as { member_id: number }).member_id);
  const people = new Map(
    (await repo.senders(db, [...partners.values(), ...likers])).map((row) => [row.user_id, row]),
  );
  const icon = async (memberId: number) => {
    const thumb = people.get(memberId)?.thumb_filename;
    return thumb ? deps.photoUrl(thumb) : null;
  };
  const nameOf = (memberId: number) => people.get(memberId)?.name ?? '';

  // A like that made a match is announced once, as the match.
  const matched = new Set(
    stored
      .filter((event) => event.type === 'match')
      .map((event) => (event.payload as { member_id: number }).member_id),
  );
  const payloads: PushPayload[] = [];
  for (const event of stored) {
    if (event.type === 'message') {
      const { message } = event.payload as { message: Message };
      if (message.from_me) continue;
      const kind = opening.has(message.id) ? 'new_conversations' : 'new_messages';
      const senderId = partners.get(message.conversation_id);
      if (off.has(kind) || senderId === undefined) continue;
      const checkUrl = `${paths.chats}/${message.conversation_id}`;
      payloads.push({
        kind: 'message',
        title: text.messageTitle(nameOf(senderId)),
        body: message.attachment ? text.attachment[message.attachment.type] : glance(message.text),
        icon: await icon(senderId),
        tag: `conversation-${message.conversation_id}`,
        check_url: checkUrl,
        open_url: loginPathFor(paths.login, checkUrl),
        badge_count: badgeCount,
        message,
      });
    } else if (event.type === 'message_request') {
      // A first message waiting for the member's consent (issue 29 §1): who, not what — it is
      // read on the Requests tab, where accepting, declining and blocking are.
      if (!arrivals.includes(event)) continue;
      const conversationId = (event.payload as { conversation_id: number }).conversation_id;
      const senderId = partners.get(conversationId);
      if (off.has('new_conversations') || senderId === undefined) continue;
      const checkUrl = paths.messageRequests;
      payloads.push({
        kind: 'message_request',
        title: text.requestTitle(nameOf(senderId)),
        body: text.requestBody,
        icon: await icon(senderId),
        tag: `request-${conversationId}`,
        check_url: checkUrl,
        open_url: loginPathFor(paths.login, checkUrl),
        badge_count: badgeCount,
      });
    } else {
      if (off.has('like')) continue;
      const memberId = (event.payload as { member_id: number }).member_id;
      if (event.type === 'like' && matched.has(memberId)) continue;
      // A like opens the liker's profile, asking to like them back (`lb`).
      const checkUrl = event.type === 'match' ? paths.member(memberId) : paths.likeBack(memberId);
      payloads.push({
        kind: event.type === 'match' ? 'match' : 'like',
        title: event.type === 'match' ? text.matchTitle : text.likeTitle(nameOf(memberId)),
        body: event.type === 'match' ? text.matchBody(nameOf(memberId)) : text.likeBody,
        icon: await icon(memberId),
        tag: `${event.type}-${memberId}`,
        check_url: checkUrl,
        open_url: loginPathFor(paths.login, checkUrl),
        badge_count: badgeCount,
      });
    }
  }
  return payloads;
}

/**
 * What the installed app's icon shows (spec §2): unread messages (message requests waiting
 * among them) plus new likes, counted from the same lists the page counts from, so the badge a
 * push sets is the one the page would.
 */
async function badgeCountOf(db: Db, userId: number): Promise<number> {
  const [{ chats }, likes, waiting] = await Promise.all([
    listChats(db, userId),
    listLikes(db, userId),
    countWaitingRequests(db, userId),
  ]);
  return unreadMessagesTotal(chats) + waiting + newLikesTotal(likes);
}
