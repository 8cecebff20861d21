// Every user-facing number and delay from SPEC.md, named, in one place.

/** §7/§9: the HTTP client retries failed safe requests up to 5 times with exponential delay. */
export const HTTP_MAX_RETRIES = 5;
/** Base of the exponential retry delay (attempt n waits about BASE * 2^n ms). */
export const HTTP_RETRY_BASE_DELAY_MS = 300;

/** §2/§9: navigation badges show "99+" from 100. */
export const BADGE_CAP = 99;
/** §2/§9: the credits badge shows when credits are 10 or fewer. */
export const CREDITS_BADGE_THRESHOLD = 10;

/** §9: locale cookie lives 365 days. */
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
/** §1/§9: interface languages and fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** §8/§9: a failure to load part of the application reloads the page at most once per minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** §9: user and chat refresh starts 5 s after mount; every 60 s, or 300 s with push. */
export const REFRESH_START_DELAY_MS = 5_000;
export const REFRESH_INTERVAL_MS = 60_000;
export const REFRESH_INTERVAL_PUSH_MS = 300_000;

/** §7: the service worker (offline page, push notifications) is registered from this URL. */
export const SERVICE_WORKER_URL = '/sw-push.js?v=2';

/** §9: loading bar timings. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_BAR_HIDE_MS = 500;

/** §9: the entry warning on chat and lander layouts is limited to these countries. */
export const ENTRY_WARNING_COUNTRIES_LIMITED = ['NL', 'DE'];
/** Where "Leave" on the entry warning takes a visitor who is not of age (away from the site). */
export const ENTRY_WARNING_EXIT_URL = 'https://www.google.com/';

/** §9: the time-bonus modal opens 40 s after entering the members area; the countdown ticks each second. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
export const TIME_BONUS_TICK_MS = 1_000;
/** §4 dismissals: closing the time-bonus modal is stored under this key, with a timestamp. */
export const TIME_BONUS_MODAL_DISMISSAL = 'hide-time-bonus-modal';

/** §4: route the member lands on after login, and after logout. */
export const LOGIN_REDIRECT = '/members';
export const LOGOUT_REDIRECT = '/';

/** §9: the locales shown for each country (on /lang-config); the interface speaks en and fr. */
export const VISIBLE_LOCALES_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};

/** §9: terms version date, unless the company's added date is later. */
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';

/** Spec §7: likes are reloaded this long after an auto-like. */
export const LIKES_RELOAD_AFTER_AUTO_LIKE_MS = 500;
/** Spec §4: the query parameter that opens the like modal after that many seconds. */
export const LIKE_MODAL_DELAY_PARAM = 't';
/** The credits page applies a code given in its address (`/credits?code=`, issue 25 §3). */
export const DISCOUNT_CODE_PARAM = 'code';
/** A page link's language choice (`?locale=fr`): kept in the locale cookie, or a sister domain. */
export const LOCALE_CHOICE_PARAM = 'locale';
/**
 * Spec §3 reads `lb` and leaves it open; here it is "like back": a liker's profile opened with
 * `?lb=1` (a like's push or mail) asks at once whether to like them back. It changes nothing by
 * itself: a link is not a like.
 */
export const LIKE_BACK_PARAM = 'lb';
