// The kernel's public surface (issue 24 §1): every name the run-time singleton entries of
// @app/shared export, read by the TypeScript compiler, and what a change of it asks of the
// package's version (semver: a name gone is a major change, a name added a minor one).
import { createHash } from 'node:crypto';
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

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The kernel's program, read by the TypeScript compiler as the apps compile against it. */
function kernelProgram(entries, root) {
  const ts = require('typescript');
  const files = Object.values(entries).map((file) => path.join(root, file));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    // The route contract's types are JSDoc in platform/*.mjs.
    allowJs: true,
  });
  return { ts, program, checker: program.getTypeChecker() };
}

/**
 * The kernel's typed report (issue 47 §1): every name each run-time entry exports, with the
 * members of its APIs and slices and the API slice's tag types, each with its **shape** (its
 * type as the compiler prints it: a function's signature, an endpoint's argument and result, an
 * action's payload, a selector's state and result) and a **fingerprint**: the SHA-256 of that
 * shape and of the kernel's own types it names (`AuthState`, `ServerEvent`, …), expanded, so a
 * change deep inside a named type changes every name that shows it. The tag union every API
 * carries prints as `ApiTags` and each tag is a name of its own (`api.tagTypes.Chats`), so a new
 * tag is an addition, not a change of every endpoint.
 * Entry → name → { shape, fingerprint }, and the expanded types by name.
 */
export function kernelReport({ entries: kernelEntries = KERNEL_ENTRIES, root = ROOT } = {}) {
  const { ts, program, checker } = kernelProgram(kernelEntries, root);
  const print = (type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  // The kernel's own declarations (a fixture's, in the tests: its whole folder).
  const sharedDir = (root === ROOT ? path.join(ROOT, 'shared') : root) + path.sep;
  const isKernelDeclared = (symbol) =>
    symbol?.declarations?.some((d) => d.getSourceFile().fileName.startsWith(sharedDir)) ?? false;

  // The kernel's own named types (interfaces and aliases), expanded once each.
  const types = new Map();
  const typeSymbols = new Map();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(sharedDir)) continue;
    for (const statement of file.statements) {
      if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
      const symbol = checker.getSymbolAtLocation(statement.name);
      if (symbol) typeSymbols.set(statement.name.text, symbol);
    }
  }
  let tagUnion = null;
  const tidy = (text) =>
    (tagUnion ? text.split(tagUnion).join('ApiTags') : text)
      .split('BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>')
      .join('BaseQuery');
  const expand = (name) => {
    if (types.has(name)) return;
    const symbol = typeSymbols.get(name);
    if (!symbol || !isKernelDeclared(symbol)) return;
    types.set(name, '…');
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const members =
      declared.flags & ts.TypeFlags.Object ? checker.getPropertiesOfType(declared) : [];
    const text =
      symbol.flags & ts.SymbolFlags.Interface
        ? `{ ${members
            .map(
              (member) =>
                `${member.name}${member.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${print(checker.getTypeOfSymbol(member))}`,
            )
            .join('; ')} }`
        : print(checker.getDeclaredTypeOfSymbol(symbol)) === name
          ? checker.typeToString(
              declared,
              undefined,
              ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
            )
          : print(declared);
    types.set(name, tidy(text));
    for (const named of namedIn(text)) expand(named);
  };
  const namedIn = (text) =>
    [...new Set(text.match(/\b[A-Z][A-Za-z0-9_]*\b/g) ?? [])].filter((name) =>
      typeSymbols.has(name),
    );

  const entries = {};
  for (const [entry, file] of Object.entries(kernelEntries)) {
    const source = program.getSourceFile(path.join(root, file));
    const names = {};
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source));
    const targetOf = (symbol) =>
      symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    // The API slice's tag types: found first, so every shape prints the union by its name.
    const apiSymbol = exported.find((symbol) => symbol.getName() === 'api');
    if (apiSymbol) {
      const apiType = checker.getTypeOfSymbolAtLocation(targetOf(apiSymbol), source);
      const tags = apiType.aliasTypeArguments?.[3];
      if (tags?.isUnion()) {
        tagUnion = print(tags);
        for (const tag of tags.types) names[`api.tagTypes.${JSON.parse(print(tag))}`] = 'tag';
      }
    }
    for (const symbol of exported) {
      const name = symbol.getName();
      const target = targetOf(symbol);
      const isValue = target.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function);
      const type = isValue
        ? checker.getTypeOfSymbolAtLocation(target, source)
        : checker.getDeclaredTypeOfSymbol(target);
      // An API is its reducer path and endpoints (each a name of its own), not RTK's internals.
      const definitions = type.aliasSymbol?.name === 'Api' ? type.aliasTypeArguments?.[1] : null;
      if (definitions) {
        const endpoints = definitions.getProperties().map((p) => p.getName());
        names[name] =
          `Api<"${JSON.parse(print(type.aliasTypeArguments[2]))}", { ${endpoints.join(', ')} }>`;
        for (const endpoint of definitions.getProperties())
          names[`${name}.endpoints.${endpoint.getName()}`] = print(
            checker.getTypeOfSymbolAtLocation(endpoint, source),
          );
        continue;
      }
      if (isValue) {
        let grouped = false;
        for (const group of MEMBER_GROUPS.slice(1)) {
          const property = type.getProperty(group);
          if (!property) continue;
          grouped = true;
          for (const member of checker.getTypeOfSymbolAtLocation(property, source).getProperties())
            names[`${name}.${group}.${member.getName()}`] = print(
              checker.getTypeOfSymbolAtLocation(member, source),
            );
        }
        if (grouped) {
          const state = type.getProperty('getInitialState');
          names[name] =
            `Slice<${state ? print(checker.getTypeOfSymbolAtLocation(state, source).getCallSignatures()[0].getReturnType()) : 'unknown'}>`;
          continue;
        }
      }
      names[name] = print(type);
    }
    const report = {};
    for (const [name, raw] of Object.entries(names)) {
      const shape = tidy(raw);
      for (const named of namedIn(raw)) expand(named);
      report[name] = { shape };
    }
    entries[entry] = report;
  }
  // A fingerprint covers the shape and, transitively, the kernel types it names.
  const closureOf = (text, seen = new Set()) => {
    for (const named of namedIn(text)) {
      if (seen.has(named) || !types.has(named)) continue;
      seen.add(named);
      closureOf(types.get(named), seen);
    }
    return seen;
  };
  for (const report of Object.values(entries))
    for (const value of Object.values(report)) {
      const named = [...closureOf(value.shape)].sort();
      value.fingerprint = sha256(
        [value.shape, ...named.map((n) => `${n} = ${types.get(n)}`)].join('\n'),
      ).slice(0, 16);
    }
  return { entries, types: Object.fromEntries([...types].sort(([a], [b]) => a.localeCompare(b))) };
}

/**
 * Entry → its exported names, sorted, with the members of its APIs and slices as
 * `name.group.member` (`profileApi.endpoints.getOwnProfile`, `signupSlice.actions.signupOpened`)
 * and the tag types as `api.tagTypes.<tag>`.
 */
export function kernelSurface(report = kernelReport()) {
  return Object.fromEntries(
    Object.entries(report.entries).map(([entry, names]) => [entry, Object.keys(names).sort()]),
  );
}

/** The top-level names of a surface (what an app imports from the kernel). */
export const topLevelNames = (names) => names.filter((name) => !name.includes('.'));

/**
 * What changed between the recorded report and the current one (entry → name → { fingerprint }),
 * and the smallest version bump it asks for: a name removed or whose shape changed is a major
 * change (a remote compiled against it may break), a name added a minor one — an API grown by
 * an endpoint included (`grown`).
 */
export function surfaceChange(before, after) {
  const removed = [];
  const added = [];
  const changed = [];
  const grown = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[entry] ?? {};
    const is = after[entry] ?? {};
    for (const name of Object.keys(was))
      if (!(name in is)) removed.push(`${entry}:${name}`);
      else if (was[name].fingerprint === is[name].fingerprint) continue;
      else if (onlyGrew(name, was, is)) grown.push(`${entry}:${name}`);
      else changed.push(`${entry}:${name}`);
    for (const name of Object.keys(is)) if (!(name in was)) added.push(`${entry}:${name}`);
  }
  return {
    removed,
    added,
    changed,
    ...(grown.length ? { grown } : {}),
    needs: removed.length || changed.length ? 'major' : added.length ? 'minor' : null,
  };
}

/**
 * An API whose shape changed only by endpoints added (`Api<"api", { a, b }>` → `{ a, b, c }`,
 * each new one recorded as a name of its own): what a remote compiled against it calls is all
 * still there, so it asks what a name added asks, a minor version.
 */
function onlyGrew(name, was, is) {
  const endpoints = (shape) => /^Api<"api", \{ (.*) \}>$/.exec(shape ?? '')?.[1].split(', ');
  const [before, after] = [endpoints(was[name].shape), endpoints(is[name].shape)];
  if (!before || !after || !before.every((endpoint) => after.includes(endpoint))) return false;
  return after
    .filter((endpoint) => !before.includes(endpoint))
    .every(
      (endpoint) =>
        `${name}.endpoints.${endpoint}` in is && !(`${name}.endpoints.${endpoint}` in was),
    );
}

/**
 * The report to record at `version`: each name keeps the version that introduced it or last
 * changed its shape (`since`), from the recorded report; a new or changed name gets `version`.
 */
export function withSince(recorded, current, version) {
  const out = {};
  for (const [entry, names] of Object.entries(current)) {
    out[entry] = {};
    for (const [name, value] of Object.entries(names)) {
      const was = recorded[entry]?.[name];
      const since = was && was.fingerprint === value.fingerprint ? was.since : version;
      out[entry][name] = { since, fingerprint: value.fingerprint, shape: value.shape };
    }
  }
  return out;
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
