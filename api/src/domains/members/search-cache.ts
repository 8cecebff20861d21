import { MEMBERS_COUNT_CAP, type Image } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import * as media from '../media/service';
import * as repo from './repository';

/**
 * How long a node answers a search from the matches it last read for the same filters (ADR
 * 0014), while the member-card epoch stays where it was: whatever hides, shows or changes a
 * card (invisible mode, a suspension, a ban, a photo, a name, a town) moves the epoch and is
 * seen at once; what only moves members in the order or adds one (who was around last, a new
 * member) reaches a search within this time. What is the searcher's own (themselves, their
 * blocks, who likes them, their town) is read at every request.
 */
export const SEARCH_FRESH_MS = 2_000;

/** Filter sets kept per node; the least recently asked make room. */
const FILTER_SETS_KEPT = 100;
/** Matches kept as cards (ten pages): later pages are read from the database. */
const CARDS_KEPT = 200;
/**
 * Matches read beyond the count's cap, so the capped count stays exact after taking out the
 * searcher and those blocked either way with them (more than this many: read the database).
 */
const EXCLUDED_SLACK = 50;
const MATCHES_READ = MEMBERS_COUNT_CAP + EXCLUDED_SLACK;

export type SearchCache = ReturnType<typeof searchCache>;

export interface KeptCard {
  row: repo.MemberCardRow;
  mainImage: Image | null;
  /** The sealed cursor of a page ending on this card, once one did. */
  cursor?: string;
}

/** The first MATCHES_READ matches of a filter set, in search order, as read at `readAt`. */
interface Matches {
  readAt: number;
  /** The member-card epoch they were read at. */
  epoch: number;
  keys: repo.MemberKey[];
  /** Fewer than MATCHES_READ matched: `keys` is every match. */
  complete: boolean;
  cards: KeptCard[];
}

/** What a searcher may not see (themselves and blocks either way). */
export type Excluded = ReadonlySet<number>;

export interface CachedPage {
  /** Up to limit + 1 cards after `after`, the extra one telling there is a next page. */
  cards: KeptCard[];
  /** The capped count, when it was asked for and the kept matches tell it exactly. */
  count: number | null;
}

/**
 * Search results shared by every searcher with the same filters on this node, for
 * SEARCH_FRESH_MS. `page` answers null when the kept matches cannot tell the page exactly (past
 * the kept cards, or too many excluded): the caller reads the database then, as before.
 */
export function searchCache(freshMs = SEARCH_FRESH_MS) {
  const kept = new Map<string, Promise<Matches>>();

  async function read(db: Db, epoch: number, filters: repo.MemberCriteria): Promise<Matches> {
    const rows = await repo.searchMembers(db, filters, null, MATCHES_READ);
    const shown = rows.slice(0, CARDS_KEPT);
    const images = await media.activeImagesByMember(
      db,
      shown.map((row) => row.id),
    );
    return {
      readAt: Date.now(),
      epoch,
      keys: rows.map((row) => ({ band: row.band, lastActive: row.last_active, id: row.id })),
      complete: rows.length < MATCHES_READ,
      cards: shown.map((row) => ({ row, mainImage: images.get(row.id)?.[0] ?? null })),
    };
  }

  /** The kept matches for these filters, read again once stale; one read at a time per key. */
  function matches(db: Db, epoch: number, filters: repo.MemberCriteria): Promise<Matches> {
    const key = JSON.stringify(filters);
    const entry = kept.get(key);
    kept.delete(key);
    if (entry) {
      kept.set(key, entry);
      return entry.then((found) =>
        found.epoch === epoch && Date.now() - found.readAt < freshMs ? found : refresh(),
      );
    }
    return refresh();

    function refresh(): Promise<Matches> {
      const current = kept.get(key);
      // Another request already started the read that replaces the stale one.
      if (current && current !== entry) return current;
      const next = read(db, epoch, filters);
      kept.set(key, next);
      next.catch(() => kept.get(key) === next && kept.delete(key));
      if (kept.size > FILTER_SETS_KEPT) kept.delete(kept.keys().next().value!);
      return next;
    }
  }

  return {
    /**
     * A page of members matching `filters` (which must not name the searcher) for a searcher
     * who may not see `excluded`, from the matches kept at this member-card epoch; null when
     * they cannot tell it.
     */
    async page(
      db: Db,
      epoch: number,
      filters: repo.MemberCriteria,
      excluded: Excluded,
      after: repo.MemberKey | null,
      limit: number,
      withCount: boolean,
    ): Promise<CachedPage | null> {
      const found = await matches(db, epoch, filters);
      let start = 0;
      if (after !== null) {
        start = found.keys.findIndex((key) => isAfter(key, after));
        if (start === -1) return found.complete ? { cards: [], count: null } : null;
      }
      const cards: KeptCard[] = [];
      for (let i = start; i < found.keys.length && cards.length <= limit; i++) {
        if (excluded.has(found.keys[i]!.id)) continue;
        const card = found.cards[i];
        if (!card) return null;
        cards.push(card);
      }
      if (cards.length <= limit && !found.complete) return null;
      if (!withCount) return { cards, count: null };
      const seen = found.keys.reduce((n, key) => (excluded.has(key.id) ? n : n + 1), 0);
      if (!found.complete && seen < MEMBERS_COUNT_CAP) return null;
      return { cards, count: Math.min(seen, MEMBERS_COUNT_CAP) };
    },
  };
}

/** Whether `key` comes after `after` in search order (ring, then last_active DESC, id DESC). */
function isAfter(key: repo.MemberKey, after: repo.MemberKey): boolean {
  const [ring, afterRing] = [key.band ?? 0, after.band ?? 0];
  if (ring !== afterRing) return ring > afterRing;
  return (
    key.lastActive < after.lastActive || (key.lastActive === after.lastActive && key.id < after.id)
  );
}
