import { isTimeZone } from '@app/shared/contracts';

/**
 * A member's calendar day (spec §6: the swipe game's 4 likes a day), which starts at their own
 * midnight. The zone is the one their browser reported, else their country's main one.
 */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  PL: 'Europe/Warsaw',
  CH: 'Europe/Zurich',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
};

export function memberTimeZone(profile: { time_zone: string | null; country: string }): string {
  if (profile.time_zone !== null && isTimeZone(profile.time_zone)) return profile.time_zone;
  return COUNTRY_TIME_ZONES[profile.country] ?? 'UTC';
}

function partsIn(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The member's local date at `at`, as YYYY-MM-DD. */
export function localDay(at: Date, timeZone: string): string {
  const { year, month, day } = partsIn(at, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const p = partsIn(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the member's next day starts (their next local midnight), DST included. */
export function nextLocalMidnight(at: Date, timeZone: string): Date {
  const { year, month, day } = partsIn(at, timeZone);
  const midnightWall = Date.UTC(year, month - 1, day + 1);
  // The offset at midnight may differ from now's (a DST change today): correct once more.
  let guess = midnightWall - offsetAt(at, timeZone);
  guess = midnightWall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}
