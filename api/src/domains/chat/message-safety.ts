import {
  BURST_LIMIT,
  BURST_WINDOW_MINUTES,
  HIDDEN_WORDS_MAX,
  MESSAGE_REQUEST_DAYS,
  errorCodes,
  type HiddenMessagesResponse,
  type Settings,
} from '@app/shared/contracts';
import type { Db, Tx } from '../../db/database';
import { mainImageFrom } from '../../db/fragments/main-image';
import { HttpError, notFound } from '../../http/errors';
import { recordEvents } from '../events/service';
import { fileAutomaticReport } from '../safety/service';
import { attachmentFrom } from './attachments';
import type { FirstMessage } from './message-requests';
import * as repo from './message-safety-repository';
import { UNKIND_WORDS } from './unkind-words';
import { foldText, likeness, wordMatcher } from './word-match';

// Issue 29 §1, what keeps unwanted messages away, decided as a message is sent:
// - "Are you sure?": a message with unkind words is sent only once its writer confirms; its
//   recipient is then asked "Does this bother you?".
// - Hidden words: a message with one of the recipient's goes to their hidden folder.
// - A quarantine for new accounts: their first messages (requests) reach the recipient once the
//   account is the site's `quarantine_hours` old, unless it is verified or the recipient takes
//   them at once; and an account sending many alike first messages in a short time is held for
//   a moderator, with a report of the site's own in the back office's queue.

/** A message held until a moderator decides about its sender. */
export const HELD_FOR_MODERATION = '9999-12-31T23:59:59.999Z';
/** The burst rule's window (BURST_LIMIT alike first messages within it)… */
const BURST_WINDOW_MS = BURST_WINDOW_MINUTES * 60 * 1000;
/** …alike meaning at least this share of letter trigrams in common. */
export const BURST_LIKENESS = 0.7;
/** How often each node delivers held messages whose time came. */
export const HELD_SWEEP_MS = 60 * 1000;
const HIDDEN_LIST_LIMIT = 100;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const messageUnkind = () =>
  new HttpError(
    409,
    errorCodes.message_unkind,
    'Are you sure? This message has words people often find hurtful.',
  );

/** The product's lists and the site's own, matched together; built once per site list. */
const unkindMatchers = new Map<string, (text: string) => string | null>();
function unkindWordIn(text: string, siteWords: readonly string[]): string | null {
  const key = siteWords.join('\n');
  let match = unkindMatchers.get(key);
  if (!match) {
    match = wordMatcher([...UNKIND_WORDS.en, ...UNKIND_WORDS.fr, ...siteWords]);
    if (unkindMatchers.size > 50) unkindMatchers.clear();
    unkindMatchers.set(key, match);
  }
  return match(text);
}

/** What a message is, for its recipient, before it is stored. */
export interface MessageMarks {
  hidden: boolean;
  heldUntil: string | null;
  unkind: boolean;
  /** Held by the burst rule: a report goes to the moderators with it. */
  burst: boolean;
}

/**
 * Assesses a message in the send's transaction, before anything is written or charged: "Are you
 * sure?" (a 409 unless confirmed), the recipient's hidden words, and for a new account's request
 * the quarantine and the burst rule.
 */
export async function assessMessage(
  tx: Tx,
  message: {
    senderId: number;
    recipientId: number;
    text: string;
    first: FirstMessage;
    unkindConfirmed: boolean;
    /** Whether the recipient hides any words, when the caller read it already. */
    recipientHidesWords?: boolean;
  },
  settings: Pick<Settings, 'quarantine_hours' | 'unkind_words'>,
  now: Date,
): Promise<MessageMarks> {
  const { senderId, recipientId, text, first } = message;
  const marks: MessageMarks = { hidden: false, heldUntil: null, unkind: false, burst: false };
  if (text) {
    if (unkindWordIn(text, settings.unkind_words)) {
      if (!message.unkindConfirmed) throw messageUnkind();
      marks.unkind = true;
    }
    const words =
      message.recipientHidesWords === false ? [] : await repo.hiddenWords(tx, recipientId);
    marks.hidden = words.length > 0 && wordMatcher(words)(text) !== null;
  }
  if (first.route === 'request' && !first.senderVerified) {
    const quarantineEnds = Date.parse(first.senderSignupAt) + settings.quarantine_hours * HOUR_MS;
    if (quarantineEnds > now.getTime()) {
      const since = new Date(now.getTime() - BURST_WINDOW_MS).toISOString();
      const recent = await repo.recentRequestTexts(tx, senderId, since);
      const alike = recent.filter((r) => likeness(r.body, text) >= BURST_LIKENESS).length;
      if (text && alike + 1 >= BURST_LIMIT) {
        marks.heldUntil = HELD_FOR_MODERATION;
        marks.burst = true;
      } else if (!first.recipientSkipsQuarantine)
        marks.heldUntil = new Date(quarantineEnds).toISOString();
    }
  }
  return marks;
}

/** Records the marks of a message just stored (and the burst rule's report). */
export async function applyMarks(
  tx: Tx,
  messageId: number,
  marks: MessageMarks,
  { senderId, recipientId }: { senderId: number; recipientId: number },
  now: Date,
): Promise<void> {
  if (!marks.hidden && !marks.heldUntil && !marks.unkind) return;
  await repo.markMessage(tx, messageId, {
    hidden: marks.hidden ? 1 : 0,
    held_until: marks.heldUntil,
    unkind: marks.unkind ? 1 : 0,
  });
  if (marks.burst)
    await fileAutomaticReport(
      tx,
      // The queue says why in the moderator's language (the report is `automatic`).
      { reportedId: senderId, aboutMessageTo: recipientId },
      now,
    );
}

/** The member's hidden words. */
export const hiddenWordsOf = (db: Db, userId: number) => repo.hiddenWords(db, userId);

/** Replaces the member's hidden words (the same word twice, in any case, is kept once). */
export async function setHiddenWords(
  db: Db,
  userId: number,
  words: readonly string[],
  now = new Date(),
): Promise<string[]> {
  const seen = new Set<string>();
  const kept = words
    .map((word) => word.trim())
    .filter((word) => {
      const key = foldText(word);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, HIDDEN_WORDS_MAX);
  await db
    .transaction()
    .execute((tx) => repo.replaceHiddenWords(tx, userId, kept, now.toISOString()));
  return kept;
}

/** `GET /api/hidden-messages.php`: what the member's words hid, newest first. */
export async function hiddenMessages(db: Db, userId: number): Promise<HiddenMessagesResponse> {
  const rows = await repo.hiddenMessagesOf(db, userId, HIDDEN_LIST_LIMIT);
  return {
    messages: rows.map((row) => ({
      message: {
        id: row.id,
        conversation_id: row.conversation_id,
        from_me: false,
        text: row.body,
        attachment: attachmentFrom(row.attachment),
        sent_at: row.created_at,
        client_id: null,
        lang: row.lang,
        ...(row.unkind === 1 ? { unkind: true as const } : {}),
      },
      profile: { id: row.profile_id, name: row.profile_name, main_image: mainImageFrom(row) },
      request: row.request_conversation_id !== null,
    })),
  };
}

/** Shows a hidden message in its conversation (or its request among the requests) after all. */
export async function unhideMessage(db: Db, userId: number, messageId: number, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const row = await repo.unhide(tx, userId, messageId);
    if (!row) throw notFound('No such hidden message.');
    await recordEvents(
      tx,
      [
        {
          userId,
          type: 'message_request',
          payload: { conversation_id: row.conversation_id, arrived: false },
        },
      ],
      now,
    );
    return [userId];
  });
}

/**
 * Issue 49 §1: the quarantine ends early for new accounts' first messages to a member who now
 * takes them at once (`recipientId`), or from a member whose photos were just verified
 * (`senderId`): they are due now, for releaseHeldMessages (or the sweep, within a minute) to
 * deliver. Answers how many were waiting.
 */
export function endQuarantine(
  db: Db,
  party: { recipientId: number } | { senderId: number },
  now = new Date(),
): Promise<number> {
  return repo.endQuarantine(db, party, HELD_FOR_MODERATION, now.toISOString());
}

/**
 * When a new account's first message, still held by the quarantine, reaches its recipient —
 * told to its sender only; null when it is not held, or held for the moderators (a sender the
 * burst rule stopped learns nothing that would help them around it).
 */
export function quarantineEnd(heldUntil: string | null, now: Date): string | null {
  return heldUntil !== null && heldUntil !== HELD_FOR_MODERATION && heldUntil > now.toISOString()
    ? heldUntil
    : null;
}

/**
 * Delivers held messages whose time came — the quarantine over, or the moderators done with
 * their sender (no open report of the site's own, the account in good standing) — and tells
 * their recipients. Answers whom to notify.
 */
export async function releaseHeldMessages(db: Db, now = new Date()): Promise<number[]> {
  const notify = new Set<number>();
  const due = [
    ...(await repo.dueHeldMessages(db, now.toISOString(), 200)),
    ...(await repo.releasableModerationHolds(db, HELD_FOR_MODERATION, 200)),
  ];
  const expiresAt = new Date(now.getTime() + MESSAGE_REQUEST_DAYS * DAY_MS).toISOString();
  for (const held of due) {
    const released = await db.transaction().execute(async (tx) => {
      const outcome = await repo.releaseHeld(tx, held, expiresAt);
      if (!outcome) return false;
      await recordEvents(
        tx,
        [
          {
            userId: held.recipient_id,
            type: 'message_request',
            payload: {
              conversation_id: held.conversation_id,
              // A request the member sees only now: as new to them as when it is sent.
              arrived: outcome === 'request released',
            },
          },
        ],
        now,
      );
      return true;
    });
    if (released) notify.add(held.recipient_id);
  }
  return [...notify];
}
