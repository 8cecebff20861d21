/**
 * French typography for the product's own French texts: a no-break space before a colon and
 * inside guillemets (U+00A0), a narrow no-break space before ; ! ? and % (U+202F), so the sign
 * never starts a line on its own and the spacing reads as French. Used by the tests that keep
 * every French text so.
 */
const ORDINARY_SPACE_BEFORE_SIGN = /(?<=\S) (?=[:;!?%»])/g;
const ORDINARY_SPACE_AFTER_GUILLEMET = /« /g;
/** "Commande: 12" in English style; times (10:30) and addresses (https://) are not words. */
const COLON_WITHOUT_SPACE = /(?<=[\p{L}\p{N}}])[:;!?](?=\s|$)/gu;

/** The places in `text` where French wants a no-break space and finds an ordinary one. */
export function frenchSpacingFaults(text: string): string[] {
  const faults: string[] = [];
  for (const pattern of [
    ORDINARY_SPACE_BEFORE_SIGN,
    ORDINARY_SPACE_AFTER_GUILLEMET,
    COLON_WITHOUT_SPACE,
  ])
    for (const match of text.matchAll(pattern))
      faults.push(text.slice(Math.max(0, match.index - 12), match.index + 2));
  return faults;
}

/** Every string inside a value (locale files, text tables), for checking them all. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}

/**
 * A French text with the spacing French wants (the rules above): what marketing types with
 * ordinary spaces, or none, before `: ; ! ? %` and inside guillemets is published with no-break
 * ones, so a campaign's French reads like the product's own.
 */
export function withFrenchSpacing(text: string): string {
  return text
    .replace(/(?<=\S) (?=[:»])/g, '\u00a0')
    .replace(/(?<=\S) (?=[;!?%])/g, '\u202f')
    .replace(/« /g, '«\u00a0')
    .replace(/(?<=[\p{L}\p{N}}]):(?=\s|$)/gu, '\u00a0:')
    .replace(/(?<=[\p{L}\p{N}}])([;!?])(?=[\s!?]|$)/gu, '\u202f$1')
    .replace(/(?<=\d)%/g, '\u202f%');
}

// And its elisions ("d’Amora"), made once a value is in a text.
export { elide, elideFor } from './elision';
