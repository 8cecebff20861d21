import {
  MESSAGE_REQUEST_DAYS,
  ageOn,
  errorCodes,
  type MessageRequestStatus,
  type MessageRequestsResponse,
  type WhoMayWrite,
} from '@app/shared/contracts';
import type { Db, Tx } from '../../db/database';
import { mainImageFrom } from '../../db/fragments/main-image';
import { HttpError, notFound } from '../../http/errors';
import { chargeHeld, holdCredits, releaseCredits } from '../credits/service';
import { recordEvents } from '../events/service';
import { areMatched } from '../likes/service';
import { attachmentFrom } from './attachments';
import { endQuarantine, releaseHeldMessages } from './message-safety';
import * as repo from './message-request-repository';

// Issue 29 §1, consent before contact: a first message to a member one has not matched with
// arrives as a request. Its credits are held — not taken — until the recipient accepts it (then
// charged, once, whatever the number of parallel accepts), and released when they decline it or
// it lapses after MESSAGE_REQUEST_DAYS. Matches skip it, and so do the site's operated profiles
// (no person there to ask). See docs/adr/0023-message-requests.md.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests lapsed per sweep; the rest wait for the next one. */
const EXPIRY_BATCH = 200;
/** How often each node lets lapsed requests go. */
export const REQUEST_EXPIRY_SWEEP_MS = 60 * 1000;

const verifiedOnly = (name: string) =>
  new HttpError(
    403,
    errorCodes.verified_only,
    `${name} takes messages from verified members only.`,
    { name },
  );
const matchesOnly = (name: string) =>
  new HttpError(403, errorCodes.matches_only, `${name} takes messages from matches only.`, {
    name,
  });
export const requestPending = (name: string) =>
  new HttpError(
    409,
    errorCodes.request_pending,
    `Your first message waits for ${name} to accept it.`,
    { name },
  );
export const requestClosed = (name: string) =>
  new HttpError(409, errorCodes.request_closed, `${name} did not accept your message.`, { name });

/**
 * How a first message (one opening a conversation) from `senderId` reaches `recipientId`: at
 * once (`direct`), or as a request; refused when the recipient lets only verified members or only
 * matches write to them and the sender is neither.
 */
export async function firstMessageRoute(
  db: Db,
  senderId: number,
  recipientId: number,
): Promise<FirstMessage> {
  const contact = await repo.firstContact(db, senderId, recipientId);
  // Operated profiles are the site's own: nobody to ask, on either side.
  if (!contact || contact.fictional === 1 || contact.sender_fictional === 1)
    return { route: 'direct' };
  if (await areMatched(db, senderId, recipientId)) return { route: 'direct' };
  const who = contact.who_may_write as WhoMayWrite;
  if (who === 'matches') throw matchesOnly(contact.name);
  if (who === 'verified' && contact.sender_verified_at === null) throw verifiedOnly(contact.name);
  return {
    route: 'request',
    senderSignupAt: contact.sender_signup_date,
    senderVerified: contact.sender_verified_at !== null,
    recipientSkipsQuarantine: contact.quarantine_skip === 1,
  };
}

/** How a first message goes, and what the quarantine needs to know of a request. */
export type FirstMessage =
  | { route: 'direct' }
  | {
      route: 'request';
      senderSignupAt: string;
      senderVerified: boolean;
      recipientSkipsQuarantine: boolean;
    };

/**
 * Opens the request for a conversation's first message, in the send's transaction: holds its
 * cost (or "Not enough credits") and tells the recipient.
 */
export async function openRequest(
  tx: Tx,
  request: {
    conversationId: number;
    senderId: number;
    recipientId: number;
    messageId: number;
    cost: number;
    reason: string;
    chargeKey: string;
  },
  now: Date,
  /** False while the message is held or hidden from the recipient: they are told on delivery. */
  tellRecipient = true,
): Promise<void> {
  await holdCredits(tx, request.senderId, request.cost);
  await repo.insertRequest(tx, {
    conversation_id: request.conversationId,
    sender_id: request.senderId,
    recipient_id: request.recipientId,
    message_id: request.messageId,
    status: 'pending',
    held_credits: request.cost,
    charge_reason: request.reason,
    charge_key: request.chargeKey,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + MESSAGE_REQUEST_DAYS * DAY_MS).toISOString(),
  });
  if (tellRecipient)
    await recordEvents(
      tx,
      [
        {
          userId: request.recipientId,
          type: 'message_request',
          payload: { conversation_id: request.conversationId, arrived: true },
        },
      ],
      now,
    );
}

/** The request a conversation's first message opened, if it did. */
export const requestOf = (db: Db, conversationId: number) => repo.findRequest(db, conversationId);

/** What a conversation's request says about a message `senderId` writes in it now. */
export type RequestGate =
  | { kind: 'none' }
  /** The recipient writes back: that accepts the request. */
  | { kind: 'accepts' }
  | { kind: 'refused'; error: (name: string) => HttpError };

/**
 * Whether `senderId` may write in a conversation its request left as it is: the request's sender
 * not again until it is accepted, nor after it was declined or lapsed; its recipient always
 * (writing back accepts a pending request, and reopens a declined one, free).
 * The request is read with the conversation's members, by a send.
 */
export function gateOf(
  request: { status: MessageRequestStatus; sender_id: number } | null,
  senderId: number,
): RequestGate {
  if (!request || request.status === 'accepted') return { kind: 'none' };
  if (request.sender_id === senderId)
    return {
      kind: 'refused',
      error: request.status === 'pending' ? requestPending : requestClosed,
    };
  return { kind: 'accepts' };
}

/**
 * Settles a pending request in the caller's transaction: `accepted` charges the held credits
 * (the move from pending is one conditional statement: of parallel accepts, one charges);
 * `declined` and `expired` release them. Answers the request's state (the one another decision
 * left, when that came first) and whom to notify.
 */
export async function settleRequest(
  tx: Tx,
  conversationId: number,
  to: 'accepted' | 'declined' | 'expired',
  now: Date,
): Promise<{ status: MessageRequestStatus; notify: number[] }> {
  const moved = await repo.moveRequest(tx, conversationId, 'pending', to, now.toISOString());
  if (!moved) {
    const request = await repo.findRequest(tx, conversationId);
    return { status: request?.status ?? to, notify: [] };
  }
  const events = [];
  if (to === 'accepted') {
    const entry = await chargeHeld(
      tx,
      {
        userId: moved.sender_id,
        amount: -moved.held_credits,
        reason: moved.charge_reason,
        idempotencyKey: moved.charge_key,
      },
      now,
    );
    if (entry)
      events.push({
        userId: moved.sender_id,
        type: 'credits' as const,
        payload: { credits: entry.balance_after },
      });
  } else {
    await releaseCredits(tx, moved.sender_id, moved.held_credits);
  }
  const notify = [moved.sender_id, moved.recipient_id];
  await recordEvents(
    tx,
    [
      ...events,
      ...notify.map((userId) => ({
        userId,
        type: 'message_request' as const,
        payload: { conversation_id: conversationId, arrived: false },
      })),
    ],
    now,
  );
  return { status: to, notify };
}

/**
 * The recipient accepts or declines (`PUT /api/message-requests.php`). A repeat, or one racing
 * another, answers the state the first left and changes nothing.
 */
export async function decideRequest(
  db: Db,
  recipientId: number,
  conversationId: number,
  decision: 'accept' | 'decline',
  now = new Date(),
): Promise<{ status: MessageRequestStatus; notify: number[] }> {
  const request = await repo.findRequest(db, conversationId);
  if (!request || request.recipient_id !== recipientId || request.held_until !== null)
    throw notFound('No such request.');
  if (request.status !== 'pending') return { status: request.status, notify: [] };
  // A request lapsed but not yet swept is lapsed: accepting it would charge what was promised back.
  const to =
    request.expires_at <= now.toISOString()
      ? 'expired'
      : decision === 'accept'
        ? 'accepted'
        : 'declined';
  return db.transaction().execute((tx) => settleRequest(tx, conversationId, to, now));
}

/**
 * The recipient writes in a request's conversation (the send's transaction): a pending request is
 * accepted by it (charged), a declined or lapsed one reopened, free — nothing is held any more.
 */
export async function acceptByWritingBack(
  tx: Tx,
  conversationId: number,
  now: Date,
): Promise<number[]> {
  const settled = await settleRequest(tx, conversationId, 'accepted', now);
  if (settled.status === 'declined' || settled.status === 'expired') {
    const reopened = await repo.moveRequest(
      tx,
      conversationId,
      settled.status,
      'accepted',
      now.toISOString(),
    );
    if (reopened) {
      const notify = [reopened.sender_id, reopened.recipient_id];
      await recordEvents(
        tx,
        notify.map((userId) => ({
          userId,
          type: 'message_request' as const,
          payload: { conversation_id: conversationId, arrived: false },
        })),
        now,
      );
      return notify;
    }
  }
  return settled.notify;
}

/** The requests waiting for the member (`GET /api/message-requests.php`). */
export async function listRequests(
  db: Db,
  recipientId: number,
  whoMayWrite: WhoMayWrite,
  now = new Date(),
): Promise<MessageRequestsResponse> {
  const rows = await repo.pendingFor(db, recipientId, now.toISOString());
  return {
    requests: rows.map((row) => ({
      conversation: { id: row.conversation_id },
      profile: {
        id: row.profile_id,
        name: row.profile_name,
        age: ageOn(row.birth_date, now),
        city: row.city,
        main_image: mainImageFrom(row),
        verified: row.verified_at !== null,
      },
      message: {
        id: row.message_id,
        conversation_id: row.conversation_id,
        from_me: false,
        text: row.body,
        attachment: attachmentFrom(row.attachment),
        sent_at: row.created_at,
        client_id: null,
        lang: row.lang,
      },
      expires_at: row.expires_at,
    })),
    who_may_write: whoMayWrite,
  };
}

/** How many requests wait for a member: the Messages badge and the app's icon count them. */
export function countWaitingRequests(db: Db, recipientId: number, now = new Date()) {
  return repo.countPendingFor(db, recipientId, now.toISOString());
}

/**
 * Lets requests past their time go, and declines those between members one of whom blocked the
 * other since (the request is gone from both their screens), releasing their credits; answers
 * whom to notify. A sweep, so that blocking stays the safety domain's alone.
 */
export async function expireRequests(db: Db, now = new Date()): Promise<number[]> {
  const notify = new Set<number>();
  const settle = async (conversationId: number, to: 'expired' | 'declined') => {
    const settled = await db
      .transaction()
      .execute((tx) => settleRequest(tx, conversationId, to, now));
    for (const id of settled.notify) notify.add(id);
  };
  for (const { conversation_id } of await repo.expiredRequests(db, now.toISOString(), EXPIRY_BATCH))
    await settle(conversation_id, 'expired');
  for (const { conversation_id } of await repo.blockedRequests(db, EXPIRY_BATCH))
    await settle(conversation_id, 'declined');
  return [...notify];
}

/**
 * A member's erasure (issue 46 §1, called by the account domain in its transaction): their
 * requests end — a pending one is declined, so that its sender's held credits come back — and
 * go, with the messages of theirs the other member never received (held, or in a request never
 * accepted). What they wrote that was delivered stays: it is the other member's copy of their
 * own conversation (the privacy policy says so). Answers whom to notify.
 */
export async function forgetRequestsOf(tx: Tx, userId: number, now: Date): Promise<number[]> {
  const notify = new Set<number>();
  for (const { conversation_id } of await repo.pendingRequestsOf(tx, userId))
    for (const id of (await settleRequest(tx, conversation_id, 'declined', now)).notify)
      notify.add(id);
  await repo.deleteUndeliveredMessagesOf(tx, userId);
  await repo.deleteRequestsOf(tx, userId);
  notify.delete(userId);
  return [...notify];
}

/**
 * Whom the member lets write to them directly, and whether new accounts' first messages reach
 * them at once — from now on, and for what the quarantine still holds for them (issue 49 §1: a
 * member who opts in receives what was waiting). Answers whom to notify.
 */
export async function setWhoMayWrite(
  db: Db,
  userId: number,
  choice: { who_may_write?: WhoMayWrite; new_accounts_at_once?: boolean },
  now = new Date(),
): Promise<number[]> {
  await repo.setWhoMayWrite(db, userId, {
    ...(choice.who_may_write ? { who_may_write: choice.who_may_write } : {}),
    ...(choice.new_accounts_at_once === undefined
      ? {}
      : { quarantine_skip: choice.new_accounts_at_once ? 1 : 0 }),
  });
  // What was waiting arrives now, told as a new request would be.
  return choice.new_accounts_at_once && (await endQuarantine(db, { recipientId: userId }, now)) > 0
    ? releaseHeldMessages(db, now)
    : [];
}
