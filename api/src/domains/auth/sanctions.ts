import { createHash } from 'node:crypto';
import { APPEAL_LINK_DAYS, type SanctionReason } from '@app/shared/contracts';
import { readToken, signToken } from '../../platform/signing-keys/signed-tokens';
import type { Db, Tx } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { recordStaffAction } from '../staff/service';
import { deleteSessionsOf, findUserById } from './repository';
import * as repo from './sanctions-repository';

// Issue 26 §3: a moderator suspends a member for a period, or bans them. The account leaves
// every list at once (lists read the account's status), all its sessions end, and a login gets
// the sanction's words instead of a session. A banned address cannot sign up again: the account
// row keeps it.

const DAY_MS = 24 * 60 * 60 * 1000;

const addressHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * Before a banned member is erased: their address's hash is kept, so the ban outlives the
 * account row (which the erasure overwrites). Nothing for any other member.
 */
export async function keepBanBeyondErasure(tx: Tx, userId: number, now = new Date()) {
  const member = await findUserById(tx, userId);
  if (member?.status === 'banned')
    await repo.insertBannedAddress(tx, addressHash(member.email), now.toISOString());
}

/** Whether this address belonged to a banned member since erased (case does not matter). */
export function addressBanned(db: Db, address: string): Promise<boolean> {
  return repo.hasBannedAddress(db, addressHash(address));
}
const sanctionable = ['active', 'not_confirmed'] as const;

export interface Sanction {
  /** The sanction's row, when it was read back (what an appeal names). */
  id?: number;
  kind: 'suspended' | 'banned';
  reason: SanctionReason;
  /** A suspension's end. */
  until: string | null;
}

const alreadySanctioned = () =>
  new HttpError(409, 'already_reviewed', 'This member is suspended or banned already.');

/**
 * Suspends (`days`) or bans (no `days`) a member, or turns a suspension into a ban. Answers
 * nothing; the caller ends the member's event streams (`sessionsEnded`).
 */
export async function sanctionMember(
  db: Db,
  {
    userId,
    staffId,
    reason,
    note,
    days,
  }: { userId: number; staffId: number; reason: SanctionReason; note?: string; days?: number },
  now = new Date(),
): Promise<Sanction> {
  const kind = days === undefined ? 'banned' : 'suspended';
  const at = now.toISOString();
  const until = days === undefined ? null : new Date(now.getTime() + days * DAY_MS).toISOString();
  const before = await db.transaction().execute(async (tx) => {
    // A ban may follow a suspension: it keeps the status the suspension replaced.
    const standing = await repo.currentSanction(tx, userId);
    const previous =
      standing?.kind === 'suspended' && kind === 'banned'
        ? await repo.switchStatus(tx, userId, ['suspended'] as const, 'banned')
        : await repo.switchStatus(tx, userId, sanctionable, kind);
    if (previous === null) return null;
    const previousStatus = previous === 'suspended' ? standing!.previous_status : previous;
    if (previous === 'suspended') await repo.liftSanctions(tx, userId, at);
    await repo.insertSanction(tx, {
      user_id: userId,
      kind,
      reason,
      until,
      previous_status: previousStatus,
      staff_id: staffId,
      created_at: at,
    });
    return previous;
  });
  if (before === null) {
    if (!(await findUserById(db, userId))) throw notFound();
    throw alreadySanctioned();
  }
  await deleteSessionsOf(db, userId);
  await recordStaffAction(
    db,
    staffId,
    {
      action: kind === 'banned' ? 'member.ban' : 'member.suspend',
      object: ['member', userId],
      before: { status: before },
      after: { status: kind, reason, until },
      ...(note?.trim() ? { reason: note.trim() } : { reason }),
    },
    now,
  );
  return { kind, reason, until };
}

const notSanctioned = () =>
  new HttpError(409, 'not_sanctioned', 'This member is neither suspended nor banned.');

/**
 * A moderator lifts a member's suspension or ban (issue 48 §2): the account is back as it was
 * before the sanction, recorded with the reason.
 */
export async function liftSanction(
  db: Db,
  { userId, staffId, reason }: { userId: number; staffId: number; reason: string },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const lifted = await db.transaction().execute(async (tx) => {
    const standing = await repo.currentSanction(tx, userId);
    if (!standing) return null;
    const previous = await repo.switchStatus(
      tx,
      userId,
      ['suspended', 'banned'] as const,
      standing.previous_status,
    );
    if (previous === null) return null;
    await repo.liftSanctions(tx, userId, at);
    return { kind: previous, back: standing.previous_status };
  });
  if (lifted === null) {
    if (!(await findUserById(db, userId))) throw notFound();
    throw notSanctioned();
  }
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'member.lift',
      object: ['member', userId],
      before: { status: lifted.kind },
      after: { status: lifted.back },
      reason,
    },
    now,
  );
}

/**
 * One sanction act for each member picked in the list (issue 48 §2), one after the other: a
 * member it cannot be done to (already suspended, not sanctioned, gone) is skipped with the
 * refusal's code, and the others are done all the same.
 */
export async function forEachMember(
  ids: readonly number[],
  act: (userId: number) => Promise<unknown>,
): Promise<{ done: number[]; skipped: { id: number; code: string }[] }> {
  const result = { done: [] as number[], skipped: [] as { id: number; code: string }[] };
  for (const id of new Set(ids)) {
    try {
      await act(id);
      result.done.push(id);
    } catch (refusal) {
      if (!(refusal instanceof HttpError)) throw refusal;
      result.skipped.push({ id, code: refusal.code });
    }
  }
  return result;
}

/**
 * The sanction a member logging in with the right password is under, or null. A suspension
 * that has run out is lifted here, and the account is back as it was.
 */
export async function sanctionAtLogin(db: Db, userId: number, now = new Date()) {
  const sanction = await repo.currentSanction(db, userId);
  if (!sanction) return null;
  if (
    sanction.kind === 'suspended' &&
    sanction.until !== null &&
    sanction.until <= now.toISOString()
  ) {
    await db.transaction().execute(async (tx) => {
      await repo.switchStatus(tx, userId, ['suspended'] as const, sanction.previous_status);
      await repo.liftSanctions(tx, userId, now.toISOString());
    });
    return null;
  }
  return sanction;
}

/** The sanction's reason in the member's words (en, fr): the login answer carries it. */
const reasonTexts: Record<'en' | 'fr', Record<SanctionReason, string>> = {
  en: {
    fake_profile: 'a profile that is not yours or not true',
    harassment: 'harassing other members',
    spam: 'sending spam',
    scam: 'trying to get money from other members',
    underage: 'being under the site’s minimum age',
    explicit_content: 'explicit content',
    other: 'breaking the site’s terms',
  },
  fr: {
    fake_profile: 'un profil qui n’est pas le vôtre ou n’est pas vrai',
    harassment: 'le harcèlement d’autres membres',
    spam: 'l’envoi de spam',
    scam: 'des demandes d’argent à d’autres membres',
    underage: 'un âge inférieur à l’âge minimum du site',
    explicit_content: 'du contenu explicite',
    other: 'le non-respect des conditions du site',
  },
};

const APPEAL_PURPOSE = 'appeal';

/**
 * The link a sanctioned member appeals with (issue 48 §2): they have no session, so the login
 * that proved their password hands it out, signed, naming the member and the sanction, for
 * APPEAL_LINK_DAYS.
 */
export function appealToken(db: Db, userId: number, sanctionId: number, now = new Date()) {
  return signToken(db, APPEAL_PURPOSE, {
    u: userId,
    s: sanctionId,
    e: now.getTime() + APPEAL_LINK_DAYS * DAY_MS,
  });
}

/**
 * The member and sanction of an appeal link this server signed, while it runs and while that
 * sanction is the member's in force — or null.
 */
export async function appealedSanction(db: Db, token: string, now = new Date()) {
  const payload = (await readToken(db, APPEAL_PURPOSE, token)) as {
    u?: unknown;
    s?: unknown;
    e?: unknown;
  } | null;
  if (
    !payload ||
    typeof payload.u !== 'number' ||
    typeof payload.s !== 'number' ||
    typeof payload.e !== 'number' ||
    payload.e <= now.getTime()
  )
    return null;
  const current = await repo.currentSanction(db, payload.u);
  return current?.id === payload.s ? current : null;
}

/**
 * What a sanctioned member is told at login: 403 with the reason in their language, and the
 * link to appeal with when the sanction's row is known.
 */
export function sanctionedAnswer(sanction: Sanction, language: string, appeal?: string): HttpError {
  const words = language === 'fr' ? 'fr' : 'en';
  const reason = reasonTexts[words][sanction.reason];
  const link: Record<string, string> = appeal ? { appeal } : {};
  if (sanction.kind === 'banned')
    return new HttpError(403, 'account_banned', 'This account is banned.', { reason, ...link });
  // The day it ends, as the member reads dates ("27 November 2026", "27 novembre 2026").
  const until = new Intl.DateTimeFormat(words === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(sanction.until!));
  return new HttpError(403, 'account_suspended', 'This account is suspended.', {
    reason,
    until,
    ...link,
  });
}
