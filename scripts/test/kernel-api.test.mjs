// The kernel's public surface is versioned for real (issue 24 §1): the committed snapshot is the
// surface as it is, at shared/package.json's version, and a change asks for the right bump.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { kernelImportsOf, kernelUses } from '../../shared/build/kernel-uses.mjs';
import {
  KERNEL_API_FILE,
  bumpedEnough,
  kernelLeaks,
  kernelReport,
  kernelSurface,
  kernelVersion,
  relativeClosure,
  surfaceChange,
  topLevelNames,
  withSince,
} from '../lib/kernel-api.mjs';
import { ROOT } from '../lib/workspace.mjs';

const report = kernelReport();

it('matches shared/kernel-api.json, shapes included, at the package version (else: pnpm kernel:api --write)', () => {
  const recorded = JSON.parse(readFileSync(KERNEL_API_FILE, 'utf8'));
  const change = surfaceChange(recorded.entries, report.entries);
  assert.deepEqual(
    [...change.removed, ...change.changed, ...change.added],
    [],
    'the surface changed',
  );
  assert.equal(recorded.version, kernelVersion());
});

it('carries types: endpoints with their argument and result, tags, the server-event union, the route contract', () => {
  const names = report.entries['@app/shared'];
  assert.match(
    names['activityApi.endpoints.getMessageRequestCount'].shape,
    /^QueryDefinition<void, BaseQuery, ApiTags, number, "api"/,
  );
  assert.ok(names['api.tagTypes.MessageRequests']);
  assert.match(names.applyServerEvent.shape, /\(event: ServerEvent\)/);
  assert.match(report.types.ServerEvent, /type: "message_request"/);
  assert.match(names.OwnedRoute.shape, /layout: "default" \| "chat" \| "lander" \| "empty"/);
});

/** A kernel of one file, in a folder of its own, reported as the real one is. */
function fixtureKernel(source) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kernel-fixture-'));
  writeFileSync(path.join(dir, 'index.ts'), source);
  try {
    return kernelReport({ entries: { '@app/shared': 'index.ts' }, root: dir }).entries;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('fails a changed signature without a major bump, and keeps each unchanged name’s version', () => {
  const before = fixtureKernel(
    'export interface Card { id: number; name: string }\nexport const cardOf = (id: number): Card => ({ id, name: "" });\nexport const ping = () => 1;\n',
  );
  // Only a field deep inside a named type changes: the function's printed signature does not.
  const after = fixtureKernel(
    'export interface Card { id: string; name: string }\nexport const cardOf = (id: number): Card => ({ id: String(id), name: "" });\nexport const ping = () => 1;\n',
  );
  assert.equal(after['@app/shared'].cardOf.shape, before['@app/shared'].cardOf.shape);
  const change = surfaceChange(before, after);
  assert.deepEqual(change.changed.sort(), ['@app/shared:Card', '@app/shared:cardOf']);
  assert.equal(change.needs, 'major');
  assert.equal(bumpedEnough('4.4.0', '4.5.0', change.needs), false);
  const recorded = withSince(withSince({}, before, '4.4.0'), after, '5.0.0');
  assert.equal(recorded['@app/shared'].ping.since, '4.4.0');
  assert.equal(recorded['@app/shared'].cardOf.since, '5.0.0');
});

it('asks a major bump for a name removed, a minor one for a name added (an endpoint too)', () => {
  const name = (fingerprint) => ({ fingerprint });
  const before = { '@app/shared': { api: name('a'), makeStore: name('b') } };
  const removed = surfaceChange(before, { '@app/shared': { api: name('a') } });
  assert.deepEqual(removed, {
    removed: ['@app/shared:makeStore'],
    added: [],
    changed: [],
    needs: 'major',
  });
  const added = surfaceChange(before, {
    '@app/shared': { ...before['@app/shared'], useX: name('c') },
  });
  assert.equal(added.needs, 'minor');
  assert.equal(surfaceChange(before, before).needs, null);
  // An API grown by an endpoint is a name added; one that lost or renamed one is not.
  const api = (endpoints, fingerprint) => ({ fingerprint, shape: `Api<"api", { ${endpoints} }>` });
  const apiBefore = {
    '@app/shared': {
      siteApi: api('getRegions', 'a'),
      'siteApi.endpoints.getRegions': name('r'),
    },
  };
  const grown = surfaceChange(apiBefore, {
    '@app/shared': {
      ...apiBefore['@app/shared'],
      siteApi: api('getRegions, getTowns', 'b'),
      'siteApi.endpoints.getTowns': name('t'),
    },
  });
  assert.deepEqual(grown.changed, []);
  assert.deepEqual(grown.grown, ['@app/shared:siteApi']);
  assert.equal(grown.needs, 'minor');
  const renamed = surfaceChange(apiBefore, {
    '@app/shared': {
      siteApi: api('getTowns', 'b'),
      'siteApi.endpoints.getTowns': name('t'),
    },
  });
  assert.equal(renamed.needs, 'major');
  assert.equal(bumpedEnough('2.3.1', '2.4.0', 'minor'), true);
  assert.equal(bumpedEnough('2.3.1', '2.3.2', 'minor'), false);
  assert.equal(bumpedEnough('2.3.1', '2.9.0', 'major'), false);
  assert.equal(bumpedEnough('2.3.1', '3.0.0', 'major'), true);
});

it('keeps the state in the kernel: no bundled entry reaches a slice or an API, the kernel stands alone', () => {
  assert.deepEqual(kernelLeaks(), []);
});

it('finds a bundled module that would carry a second copy of a slice', () => {
  const closure = relativeClosure(path.join(ROOT, 'shared/src/values.ts'));
  assert.ok(closure.has(path.join(ROOT, 'shared/src/config/constants.ts')));
  // The UI kit reaches kernel state only through the package name (so the build shares it).
  const ui = relativeClosure(path.join(ROOT, 'shared/src/ui/index.ts'));
  assert.ok(![...ui].some((file) => file.endsWith('signup-slice.ts')));
  // … whereas the kernel's own files do reach it.
  const kernel = relativeClosure(path.join(ROOT, 'shared/src/index.ts'));
  assert.ok(kernel.has(path.join(ROOT, 'shared/src/signup/signup-slice.ts')));
});

it('reads what an app takes from the kernel: names, endpoints through the bindings, tags', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kernel-uses-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'src', 'screen.tsx'),
      [
        "import { selectUser, api, type AppStore } from '@app/shared';",
        "import { useGetMessageRequestCountQuery } from '@app/shared/bindings';",
        'export const own = api.injectEndpoints({ endpoints: (b) => ({',
        "  x: b.query<number, void>({ query: () => '/x', providesTags: ['Chats'] }),",
        '}) });',
        'export const who = (s: Parameters<typeof selectUser>[0], store: AppStore) => [selectUser(s), store];',
        'export const count = () => useGetMessageRequestCountQuery();',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'src', 'screen.test.tsx'),
      "import { makeStore } from '@app/shared';\n",
    );
    assert.deepEqual(kernelUses(dir), [
      'AppStore',
      'activityApi.endpoints.getMessageRequestCount',
      'api',
      'api.tagTypes.Chats',
      'selectUser',
    ]);
    // The range: the newest `since` among them (the request count came with 4.3.0).
    const imports = kernelImportsOf(dir);
    assert.equal(imports.range, '>=4.3.0');
    assert.equal(
      imports.uses['activityApi.endpoints.getMessageRequestCount'],
      report.entries['@app/shared']['activityApi.endpoints.getMessageRequestCount'].fingerprint,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('stays well under 80 names, each of them taken by an app', () => {
  const names = topLevelNames(kernelSurface(report)['@app/shared']);
  assert.ok(names.length < 60, `${names.length} names`);
});

it('keeps each remote’s exposed modules checked against the hosts’ contract (src/exposed.ts)', async () => {
  const { REMOTE_NAMES } = await import('../lib/workspace.mjs');
  for (const remote of REMOTE_NAMES) {
    const config = readFileSync(path.join(ROOT, remote, 'rspack.config.mjs'), 'utf8');
    const exposed = readFileSync(path.join(ROOT, remote, 'src', 'exposed.ts'), 'utf8');
    const keys = (text) => [...text.matchAll(/'(\.\/[A-Za-z]+)':/g)].map((m) => m[1]).sort();
    const block = /exposes: \{([\s\S]*?)\}/.exec(config)[1];
    assert.deepEqual(keys(exposed), keys(block), `${remote}: src/exposed.ts lists its exposes`);
  }
});

it('fails a remote’s type check when an exposed widget no longer fits the shell', () => {
  // A check beside mf-chat's sources (so it resolves the kernel as they do), compiled with them.
  const ts = createRequire(import.meta.url)('typescript');
  const dir = mkdtempSync(path.join(ROOT, 'mf-chat', 'src', '.exposed-check-'));
  try {
    const file = path.join(dir, 'exposed.ts');
    writeFileSync(
      file,
      [
        "import type { ExposedModules } from '@app/shared/federation-host';",
        // A widget that wants props, and a name the shell does not know.
        'type NeedsProps = { default: (props: { id: number }) => null };',
        "export type Fits = ExposedModules<{ './routes': typeof import('../routes') }>;",
        "export type Wrong = ExposedModules<{ './routes': typeof import('../routes'); './MatchScreen': NeedsProps }>;",
        "export type Unknown = ExposedModules<{ './routes': typeof import('../routes'); './Matchscreen': typeof import('../features/chats/match-screen') }>;",
      ].join('\n'),
    );
    const parsed = ts.getParsedCommandLineOfConfigFile(
      path.join(ROOT, 'mf-chat', 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    );
    const program = ts.createProgram([file], { ...parsed.options, noEmit: true });
    const errors = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => `${ts.getLineAndCharacterOfPosition(d.file, d.start).line + 1}`);
    assert.deepEqual(errors, ['4', '5']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
