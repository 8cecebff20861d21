// Finding a member's hidden words, and the unkind words, in a message (issue 29 §1). Written
// here rather than taken from a package: the rule is small and ours — case, accents and width
// ignored ("Idiöt" is "idiot"), words of letters matched whole ("ass" is not in "class"), emojis
// and other signs matched anywhere in the text.

/** Lower case, accents off, compatibility forms folded (full-width letters, ligatures). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('und');
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for these words: answers the first of them the text holds, or null. Built once per
 * list (a member's words, the site's unkind words) and used for every message.
 */
export function wordMatcher(words: readonly string[]): (text: string) => string | null {
  const folded = words
    .map((word) => ({ word, folded: foldText(word.trim()) }))
    .filter((w) => w.folded.length > 0);
  if (folded.length === 0) return () => null;
  const patterns = folded.map(({ word, folded: f }) => {
    // Whole words where the word starts or ends with a letter or digit; anywhere otherwise.
    const start = WORD_CHAR.test(f[0]!) ? '(?<![\\p{L}\\p{N}])' : '';
    const end = WORD_CHAR.test([...f].at(-1)!) ? '(?![\\p{L}\\p{N}])' : '';
    return { word, pattern: new RegExp(`${start}${escape(f)}${end}`, 'u') };
  });
  return (text) => {
    const haystack = foldText(text);
    return patterns.find(({ pattern }) => pattern.test(haystack))?.word ?? null;
  };
}

/** The text's letter trigrams, words and case folded, for telling near-identical texts. */
function trigrams(text: string): Set<string> {
  const letters = ` ${foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) grams.add(letters.slice(i, i + 3));
  return grams;
}

/**
 * How alike two texts are, 0 to 1 (the Jaccard index of their trigrams): "Hi Anna, want to meet
 * tonight? Add me on …" and the same to Bea score well above 0.7; two different greetings below.
 */
export function likeness(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return a === b ? 1 : 0;
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared += 1;
  return shared / (x.size + y.size - shared);
}
