// The kernel's public surface (issue 24 §1): every name the run-time singleton entries of
// @app/shared export, read by the TypeScript compiler, and what a change of it asks of the
// package's version (semver: a name gone is a major change, a name added a minor one).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const require = createRequire(import.meta.url);

/** The entries shared at run time, as the shell provides them (shared/build/federation.mjs). */
export const KERNEL_ENTRIES = {
  '@app/shared': 'shared/src/index.ts',
};

/** Where the committed snapshot lives. */
export const KERNEL_API_FILE = path.join(ROOT, 'shared', 'kernel-api.json');

export function kernelVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
}

/**
 * The members of an exported object that are part of the surface too: an API's endpoints (the
 * bindings take their hooks off it) and a slice's actions and selectors.
 */
const MEMBER_GROUPS = ['endpoints', 'actions', 'selectors'];

/**
 * Entry → its exported names, sorted, with the members of its APIs and slices as
 * `name.group.member` (`profileApi.endpoints.getOwnProfile`, `signupSlice.actions.signupOpened`).
 */
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
      const names = [];
      for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
        const name = symbol.getName();
        names.push(name);
        const target =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        if (!(target.flags & ts.SymbolFlags.Variable)) continue;
        const type = checker.getTypeOfSymbolAtLocation(target, source);
        for (const group of MEMBER_GROUPS) {
          const property = type.getProperty(group);
          if (!property) continue;
          const members = checker.getTypeOfSymbolAtLocation(property, source).getProperties();
          for (const member of members) names.push(`${name}.${group}.${member.getName()}`);
        }
      }
      return [entry, names.sort()];
    }),
  );
}

/** The top-level names of a surface (what an app imports from the kernel). */
export const topLevelNames = (names) => names.filter((name) => !name.includes('.'));

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

/** What makes a module hold the page's state: it must exist once, inside the kernel. */
const HOLDS_STATE =
  /\b(createApi|injectEndpoints|createSlice|createAction|createListenerMiddleware)\s*[(<]/;
const RELATIVE_IMPORT =
  /(?:import|export)[^'"]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function resolveRelative(from, request) {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    path.join(base, 'index.ts'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every module a file reaches through relative imports (package imports end the walk). */
export function relativeClosure(file) {
  const seen = new Set();
  const queue = [file];
  while (queue.length) {
    const current = queue.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    if (!/\.(ts|tsx|mjs)$/.test(current)) continue;
    const text = readFileSync(current, 'utf8').replace(/^\s*(import|export) type .*$/gm, '');
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const next = resolveRelative(current, match[1] ?? match[2]);
      if (next) queue.push(next);
    }
  }
  return seen;
}

/**
 * The entries of @app/shared each app bundles (all but the kernel, the build tooling, styles,
 * texts and the test helpers, which run under Jest only), as package subpath → file.
 */
export function bundledEntries() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'));
  return Object.entries(pkg.exports)
    .filter(
      ([subpath, file]) =>
        !['.', './testing'].includes(subpath) && !subpath.includes('*') && /\.tsx?$/.test(file),
    )
    .map(([subpath, file]) => [`@app/shared${subpath.slice(1)}`, path.join(ROOT, 'shared', file)]);
}

/**
 * Where the split leaks: a bundled module that reaches, through a relative import, a module
 * holding state (a second API slice or slice in the app's bundle, detached from the one store),
 * and a kernel module that imports a bundled entry by name (the kernel must stand alone).
 */
export function kernelLeaks() {
  const leaks = [];
  for (const [entry, file] of bundledEntries()) {
    for (const reached of relativeClosure(file)) {
      if (HOLDS_STATE.test(readFileSync(reached, 'utf8')))
        leaks.push(`${entry} bundles ${path.relative(ROOT, reached)}, which holds state`);
    }
  }
  for (const reached of relativeClosure(path.join(ROOT, KERNEL_ENTRIES['@app/shared']))) {
    if (/from\s+'@app\/shared[/']/.test(readFileSync(reached, 'utf8')))
      leaks.push(`the kernel's ${path.relative(ROOT, reached)} imports @app/shared by name`);
  }
  return leaks;
}
