// The kernel's public surface is versioned for real (issue 24 §1): the committed snapshot is the
// surface as it is, at shared/package.json's version, and a change asks for the right bump.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import {
  KERNEL_API_FILE,
  bumpedEnough,
  kernelSurface,
  kernelVersion,
  surfaceChange,
} from '../lib/kernel-api.mjs';

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
