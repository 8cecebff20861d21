import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The client imports the contracts' types and plain values only (contracts/index.ts): zod is the
 * server's. One value import of a schema module from a client entry put zod (25 KiB gzip) in
 * every first load once; this walks the value imports from the client entries and fails on the
 * first path that reaches zod. (A dynamic `import()` is not followed: what a page loads beside
 * it, such as the server events' contracts, is not in its first load.)
 */
const SRC = path.resolve(__dirname, '..');
const ENTRIES = ['index.ts', 'ui/index.ts'].map((entry) => path.join(SRC, entry));

/** Relative modules a file imports or re-exports as values (`import type` / `export type` skipped). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
  for (const match of text.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base])
    if (existsSync(candidate) && /\.(tsx?|mjs)$/.test(candidate)) return candidate;
  return null;
}

function pathToZod(): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier === 'zod') return [...trail, path.relative(SRC, file)];
      if (!specifier.startsWith('.')) continue;
      const next = resolve(file, specifier);
      if (!next) continue;
      const found = walk(next, [...trail, path.relative(SRC, file)]);
      if (found) return found;
    }
    return null;
  };
  for (const entry of ENTRIES) {
    const found = walk(entry, []);
    if (found) return found;
  }
  return null;
}

test('no value import from the client entries of @app/shared reaches zod', () => {
  expect(pathToZod()).toBeNull();
});
