import { BADGE_CAP, CREDITS_BADGE_THRESHOLD } from '../config/constants';

/** §2: a count badge reads "99+" from 100 on, and is hidden at 0. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** §2: credits badge only at 10 or fewer credits: warning above 0, danger at 0. */
export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}

/** §2: the page title is prefixed with the sum of unread messages and new likes. */
export function titleWithCount(title: string, count: number): string {
  return count > 0 ? `(${count}) ${title}` : title;
}
