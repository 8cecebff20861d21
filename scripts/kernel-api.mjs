// `pnpm kernel:api`: says whether the kernel's public surface (the names @app/shared exports at
// run time, with the endpoints, actions and selectors of its APIs and slices) still matches
// shared/kernel-api.json. `--write` records the
// current surface with shared/package.json's version, refusing when the version was not bumped
// as much as the change asks (a name removed: major; added: minor).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  KERNEL_API_FILE,
  bumpedEnough,
  kernelSurface,
  kernelVersion,
  relativeClosure,
  surfaceChange,
  topLevelNames,
} from './lib/kernel-api.mjs';
import { ROOT } from './lib/workspace.mjs';

// `--history N`: of the last N commits that changed a remote's sources, how many also changed a
// file of today's kernel (what would have needed a shell release) — the measure of issue 24.
const historyAt = process.argv.indexOf('--history');
if (historyAt > 0) {
  const wanted = Number(process.argv[historyAt + 1] ?? 30);
  const kernel = new Set(
    [...relativeClosure(path.join(ROOT, 'shared/src/index.ts'))].map((f) => path.relative(ROOT, f)),
  );
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  let remote = 0;
  let kernelToo = 0;
  for (const commit of git('log', '--format=%h').split('\n')) {
    const files = git('show', '--name-only', '--format=', commit).split('\n');
    if (!files.some((f) => /^mf-[a-z]+\/src\//.test(f))) continue;
    remote += 1;
    if (files.some((f) => kernel.has(f))) kernelToo += 1;
    if (remote === wanted) break;
  }
  console.log(
    `of the last ${remote} commits that changed a remote's sources, ${kernelToo} changed the kernel (${kernel.size} files)`,
  );
  process.exit(0);
}

const recorded = existsSync(KERNEL_API_FILE)
  ? JSON.parse(readFileSync(KERNEL_API_FILE, 'utf8'))
  : { version: '0.0.0', entries: {} };
const surface = kernelSurface();
const version = kernelVersion();
const change = surfaceChange(recorded.entries, surface);
for (const [entry, names] of Object.entries(surface)) {
  const exported = topLevelNames(names).length;
  console.log(
    `kernel ${version}: ${entry} exports ${exported} names (${names.length - exported} endpoints, actions and selectors inside them)`,
  );
}
for (const name of change.removed) console.log(`  - ${name}`);
for (const name of change.added) console.log(`  + ${name}`);

if (process.argv.includes('--write')) {
  if (change.needs && !bumpedEnough(recorded.version, version, change.needs)) {
    console.error(
      `The surface changed (${change.needs}): bump shared/package.json's version past ${recorded.version} first.`,
    );
    process.exit(1);
  }
  writeFileSync(KERNEL_API_FILE, `${JSON.stringify({ version, entries: surface }, null, 2)}\n`);
  console.log(`Recorded in ${KERNEL_API_FILE}.`);
} else if (change.needs || recorded.version !== version) {
  console.error(
    'The kernel surface or version differs from shared/kernel-api.json: run pnpm kernel:api --write.',
  );
  process.exit(1);
}
