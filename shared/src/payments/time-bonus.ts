import { TIME_BONUS_WINDOW_SECONDS } from '../contracts/payment-values';
import type { User } from '../contracts/user';

/**
 * §2: the members area — members, members/{id}, chats, likes (each of its tabs), likes/m/{id}
 * and premium. The time-bonus banner and modal live only here.
 */
const MEMBERS_AREA = [
  /^\/members\/?$/,
  /^\/members\/[^/]+\/?$/,
  /^\/chats(\/.*)?$/,
  /^\/likes(\/(received|sent|matches))?\/?$/,
  /^\/likes\/m\/[^/]+\/?$/,
  /^\/premium\/?$/,
];

export function isMembersArea(pathname: string): boolean {
  return MEMBERS_AREA.some((pattern) => pattern.test(pathname));
}

/**
 * §4: the time bonus can exist only for a logged-in member who has not paid and signed up under
 * 4 hours ago. The shell decides from this whether to place the time-bonus widgets at all (so
 * nobody else downloads mf-payments for them); the server has the last word on the bonus.
 */
export function timeBonusPossible(user: User | null, now = Date.now()): boolean {
  if (!user || user.paid_user) return false;
  const signedUp = Date.parse(user.signup_date);
  return Number.isFinite(signedUp) && now - signedUp < TIME_BONUS_WINDOW_SECONDS * 1000;
}

/** §4: remaining seconds as zero-padded hours, minutes, seconds ("03:59:07"). */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
