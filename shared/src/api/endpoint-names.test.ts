import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [
  'shared/src',
  'shell/src',
  'mf-members/src',
  'mf-chat/src',
  'mf-payments/src',
  'mf-signup/src',
  'mf-landers/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Every app adds endpoints to the one api slice; two apps using the same endpoint name would
 * silently share (or override) a cache entry, so names must be unique across the platform.
 */
describe('api endpoint names', () => {
  it('are unique across the shell, @app/shared and every remote', () => {
    const owners = new Map<string, string[]>();
    for (const app of APPS) {
      for (const file of sourceFiles(path.join(ROOT, app))) {
        const text = readFileSync(file, 'utf8');
        if (!text.includes('injectEndpoints')) continue;
        for (const match of text.matchAll(/^\s+(\w+): build\.(query|mutation|infiniteQuery)/gm)) {
          owners.set(match[1]!, [...(owners.get(match[1]!) ?? []), path.relative(ROOT, file)]);
        }
      }
    }
    expect(owners.size).toBeGreaterThan(5);
    const duplicates = [...owners].filter(([, files]) => files.length > 1);
    expect(duplicates).toEqual([]);
  });
});
