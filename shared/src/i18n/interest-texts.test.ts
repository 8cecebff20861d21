import { INTEREST_KEYS } from '../contracts/values';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';

describe('interest texts', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s names every interest a member can pick', (_language, texts) => {
    const missing = INTEREST_KEYS.filter((key) => !(key in texts.interests));
    expect(missing).toEqual([]);
  });
});
