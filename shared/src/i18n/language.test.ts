import { pickLanguage } from './language';

describe('pickLanguage (spec §4 Language)', () => {
  it('uses a supported locale cookie first', () => {
    expect(pickLanguage({ cookie: 'fr', userLanguage: 'en', domainLanguage: 'en-US' })).toBe('fr');
  });

  it("uses the domain language's first two letters when there is no cookie", () => {
    expect(pickLanguage({ cookie: null, domainLanguage: 'fr-FR' })).toBe('fr');
  });

  it('ignores the domain language when a locale cookie exists, even an unsupported one', () => {
    expect(pickLanguage({ cookie: 'de', domainLanguage: 'fr-FR' })).toBe('en');
  });

  it('ignores an unsupported domain language', () => {
    expect(pickLanguage({ cookie: null, domainLanguage: 'de-DE' })).toBe('en');
  });

  it("prefers the member's saved language over the domain language", () => {
    expect(pickLanguage({ cookie: null, userLanguage: 'fr', domainLanguage: 'en-GB' })).toBe('fr');
  });
});
