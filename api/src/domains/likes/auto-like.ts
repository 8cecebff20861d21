import { soughtGenders, type AutoLikeResponse } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { lockPair, likeWithin } from './service';
import * as repo from './repository';

/** A member gets at most one auto-like in this time; asking again shows the same one. */
export const AUTO_LIKE_INTERVAL_MS = 24 * 60 * 60 * 1000;

type Liker = NonNullable<Awaited<ReturnType<typeof repo.findAutoLiker>>>;

function toMatchProfile(liker: Liker): NonNullable<AutoLikeResponse['profile']> {
  return {
    id: liker.id,
    name: liker.name,
    // Photos stored before uploads made a square size show their main size.
    main_image: { match: liker.match_filename ?? liker.filename },
  };
}

/**
 * `GET /api/auto-like.php` (spec §7, §2 "New like!" modal): a site-operated profile the member
 * seeks likes them, and is answered for the modal; the client reloads likes 500 ms later and
 * finds the like there. One a day: within AUTO_LIKE_INTERVAL_MS the same profile is answered
 * again and nothing new is liked. Null when no such profile is left.
 */
export async function autoLike(db: Db, userId: number, now = new Date()) {
  const seeker = await repo.findSeeker(db, userId);
  if (!seeker) throw notFound('No profile.');
  const since = new Date(now.getTime() - AUTO_LIKE_INTERVAL_MS).toISOString();
  const recent = await repo.recentAutoLiker(db, userId, since);
  if (recent) {
    const again = await repo.matchModalProfile(db, recent.liker_id);
    if (again) return { answer: { profile: toMatchProfile(again) }, notify: [] };
  }
  const genders = soughtGenders(seeker.gender, seeker.sexuality, seeker.seeking);
  const liker =
    (await repo.findAutoLiker(db, userId, { genders, country: seeker.country })) ??
    (await repo.findAutoLiker(db, userId, { genders, country: null }));
  if (!liker) return { answer: { profile: null }, notify: [] };
  const { notify } = await db.transaction().execute(async (tx) => {
    await lockPair(tx, userId, liker.id);
    return likeWithin(tx, liker.id, userId, 'auto', now);
  });
  return { answer: { profile: toMatchProfile(liker) }, notify };
}
