// Finding a member's hidden words, and the unkind words, in a message (issue 29 §1). Written
// here rather than taken from a package: the rule is small and ours — case, accents and width
// ignored ("Idiöt" is "idiot"), words of letters matched whole ("ass" is not in "class"), emojis
// and other signs matched anywhere in the text. Disguises are seen through too (issue 46 §1):
// look-alike letters of other scripts (Cyrillic "bаnаnа", from the `confusables` package's table),
// letters spaced out ("b a n a n a", "b.a.n.a.n.a") and letters repeated ("baaanana").
import { remove as withoutConfusables } from 'confusables';

/** Lower case, accents off, compatibility forms folded (full-width letters, ligatures). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('und');
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Three or more single letters apart by one to three signs or spaces: "b a n a n a". */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[^\p{L}\p{N}]{1,3}\p{L}(?![\p{L}\p{N}])){2,}/gu;

/**
 * The text with its disguises taken off: folded, look-alike letters as the Latin ones they
 * imitate, letters spaced out joined, a letter repeated once. A word is looked for in this form
 * as well as in the folded one.
 */
export function undisguised(text: string): string {
  return foldText(withoutConfusables(foldText(text)))
    .replace(SPACED_LETTERS, (run) => run.replace(/[^\p{L}\p{N}]+/gu, ''))
    .replace(/(\p{L})\1+/gu, '$1');
}

/**
 * Below this many letters a word's undisguised form is too likely another word ("ass" would be
 * "as"): such words are matched as written (folded) only.
 */
const UNDISGUISED_MIN_LENGTH = 4;

/** The word in `form`: whole where it starts or ends with a letter or digit, anywhere otherwise. */
function patternOf(form: string): RegExp {
  const start = WORD_CHAR.test(form[0]!) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = WORD_CHAR.test([...form].at(-1)!) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escape(form)}${end}`, 'u');
}

/**
 * A matcher for these words: answers the first of them the text holds, or null. Built once per
 * list (a member's words, the site's unkind words) and used for every message.
 */
export function wordMatcher(words: readonly string[]): (text: string) => string | null {
  const patterns = words
    .map((word) => ({ word, folded: foldText(word.trim()), plain: undisguised(word.trim()) }))
    .filter((w) => w.folded.length > 0)
    .map(({ word, folded, plain }) => ({
      word,
      folded: patternOf(folded),
      plain: [...plain].length >= UNDISGUISED_MIN_LENGTH ? patternOf(plain) : null,
    }));
  if (patterns.length === 0) return () => null;
  return (text) => {
    const folded = foldText(text);
    const plain = undisguised(text);
    return (
      patterns.find((p) => p.folded.test(folded) || (p.plain !== null && p.plain.test(plain)))
        ?.word ?? null
    );
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
