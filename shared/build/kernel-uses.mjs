// What a remote takes from the kernel (issue 47 §1): the names of @app/shared's run-time entry
// its code reaches — directly, or through the bundled entries of @app/shared it imports (the
// bindings' hooks map to the endpoints, actions and selectors they are taken off) — with the
// API slice's tag types it provides or invalidates. Read from the sources by the TypeScript
// parser, as the build compiles them; the build records them beside its files, with the shape
// each had in the kernel report it was built against, and asks for the lowest kernel version
// where all of them exist with those shapes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export { KERNEL_IMPORTS_FILE, KERNEL_REPORT_FILE } from '../platform/apps.mjs';

const require = createRequire(import.meta.url);
const sharedRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const KERNEL = '@app/shared';
const GROUPS = new Set(['endpoints', 'actions', 'selectors']);

/** The committed kernel report (shared/kernel-api.json). */
export function readKernelReport(file = path.join(sharedRoot, 'kernel-api.json')) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** `useGetOwnProfileQuery`, `useLazyGetMemberQuery`, `useLoginMutation` → the endpoint's name. */
function endpointOfHook(hook) {
  const match = /^use(?:Lazy)?([A-Z]\w*?)(?:Query|Mutation|InfiniteQuery)$/.exec(hook);
  return match ? match[1][0].toLowerCase() + match[1].slice(1) : null;
}

function resolveFile(base) {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** A bundled entry of @app/shared (`@app/shared/bindings`) → its file; null for others. */
function bundledEntryFile(specifier) {
  if (!specifier.startsWith(`${KERNEL}/`)) return null;
  const pkg = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8'));
  const target = pkg.exports[`.${specifier.slice(KERNEL.length)}`];
  return typeof target === 'string' && /\.(tsx?|mjs)$/.test(target)
    ? path.join(sharedRoot, target)
    : null;
}

/**
 * One module, read once: the kernel names it uses itself (with `x.endpoints.y` chains and the
 * tags it names), the names it gives others taken straight off kernel objects (the bindings),
 * and the modules it imports (relative or bundled entries) with the names it takes from each.
 */
function readModule(file, tags, ts) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const kernelLocal = new Map(); // local identifier → kernel name
  const uses = new Set();
  const provides = new Map(); // export → kernel names
  const imports = []; // { file, names: string[] | '*' }
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier?.text;
    if (!specifier) continue;
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : null;
    const typeOnly =
      clause?.isTypeOnly || (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    const named = ts.isImportDeclaration(statement)
      ? clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements
        : []
      : statement.exportClause && ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements
        : [];
    if (specifier === KERNEL) {
      for (const element of named) {
        const imported = (element.propertyName ?? element.name).text;
        // Types are compiled against too: a changed shape matters to the remote's build.
        uses.add(imported);
        if (!typeOnly && !element.isTypeOnly && ts.isImportDeclaration(statement))
          kernelLocal.set(element.name.text, imported);
        if (ts.isExportDeclaration(statement)) provides.set(element.name.text, [imported]);
      }
      continue;
    }
    if (typeOnly) continue;
    const target = specifier.startsWith('.')
      ? resolveFile(path.resolve(path.dirname(file), specifier))
      : bundledEntryFile(specifier);
    if (!target) continue;
    const everything =
      (ts.isImportDeclaration(statement) &&
        clause?.namedBindings &&
        ts.isNamespaceImport(clause.namedBindings)) ||
      (ts.isExportDeclaration(statement) && !statement.exportClause) ||
      (ts.isImportDeclaration(statement) && !clause);
    imports.push({
      file: target,
      names: everything
        ? '*'
        : named.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text),
    });
  }
  const chainOf = (node) => {
    // `profileApi.endpoints.getOwnProfile…` → the kernel name as deep as it is recorded.
    const parts = [];
    let at = node;
    while (ts.isPropertyAccessExpression(at.parent) && at.parent.expression === at) {
      parts.push(at.parent.name.text);
      at = at.parent;
    }
    return parts;
  };
  const tagLiterals = (node) => {
    const found = [];
    const walk = (inner) => {
      if (ts.isStringLiteralLike(inner) && tags.has(inner.text)) found.push(inner.text);
      ts.forEachChild(inner, walk);
    };
    walk(node);
    return found;
  };
  const visit = (node) => {
    if (ts.isIdentifier(node) && kernelLocal.has(node.text) && !ts.isImportSpecifier(node.parent)) {
      const name = kernelLocal.get(node.text);
      const [group, member] = chainOf(node);
      if (group && GROUPS.has(group) && member) uses.add(`${name}.${group}.${member}`);
      // `export const { useGetUserQuery } = authApi` / `= signupSlice.actions`.
      const declaration = ts.isPropertyAccessExpression(node.parent) ? node.parent : node;
      const variable = declaration.parent;
      if (
        ts.isVariableDeclaration(variable) &&
        variable.initializer === declaration &&
        ts.isObjectBindingPattern(variable.name)
      ) {
        const viaGroup = declaration === node ? null : chainOf(node)[0];
        for (const element of variable.name.elements) {
          const key = (element.propertyName ?? element.name).text;
          const kernelName =
            viaGroup && GROUPS.has(viaGroup)
              ? `${name}.${viaGroup}.${key}`
              : endpointOfHook(key)
                ? `${name}.endpoints.${endpointOfHook(key)}`
                : name;
          provides.set(element.name.text, [kernelName]);
        }
      } else uses.add(name);
    }
    if (
      (ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        /^(provides|invalidates)Tags$/.test(node.name.text)) ||
      (ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'invalidateTags')
    )
      for (const tag of tagLiterals(node)) uses.add(`api.tagTypes.${tag}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { uses, provides, imports };
}

/** Every source file of an app (tests and stories left out: they are not shipped). */
function appSources(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name))
        files.push(full);
    }
  };
  walk(path.join(dir, 'src'));
  return files;
}

/**
 * The kernel names an app's code uses (sorted): from its own sources and, for each bundled
 * entry it imports, from what that entry gives for the names taken (the bindings: one endpoint,
 * action or selector each) or else everything that module reaches.
 */
export function kernelUses(appDir, report = readKernelReport()) {
  const ts = require('typescript');
  const tags = new Set(
    Object.keys(report.entries[KERNEL] ?? {})
      .filter((name) => name.startsWith('api.tagTypes.'))
      .map((name) => name.slice('api.tagTypes.'.length)),
  );
  const modules = new Map();
  const read = (file) => {
    if (!modules.has(file)) modules.set(file, readModule(file, tags, ts));
    return modules.get(file);
  };
  const uses = new Set();
  const seen = new Set();
  const reach = (file, names) => {
    const module = read(file);
    const key = `${file}\0${names === '*' ? '*' : names.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const taken = names === '*' ? null : names.filter((name) => module.provides.has(name));
    if (taken && taken.length === names.length) {
      for (const name of taken)
        for (const kernelName of module.provides.get(name)) uses.add(kernelName);
      return;
    }
    // A helper of the bundled code: everything its module and what it imports use.
    for (const name of module.uses) uses.add(name);
    if (names === '*')
      for (const kernelNames of module.provides.values()) for (const n of kernelNames) uses.add(n);
    for (const next of module.imports) reach(next.file, next.names);
  };
  for (const file of appSources(appDir)) {
    const module = read(file);
    for (const name of module.uses) uses.add(name);
    for (const next of module.imports)
      // The app's own modules are read anyway; bundled entries are followed by the names taken.
      if (!next.file.startsWith(path.join(appDir, 'src'))) reach(next.file, next.names);
  }
  return [...uses].sort();
}

/**
 * What a build records of its kernel: the version it was built against, each name it uses with
 * the fingerprint of its shape there, and the range it asks of the shell — the lowest version
 * where every one of them exists as it is now (its `since`). A name the report does not know is
 * an error of the build (the kernel check would have caught it).
 */
export function kernelImportsOf(appDir, report = readKernelReport()) {
  const recorded = report.entries[KERNEL] ?? {};
  const used = kernelUses(appDir, report);
  const unknown = used.filter((name) => !recorded[name]);
  if (unknown.length)
    throw new Error(
      `${path.basename(appDir)} uses ${unknown.join(', ')}, which shared/kernel-api.json does not record: run pnpm kernel:api --write.`,
    );
  const since = used.map((name) => recorded[name].since);
  const lowest = since.reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b), '0.0.0');
  return {
    kernel: report.version,
    range: `>=${lowest}`,
    uses: Object.fromEntries(used.map((name) => [name, recorded[name].fingerprint])),
  };
}

export function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}
