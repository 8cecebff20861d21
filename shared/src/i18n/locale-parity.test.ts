import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, FALLBACK_LANGUAGE } from '../config/constants';
import { elide, frenchSpacingFaults, stringsIn } from './french-typography';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [
  'shared',
  'shell',
  'backoffice',
  'mf-members',
  'mf-chat',
  'mf-payments',
  'mf-signup',
  'mf-landers',
];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Flattened keys, with plural forms folded into their base key (languages differ in forms). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL_SUFFIX, '')];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const namespaces = APPS.flatMap((app) => {
  const dir = path.join(ROOT, app, 'locales', FALLBACK_LANGUAGE);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ app, file }));
});

describe('translations', () => {
  it('finds the namespaces of every app', () => {
    expect(namespaces.map((n) => n.app)).toEqual(expect.arrayContaining(APPS));
  });

  describe.each(namespaces)('$app/$file', ({ app, file }) => {
    const read = (lng: string) =>
      JSON.parse(readFileSync(path.join(ROOT, app, 'locales', lng, file), 'utf8'));
    const reference = new Set(keysOf(read(FALLBACK_LANGUAGE)));

    it.each(SUPPORTED_LANGUAGES.filter((l) => l !== FALLBACK_LANGUAGE))(
      '%s has every key en has',
      (lng) => {
        const file_ = path.join(ROOT, app, 'locales', lng, file);
        expect(existsSync(file_)).toBe(true);
        const keys = new Set(keysOf(read(lng)));
        const missing = [...reference].filter((key) => !keys.has(key));
        expect(missing).toEqual([]);
      },
    );

    it('fr spaces its colons, question marks and the like as French does', () => {
      const faults = stringsIn(read('fr')).flatMap(frenchSpacingFaults);
      expect(faults).toEqual([]);
    });

    // Issue 49 §12: "de Amora" is a mistake a value makes (the post-processor elides it); the
    // product's own words are elided as written.
    it('fr elides its own words ("d’abord", not "de abord")', () => {
      const unelided = stringsIn(read('fr')).filter((text) => elide(text) !== text);
      expect(unelided).toEqual([]);
    });

    it('says a count through its plural forms, in every language ("1 credit", "2 credits")', () => {
      const withoutForms = (lng: string) =>
        leaves(read(lng)).filter(
          ([key, text]) => COUNTED_WORD.test(text) && !PLURAL_SUFFIX.test(key),
        );
      const formsMissing = (lng: string) => {
        const texts = leaves(read(lng));
        const keys = new Set(texts.map(([key]) => key));
        // A plural form says its count ("held_by_other" is a name, not a form).
        return texts
          .filter(([key, text]) => /_(one|other)$/.test(key) && text.includes('{{count}}'))
          .map(([key]) => key)
          .map((key) => key.replace(PLURAL_SUFFIX, ''))
          .filter((base) => !keys.has(`${base}_one`) || !keys.has(`${base}_other`));
      };
      for (const lng of SUPPORTED_LANGUAGES) {
        expect(withoutForms(lng).map(([key]) => `${lng}: ${key}`)).toEqual([]);
        expect(formsMissing(lng).map((key) => `${lng}: ${key}`)).toEqual([]);
      }
    });

    it('leaves no English in French', () => {
      const english = leaves(read(FALLBACK_LANGUAGE));
      const french = new Map(leaves(read('fr')));
      const left = english
        .filter(([key, text]) => french.get(key) === text && ENGLISH_WORDS.test(text))
        .map(([key]) => key);
      expect(left).toEqual([]);
    });
  });
});

/**
 * A word that follows a count and agrees with it ("3 credits", "3 visibles"); "3 of 10", "3 sur
 * 10", "3 / 10" and "1000+" need no forms.
 */
const COUNTED_WORD = /\{\{count\}\}[\s\u00a0\u202f]+(?!of\b|sur\b|\/)\p{L}/u;

/** Words no French text has: a French text holding them was left in English. */
const ENGLISH_WORDS = /\b(the|and|your|you|with|this|for|not|to|of|is|are)\b/i;

/** Every text of a namespace with its flattened key. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every source file of an app (tests aside). */
function sourcesOf(app: string): string[] {
  const dir = path.join(ROOT, app, 'src');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The keys of one namespace file in English (plural forms folded). */
function englishKeys(app: string, file: string): Set<string> {
  const json: unknown = JSON.parse(
    readFileSync(path.join(ROOT, app, 'locales', FALLBACK_LANGUAGE, file), 'utf8'),
  );
  return new Set(keysOf(json));
}

// Issue 25 §3: a raw key on screen ("personal.choose") is a text nobody wrote. Every literal key
// an app asks for, t('section.key') or t('namespace:section.key'), is in the English texts of its
// own namespace, the shared common one or the one it names.
describe('texts asked for exist', () => {
  const byNamespace = new Map(
    namespaces.map(({ app, file }) => [file.replace(/\.json$/, ''), englishKeys(app, file)]),
  );
  const common = byNamespace.get('common')!;
  it.each(APPS.filter((app) => app !== 'shared'))('%s', (app) => {
    const own = namespaces
      .filter((n) => n.app === app)
      .map(({ file }) => byNamespace.get(file.replace(/\.json$/, ''))!);
    const missing: string[] = [];
    for (const file of sourcesOf(app)) {
      const source = readFileSync(file, 'utf8');
      for (const [, key] of source.matchAll(/\bt\(\s*'([a-z_]+(?::[a-z_]+)?(?:\.[a-z0-9_]+)+)'/g)) {
        const [ns, name] = key!.includes(':') ? key!.split(':') : [null, key!];
        const found = ns
          ? byNamespace.get(ns!)?.has(name!)
          : own.some((keys) => keys.has(name!)) || common.has(name!);
        if (!found) missing.push(`${path.relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
