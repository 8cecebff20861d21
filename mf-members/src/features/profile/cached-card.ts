import { api } from '@app/shared';
import type { Image } from '@app/shared/contracts';

/** What a list already knows of a member: enough to draw the top of their profile at once. */
export interface CachedCard {
  id: number;
  name: string;
  age: number;
  city: string | null;
  main_image: Image | null;
}

/** The lists of members a cached answer may hold (search pages, similar, swipe, likes). */
const LIST_KEYS = ['results', 'profiles', 'liked_by', 'matches'] as const;

function* listsIn(data: unknown): Generator<unknown[]> {
  if (!data || typeof data !== 'object') return;
  const record = data as Record<string, unknown>;
  // An infinite query (the search) keeps its answers page by page.
  if (Array.isArray(record.pages)) for (const page of record.pages) yield* listsIn(page);
  for (const key of LIST_KEYS) if (Array.isArray(record[key])) yield record[key];
}

/**
 * Spec §3 search state "otherCachedProfiles": a member opened from a card (search, similar, the
 * swipe game, likes) is already in the client's cache as that card. The profile shows it at once
 * while the full profile loads, rather than a spinner on a white page. Read from whatever list
 * answers are cached, whichever feature asked for them: a feature never imports another's API.
 */
export function selectCachedCard(
  state: { [api.reducerPath]: ReturnType<typeof api.reducer> },
  memberId: number,
): CachedCard | null {
  for (const entry of Object.values(state[api.reducerPath].queries)) {
    if (entry?.status !== 'fulfilled') continue;
    for (const list of listsIn(entry.data))
      for (const item of list) {
        // Every list of members carries at least a card's top (id, name, age, city, photo).
        const card = item as Partial<CachedCard> | null;
        if (card?.id === memberId && typeof card.name === 'string' && typeof card.age === 'number')
          return {
            id: memberId,
            name: card.name,
            age: card.age,
            city: card.city ?? null,
            main_image: card.main_image ?? null,
          };
      }
  }
  return null;
}
