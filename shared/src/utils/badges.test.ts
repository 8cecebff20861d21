import { badgeLabel, creditsBadgeVariant, titleWithCount } from './badges';

describe('navigation badges (spec §2)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('count %i reads %p', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });

  it.each([
    [11, null],
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ])('credits %i → %p', (credits, variant) => {
    expect(creditsBadgeVariant(credits)).toBe(variant);
  });

  it('prefixes the title with the count only when there is something new', () => {
    expect(titleWithCount('Amora', 3)).toBe('(3) Amora');
    expect(titleWithCount('Amora', 0)).toBe('Amora');
  });
});
