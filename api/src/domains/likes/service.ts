import { ageOn, errorCodes, type LikedProfile, type LikesResponse } from '@app/shared/contracts';
import type { Db, Tx } from '../../db/database';
import { mainImageFrom } from '../../db/fragments/main-image';
import { HttpError, notFound } from '../../http/errors';
import { findUserById, lockAccount } from '../auth/accounts';
import { recordEvents, type MemberEvent } from '../events/service';
import { eitherBlocked } from '../safety/service';
import * as repo from './repository';
import type { LikeOrigin } from './tables';

/** Whether two members match: a first message between them needs no request (issue 29 §1). */
export const areMatched = (db: Db, a: number, b: number) => repo.matched(db, a, b);

/** What the member's likes list depends on: unchanged stamp, unchanged list. */
export const likesListStamp = repo.likesListStamp;
/** The likes a member received since a moment (the weekly digest, issue 48 §4). */
export const likesReceivedSince = (db: Db, userId: number, since: Date) =>
  repo.countLikesReceivedSince(db, userId, since.toISOString());

/**
 * Spec §7 likes: who the member liked and who liked them, a like being new until the member
 * has seen it. Invisible and leaving members are left out, as in search.
 */
export async function listLikes(db: Db, userId: number): Promise<LikesResponse> {
  const [liked, likedBy, matches] = await Promise.all([
    repo.likedProfiles(db, userId),
    repo.likedByProfiles(db, userId),
    repo.matchedProfiles(db, userId),
  ]);
  return {
    profiles: liked.map(toLikedProfile),
    liked_by: likedBy.map((row) => ({ ...toLikedProfile(row), like_new: row.seen_at === null })),
    matches: matches.map(toLikedProfile),
  };
}

/**
 * Which of `ids` liked the member and wait for an answer (issue 25 §1 "Likes you"): members the
 * member has not liked back. Search decides who may see the marks.
 */
export async function likersAwaitingAnswer(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  return new Set(await repo.unansweredLikersAmong(db, userId, ids));
}

/** A member others may like: listed (visible, active, not leaving), and not oneself. */
export async function assertLikeable(db: Db, userId: number, otherId: number) {
  if (userId === otherId)
    throw new HttpError(422, errorCodes.validation_failed, 'You cannot like yourself.', {
      field: 'id',
    });
  if (!(await repo.isListed(db, otherId))) throw notFound('No such member.');
  if (await eitherBlocked(db, userId, otherId))
    throw new HttpError(403, errorCodes.forbidden, 'One of you blocked the other.');
}

/**
 * `POST /api/like.php` (spec §2, §4): likes a member; a mutual like is a match, made once and
 * announced to both. The pair's two account rows are locked in id order first, so two members
 * liking each other at the same moment run one after the other: the second sees the first's
 * like and makes the match (on PostgreSQL, where neither would otherwise see the other's).
 * Answers the result and the members whose streams to wake.
 */
export async function likeMember(db: Db, userId: number, otherId: number, now = new Date()) {
  await assertLikeable(db, userId, otherId);
  return db.transaction().execute(async (tx) => {
    await lockPair(tx, userId, otherId);
    return likeWithin(tx, userId, otherId, 'member', now);
  });
}

/** Locks both members' account rows in id order: every like of a pair takes them so. */
export async function lockPair(tx: Tx, a: number, b: number) {
  for (const id of [a, b].sort((x, y) => x - y)) await lockAccount(tx, id);
}

/**
 * Records a like inside a transaction that holds the pair's locks (`lockPair`), the match if
 * it completes one, and the events announcing them.
 */
export async function likeWithin(
  tx: Tx,
  userId: number,
  otherId: number,
  origin: LikeOrigin,
  now: Date,
) {
  const at = now.toISOString();
  const isNew = await repo.insertLike(tx, {
    liker_id: userId,
    liked_id: otherId,
    created_at: at,
    seen_at: null,
    origin,
  });
  const mutual = await repo.likes(tx, otherId, userId);
  const matched = mutual && (await repo.insertMatch(tx, userId, otherId, at));
  const events: Array<{ userId: number } & MemberEvent> = [];
  if (isNew) events.push({ userId: otherId, type: 'like', payload: { member_id: userId } });
  if (matched)
    events.push(
      { userId, type: 'match', payload: { member_id: otherId } },
      { userId: otherId, type: 'match', payload: { member_id: userId } },
    );
  await recordEvents(tx, events, now);
  return {
    answer: { liked: true, match: mutual },
    notify: [...new Set(events.map((e) => e.userId))],
  };
}

/** `DELETE /api/like.php`: takes the like back, and the match with it. */
export async function unlikeMember(db: Db, userId: number, otherId: number) {
  const removed = await db.transaction().execute((tx) => repo.deleteLike(tx, userId, otherId));
  // Taking back a like that is not there is fine (a second tab did it); of nobody, a 404.
  if (!removed && !(await findUserById(db, otherId))) throw notFound('No such member.');
  return { liked: false, match: false };
}

/** `PUT /api/likes.php`: the member saw this member's like; the badge drops. */
export async function seeLike(db: Db, userId: number, likerId: number, now = new Date()) {
  await repo.markLikeSeen(db, likerId, userId, now.toISOString());
}

function toLikedProfile(row: repo.LikeRow | repo.MatchRow): LikedProfile {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birth_date, new Date()),
    city: row.city,
    main_image: mainImageFrom(row),
  };
}
