import { isLanderName, LANDER_NAMES } from './lander-registry';

describe('isLanderName', () => {
  it.each(LANDER_NAMES)('knows %s', (name) => {
    expect(isLanderName(name)).toBe(true);
  });

  it.each([undefined, '', 'unknown', 'Gallery', 'toString'])('does not know %p', (name) => {
    expect(isLanderName(name)).toBe(false);
  });
});
