import { campaignFor, type Campaign, type CampaignFile } from './campaign';
import { campaignFiles } from './campaign-files';

/**
 * Landers this remote knows, by name, resolved at run time from its own campaign files: a new
 * lander ships by deploying this remote alone, with no shell or registry change.
 */
const byName = new Map<string, CampaignFile>(campaignFiles.map((file) => [file.name, file]));

export const LANDER_NAMES: readonly string[] = [...byName.keys()].sort();

/**
 * A campaign lander's page (`/landers/{name}/{slug?}`), or null for a name nobody shipped. A
 * campaign marketing published under that name (`published`, issue 28 §1) comes first: it is
 * newer than this version's files.
 */
export function findCampaign(
  name: string | undefined,
  slug?: string,
  published?: CampaignFile | null,
): Campaign | null {
  if (published && published.name === name) return campaignFor(published, undefined);
  const file = name === undefined ? undefined : byName.get(name);
  return file ? campaignFor(file, slug) : null;
}

/** Member landings (`/members/{id}/landing`, `landing2`, `landing3`) are campaigns too. */
export const MEMBER_LANDINGS = {
  landing: 'member-landing',
  landing2: 'member-landing2',
  landing3: 'member-landing3',
} as const;

/** What a path of this remote shows: the index, a lander, or a member's landing. */
export type LanderPath =
  { kind: 'index' } | { kind: 'lander'; name: string; slug?: string; memberId?: number };

/**
 * The lander a URL path names (the server renders by it, the browser's routes agree). Null for
 * paths this remote does not own.
 */
export function landerPath(pathname: string): LanderPath | null {
  if (pathname === '/' || pathname === '') return { kind: 'index' };
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1).map(decodeURIComponent);
  if (parts[0] === 'landers' && parts.length >= 2 && parts.length <= 3)
    return { kind: 'lander', name: parts[1]!, slug: parts[2] };
  if (parts[0] === 'members' && /^\d+$/.test(parts[1] ?? '')) {
    const which = parts[2] as keyof typeof MEMBER_LANDINGS | undefined;
    const memberId = Number(parts[1]);
    if (which === 'landing' && parts.length === 3)
      return { kind: 'lander', name: MEMBER_LANDINGS.landing, memberId };
    if ((which === 'landing2' || which === 'landing3') && parts.length <= 4)
      return { kind: 'lander', name: MEMBER_LANDINGS[which], slug: parts[3], memberId };
  }
  return null;
}
