// The kernel's public surface (issue 24 §1): every name the run-time singleton entries of
// @app/shared export, read by the TypeScript compiler, and what a change of it asks of the
// package's version (semver: a name gone is a major change, a name added a minor one).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const require = createRequire(import.meta.url);

/** The entries shared at run time, as the shell provides them (shared/build/federation.mjs). */
export const KERNEL_ENTRIES = {
  '@app/shared': 'shared/src/index.ts',
  '@app/shared/ui': 'shared/src/ui/index.ts',
};

/** Where the committed snapshot lives. */
export const KERNEL_API_FILE = path.join(ROOT, 'shared', 'kernel-api.json');

export function kernelVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
}

/** Entry → its exported names, sorted. */
export function kernelSurface() {
  const ts = require('typescript');
  const files = Object.values(KERNEL_ENTRIES).map((file) => path.join(ROOT, file));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(KERNEL_ENTRIES).map(([entry, file]) => {
      const source = program.getSourceFile(path.join(ROOT, file));
      const symbol = checker.getSymbolAtLocation(source);
      return [
        entry,
        checker
          .getExportsOfModule(symbol)
          .map((s) => s.getName())
          .sort(),
      ];
    }),
  );
}

/** What changed between two surfaces, and the smallest version bump it asks for. */
export function surfaceChange(before, after) {
  const removed = [];
  const added = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[entry] ?? []);
    const is = new Set(after[entry] ?? []);
    for (const name of was) if (!is.has(name)) removed.push(`${entry}:${name}`);
    for (const name of is) if (!was.has(name)) added.push(`${entry}:${name}`);
  }
  return { removed, added, needs: removed.length ? 'major' : added.length ? 'minor' : null };
}

/** Whether `to` is at least a `kind` bump of `from` (x.y.z). */
export function bumpedEnough(from, to, kind) {
  const [a, b] = [from, to].map((v) => v.split('.').map(Number));
  if (kind === 'major') return b[0] > a[0];
  if (kind === 'minor') return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
  return true;
}
