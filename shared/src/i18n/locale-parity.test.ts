import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, FALLBACK_LANGUAGE } from '../config/constants';
import { frenchSpacingFaults, stringsIn } from './french-typography';

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
  });
});

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
