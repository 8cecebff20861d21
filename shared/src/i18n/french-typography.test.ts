import { frenchSpacingFaults, stringsIn } from './french-typography';

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
