import { acceptedLanguages, pickLanguage } from './language';

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

  it("takes a new visitor's browser language before the domain's (issue 25 §4)", () => {
    const browserLanguages = ['nl-BE', 'fr-BE', 'en'];
    expect(pickLanguage({ cookie: null, browserLanguages, domainLanguage: 'en-GB' })).toBe('fr');
    // Not over a choice made (the cookie) or the member's own language.
    expect(pickLanguage({ cookie: 'en', browserLanguages, domainLanguage: 'en-GB' })).toBe('en');
    expect(
      pickLanguage({ cookie: null, userLanguage: 'en', browserLanguages, domainLanguage: 'fr' }),
    ).toBe('en');
    // A browser that speaks nothing the product does leaves it to the domain.
    expect(pickLanguage({ cookie: null, browserLanguages: ['de'], domainLanguage: 'fr' })).toBe(
      'fr',
    );
  });
});

describe('acceptedLanguages', () => {
  it('orders the header’s languages by preference, leaving out refused ones', () => {
    expect(acceptedLanguages('en;q=0.5, fr-BE,fr;q=0.9 , de;q=0, *;q=0.1')).toEqual([
      'fr-BE',
      'fr',
      'en',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
