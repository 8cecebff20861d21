import { frenchSpacingFaults, stringsIn, withFrenchSpacing } from './french-typography';

describe('French typography', () => {
  it('finds ordinary spaces where French wants no-break ones', () => {
    const faults = frenchSpacingFaults('E-mail : x ; vraiment ? Oui ! 25 % « Bonjour »');
    // One fault each, named by the text around it (ending at the sign).
    expect(faults.map((fault) => fault.trimEnd().slice(-1))).toEqual([
      ':',
      ';',
      '?',
      '!',
      '%',
      '»',
      '«',
    ]);
    expect(faults[0]).toBe('E-mail :');
  });

  it('finds a sign glued to its word, as English writes it', () => {
    expect(frenchSpacingFaults('Commande: 12')).toHaveLength(1);
    expect(frenchSpacingFaults('Enfin!')).toHaveLength(1);
  });

  it('accepts the no-break spaces, and signs with no space at all', () => {
    expect(
      frenchSpacingFaults(
        'E-mail\u00a0: x\u202f; vraiment\u202f? Oui\u202f! 25\u202f% «\u00a0Bonjour\u00a0» https://a.b?c=d à 10:30',
      ),
    ).toEqual([]);
  });

  it('walks every string of a nested value, skipping functions', () => {
    expect(stringsIn({ a: 'x', b: ['y', { c: 'z' }], d: () => 'no', e: 3 })).toEqual([
      'x',
      'y',
      'z',
    ]);
  });
});

describe('French spacing for what staff type', () => {
  it('puts the no-break spaces French wants, and changes nothing else', () => {
    const typed = [
      'Bonjour ! Vous êtes prêt?',
      'Offre: 25% de remise; vite!',
      '« Salut »',
      'À 10:30, voir https://amora.example/?a=b',
      '{{count}} {{who}} : en ligne',
    ];
    const published = typed.map(withFrenchSpacing);
    expect(published).toEqual([
      'Bonjour\u202f! Vous êtes prêt\u202f?',
      'Offre\u00a0: 25\u202f% de remise\u202f; vite\u202f!',
      '«\u00a0Salut\u00a0»',
      'À 10:30, voir https://amora.example/?a=b',
      '{{count}} {{who}}\u00a0: en ligne',
    ]);
    expect(published.flatMap(frenchSpacingFaults)).toEqual([]);
    // Already right: left as it is.
    expect(published.map(withFrenchSpacing)).toEqual(published);
  });
});
