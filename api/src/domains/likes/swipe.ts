import {
  SWIPE_LIKES_PER_DAY,
  SWIPE_STACK_SIZE,
  errorCodes,
  soughtGenders,
  type SwipeBody,
  type SwipeResponse,
  type SwipeStackResponse,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { memberCards } from '../members/service';
import { assertLikeable, lockPair, likeWithin } from './service';
import { localDay, memberTimeZone, nextLocalMidnight } from './member-day';
import * as repo from './repository';

// The swipe game (spec §6): a stack of members to like or pass, 4 likes a day, the day being
// the member's own (it starts at their local midnight).

async function seekerOf(db: Db, userId: number) {
  const seeker = await repo.findSeeker(db, userId);
  if (!seeker) throw notFound('No profile.');
  return seeker;
}

function dayOf(seeker: { time_zone: string | null; country: string }, now: Date) {
  const zone = memberTimeZone(seeker);
  return { day: localDay(now, zone), resetsAt: nextLocalMidnight(now, zone).toISOString() };
}

const limitReached = (resetsAt: string) =>
  new HttpError(429, errorCodes.swipe_limit_reached, "Today's swipe likes are used.", {
    resets_at: resetsAt,
  });

/**
 * `GET /api/swipe.php`: the next members to swipe (ones the member seeks, never swiped or liked
 * before, with a photo; their own country first) and the day's likes left.
 */
export async function swipeStack(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<SwipeStackResponse> {
  const seeker = await seekerOf(db, userId);
  const { day, resetsAt } = dayOf(seeker, now);
  const filters = {
    genders: soughtGenders(seeker.gender, seeker.sexuality, seeker.seeking),
    excludeUserId: userId,
    unswipedBy: userId,
    withPhoto: true,
  };
  const home = await memberCards(
    db,
    { ...filters, country: seeker.country },
    SWIPE_STACK_SIZE,
    now,
  );
  const abroad =
    home.length < SWIPE_STACK_SIZE
      ? await memberCards(
          db,
          { ...filters, excludeIds: home.map((card) => card.id) },
          SWIPE_STACK_SIZE - home.length,
          now,
        )
      : [];
  const used = await repo.swipeLikesOn(db, userId, day);
  return {
    profiles: [...home, ...abroad],
    likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - used),
    resets_at: resetsAt,
  };
}

/**
 * `POST /api/swipe.php`: likes or passes one member. A like counts toward the day's
 * SWIPE_LIKES_PER_DAY and is a real like (a mutual one is a match). The member's account row
 * is locked (with the other's, in the order every like takes them) before counting, so
 * parallel swipes cannot pass the limit together. Swiping the same member again changes
 * nothing and answers the same.
 */
export async function swipe(db: Db, userId: number, body: SwipeBody, now = new Date()) {
  await assertLikeable(db, userId, body.id);
  const seeker = await seekerOf(db, userId);
  const { day, resetsAt } = dayOf(seeker, now);
  return db.transaction().execute(async (tx) => {
    await lockPair(tx, userId, body.id);
    const earlier = await repo.findSwipe(tx, userId, body.id);
    const used = await repo.swipeLikesOn(tx, userId, day);
    const liking = earlier === undefined ? body.like : earlier.liked === 1;
    if (earlier === undefined && body.like && used >= SWIPE_LIKES_PER_DAY)
      throw limitReached(resetsAt);
    let outcome = { answer: { liked: liking, match: false }, notify: [] as number[] };
    if (earlier === undefined) {
      await repo.insertSwipe(tx, {
        user_id: userId,
        other_id: body.id,
        liked: body.like ? 1 : 0,
        day,
        created_at: now.toISOString(),
      });
      if (body.like) outcome = await likeWithin(tx, userId, body.id, 'swipe', now);
    } else if (liking) {
      outcome.answer.match = await repo.likes(tx, body.id, userId);
    }
    const likesUsed = used + (earlier === undefined && body.like ? 1 : 0);
    const answer: SwipeResponse = {
      ...outcome.answer,
      likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - likesUsed),
      resets_at: resetsAt,
    };
    return { answer, notify: outcome.notify };
  });
}
