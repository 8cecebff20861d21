import { membersQuerySchema } from '@app/shared/contracts';
import { filtersFromParams, filtersToParams } from './member-filters';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('filtersFromParams', () => {
  it('reads valid filters from the URL', () => {
    expect(parse('gender=female&country=NL&min_age=25&max_age=40')).toEqual({
      gender: 'female',
      country: 'NL',
      min_age: 25,
      max_age: 40,
    });
  });

  it('keeps the age bounds 18 and 99 themselves', () => {
    expect(parse('min_age=18&max_age=99')).toEqual({ min_age: 18, max_age: 99 });
  });

  it.each([
    ['a gender not in the list', 'gender=other'],
    ['an empty gender', 'gender='],
    ['a lowercase country', 'country=nl'],
    ['a three-letter country', 'country=NLD'],
    ['an age under 18', 'min_age=17'],
    ['an age over 99', 'max_age=100'],
    ['a fractional age', 'min_age=25.5'],
    ['a non-numeric age', 'max_age=abc'],
    ['an empty age', 'min_age='],
  ])('drops %s', (_, query) => {
    expect(parse(query)).toEqual({});
  });

  it('keeps the valid filters next to invalid ones', () => {
    expect(parse('gender=male&country=fr&min_age=12&max_age=30')).toEqual({
      gender: 'male',
      max_age: 30,
    });
  });

  it('round-trips with filtersToParams', () => {
    const filters = { gender: 'male', country: 'BE', min_age: 30, max_age: 45 } as const;
    const params = filtersToParams(filters);
    expect(Object.fromEntries(params)).toEqual({
      gender: 'male',
      country: 'BE',
      min_age: '30',
      max_age: '45',
    });
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('leaves unset and empty filters out of the URL', () => {
    expect(filtersToParams({ gender: undefined, country: '', min_age: 20 }).toString()).toBe(
      'min_age=20',
    );
  });
});

describe('region filter', () => {
  it('keeps a region id only together with its country', () => {
    expect(filtersFromParams(new URLSearchParams('country=NL&region=32'))).toEqual({
      country: 'NL',
      region: 32,
    });
    expect(filtersFromParams(new URLSearchParams('region=32'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('country=NL&region=abc'))).toEqual({
      country: 'NL',
    });
    expect(filtersFromParams(new URLSearchParams('country=NL&region=0'))).toEqual({
      country: 'NL',
    });
  });
});

describe('the search contract checks the ages the form sends', () => {
  it('refuses a minimum above the maximum with the age_order code, on min_age', () => {
    const result = membersQuerySchema.safeParse({ min_age: 40, max_age: 30 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['min_age'], 'age_order'],
    ]);
  });

  it.each([17, 100, 30.5])('refuses %p with the age_bounds code', (age) => {
    const result = membersQuerySchema.safeParse({ max_age: age });
    expect(result.error?.issues[0]?.message).toBe('age_bounds');
  });

  it.each([
    [30, 30],
    [25, 40],
    [undefined, 30],
    [40, undefined],
    [undefined, undefined],
  ])('accepts min %p and max %p', (min, max) => {
    expect(membersQuerySchema.safeParse({ min_age: min, max_age: max }).success).toBe(true);
  });
});
