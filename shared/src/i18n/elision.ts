// French elision (issue 49 §12): "de Amora" is "d’Amora", "ce que Alex" is "ce qu’Alex". Texts
// are written right; a name or a number put into them is not known until then, so the words
// before a value that begins with a vowel are elided once the text is whole.

/** The words French elides before a vowel, with what they become. */
const ELIDED: Readonly<Record<string, string>> = {
  de: 'd’',
  que: 'qu’',
  lorsque: 'lorsqu’',
  puisque: 'puisqu’',
  jusque: 'jusqu’',
  le: 'l’',
  la: 'l’',
  je: 'j’',
  me: 'm’',
  te: 't’',
  se: 's’',
  ne: 'n’',
};

// A vowel (accented or not) opens the next word; "h" is left alone (h aspiré: "de Hugo" and
// "d’Hugo" are both heard) and so is "y" ("de Yasmine").
const BEFORE_VOWEL = new RegExp(
  `(^|[\\s(«"“'’\\u00a0])(${Object.keys(ELIDED).join('|')}) (?=[aeiouàâäéèêëîïôöùûüœæ])`,
  'giu',
);
const SI_IL = /(^|[\s(«"“])(si) (?=ils?\b)/giu;

/** The French text with its elisions made; a capital stays a capital ("De Amora" → "D’Amora"). */
export function elide(text: string): string {
  return text
    .replace(BEFORE_VOWEL, (_match, before: string, word: string) => {
      const elided = ELIDED[word.toLowerCase()]!;
      return before + (word[0] === word[0]!.toUpperCase() ? capitalised(elided) : elided);
    })
    .replace(SI_IL, (_match, before: string, word: string) => `${before}${word[0]}’`);
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Elides French texts, leaves the others as they are. */
export function elideFor(language: string | undefined, text: string): string {
  return language?.startsWith('fr') ? elide(text) : text;
}

/**
 * i18next's post-processor: every French text a member reads is elided after its values are put
 * in (`postProcess: ['elision']`).
 */
export const elisionPostProcessor = {
  type: 'postProcessor' as const,
  name: 'elision',
  process(value: string, _key: unknown, _options: unknown, translator: { language?: string }) {
    return elideFor(translator.language, value);
  },
};
