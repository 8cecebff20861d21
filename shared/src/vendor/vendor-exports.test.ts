import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [
  'shared/src',
  'shell/src',
  'backoffice/src',
  'mf-members/src',
  'mf-chat/src',
  'mf-payments/src',
  'mf-signup/src',
  'mf-landers/src',
];
const SLIM = { 'react-router': 'react-router.ts', 'react-i18next': 'react-i18next.ts' } as const;

/**
 * The first-screen renderers are Node builds of their own (shared/build/first-screen.mjs), with
 * the packages' full entries: what they import is not asked of the shared ones.
 */
const NODE_BUILDS = [`${path.sep}server${path.sep}`, `${path.sep}first-screen${path.sep}`];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) &&
      !/\.test\.tsx?$/.test(name) &&
      !full.includes(`${path.sep}vendor${path.sep}`) &&
      !NODE_BUILDS.some((folder) => full.includes(folder))
      ? [full]
      : [];
  });
}

/** Value (non-type) names imported from a module across the apps' sources. */
function importedNames(moduleName: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${moduleName}'`, 'g');
  for (const app of APPS) {
    for (const file of sourceFiles(path.join(ROOT, app))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of match[2]!.split(',')) {
          const name = part.trim();
          if (!name || name.startsWith('type ')) continue;
          names.set(name.split(/\s+as\s+/)[0]!, path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

function slimExports(file: string): Set<string> {
  const text = readFileSync(path.join(__dirname, file), 'utf8');
  const list = text.match(/export\s*\{([^}]*)\}/)![1]!;
  return new Set(
    list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

describe('slim shared vendor entries', () => {
  it.each(Object.entries(SLIM))(
    'every name imported from %s is provided by the shared entry',
    (moduleName, file) => {
      const provided = slimExports(file);
      const imported = importedNames(moduleName);
      expect(imported.size).toBeGreaterThan(0);
      const missing = [...imported]
        .filter(([name]) => !provided.has(name))
        .map(([name, where]) => `${name} (${where})`);
      expect(missing).toEqual([]);
    },
  );
});
