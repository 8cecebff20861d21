import { preferredFilters, widerSearch, type SearchFilters } from './search-start';

/** Every step a search takes from `filters` until nothing is left to widen. */
function steps(filters: SearchFilters) {
  const taken: SearchFilters[] = [];
  for (let next = widerSearch(filters); next; next = widerSearch(next.filters))
    taken.push(next.filters);
  return taken;
}

const paris = preferredFilters({
  gender: 'female',
  sexuality: 'hetero',
  seeking: null,
  country: 'FR',
  age: 32,
  located: true,
});

describe('a first search widened (issue 49 §3)', () => {
  it('starts around the member: what they seek, their country, 25 km, ages ±5', () => {
    expect(paris).toEqual({
      gender: 'male',
      country: 'FR',
      distance: 25,
      min_age: 27,
      max_age: 37,
    });
  });

  it('grows the circle first — across the borders once it is 500 km — then the ages by less, and lets the circle go last', () => {
    expect(steps(paris)).toEqual([
      { gender: 'male', country: 'FR', distance: 50, min_age: 27, max_age: 37 },
      { gender: 'male', country: 'FR', distance: 100, min_age: 27, max_age: 37 },
      { gender: 'male', country: 'FR', distance: 250, min_age: 27, max_age: 37 },
      // Near is near whichever side of a border: Brussels before Marseille.
      { gender: 'male', distance: 500, min_age: 27, max_age: 37 },
      { gender: 'male', distance: 1000, min_age: 27, max_age: 37 },
      { gender: 'male', distance: 1000, min_age: 24, max_age: 40 },
      { gender: 'male', distance: 1000, min_age: 21, max_age: 43 },
      // Only when even that holds fewer than a screenful: anywhere, still of the ages widened.
      { gender: 'male', min_age: 21, max_age: 43 },
    ]);
  });

  it('never widens the ages to everyone, nor drops the gender sought', () => {
    const last = steps(paris).at(-1)!;
    expect(last.max_age! - last.min_age!).toBeLessThanOrEqual(22);
    expect(last.gender).toBe('male');
  });

  it('without a town: the region, then the ages, then the country', () => {
    expect(steps({ country: 'NL', region: 7, min_age: 40, max_age: 50 })).toEqual([
      { country: 'NL', min_age: 40, max_age: 50 },
      { country: 'NL', min_age: 37, max_age: 53 },
      { country: 'NL', min_age: 34, max_age: 56 },
      { min_age: 34, max_age: 56 },
    ]);
  });

  it('stops at the ages the site allows', () => {
    expect(widerSearch({ min_age: 18, max_age: 20 })?.filters).toEqual({
      min_age: 18,
      max_age: 23,
    });
    expect(widerSearch({})).toBeNull();
  });
});
