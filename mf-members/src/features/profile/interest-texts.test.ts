import { INTEREST_KEYS } from '@app/shared';
import en from '../../../locales/en/members.json';
import fr from '../../../locales/fr/members.json';

describe('interest texts', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s names every interest a member can pick', (_language, texts) => {
    const missing = INTEREST_KEYS.filter((key) => !(key in texts.interests));
    expect(missing).toEqual([]);
  });
});
