import { shortTime } from './format';

describe('shortTime', () => {
  const now = new Date(2026, 10, 26, 18, 0);
  const afternoon = new Date(2026, 10, 26, 14, 5).toISOString();
  const earlier = new Date(2026, 11 - 1, 3, 9, 0).toISOString();

  it('writes today’s times as the site’s language does: 24-hour time in French', () => {
    expect(shortTime(afternoon, 'fr', now)).toBe('14:05');
    expect(shortTime(afternoon, 'en', now)).toMatch(/^02:05\sPM$/);
  });

  it('writes earlier days as a short date in the site’s language', () => {
    expect(shortTime(earlier, 'fr', now)).toBe('3 nov.');
    expect(shortTime(earlier, 'en', now)).toBe('Nov 3');
  });
});
