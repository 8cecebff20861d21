// The kernel's public surface is versioned for real (issue 24 §1): the committed snapshot is the
// surface as it is, at shared/package.json's version, and a change asks for the right bump.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import {
  KERNEL_API_FILE,
  bumpedEnough,
  kernelLeaks,
  kernelSurface,
  kernelVersion,
  relativeClosure,
  surfaceChange,
  topLevelNames,
} from '../lib/kernel-api.mjs';
import { ROOT } from '../lib/workspace.mjs';

it('matches shared/kernel-api.json, at the package version (else: pnpm kernel:api --write)', () => {
  const recorded = JSON.parse(readFileSync(KERNEL_API_FILE, 'utf8'));
  const change = surfaceChange(recorded.entries, kernelSurface());
  assert.deepEqual([...change.removed, ...change.added], [], 'the surface changed');
  assert.equal(recorded.version, kernelVersion());
});

it('asks a major bump for a name removed, a minor one for a name added', () => {
  const before = { '@app/shared': ['api', 'makeStore'] };
  const removed = surfaceChange(before, { '@app/shared': ['api'] });
  assert.deepEqual(removed, { removed: ['@app/shared:makeStore'], added: [], needs: 'major' });
  const added = surfaceChange(before, { '@app/shared': ['api', 'makeStore', 'useX'] });
  assert.equal(added.needs, 'minor');
  assert.equal(surfaceChange(before, before).needs, null);
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

it('stays well under 80 names, each of them taken by an app', () => {
  const names = topLevelNames(kernelSurface()['@app/shared']);
  assert.ok(names.length < 60, `${names.length} names`);
});
