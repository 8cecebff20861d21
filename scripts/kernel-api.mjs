// `pnpm kernel:api`: says whether the kernel's typed report (the names @app/shared exports at
// run time, with the endpoints, actions, selectors and tag types of its APIs and slices, each
// with its shape) still matches shared/kernel-api.json. `--write` records the current report with
// shared/package.json's version, each name with the version that introduced it or last changed
// its shape, refusing when the version was not bumped as much as the change asks (a name removed
// or changed: major; added: minor).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  KERNEL_API_FILE,
  bumpedEnough,
  kernelReport,
  kernelSurface,
  kernelVersion,
  relativeClosure,
  surfaceChange,
  topLevelNames,
  withSince,
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

const recorded = readRecorded();
const report = kernelReport();
const version = kernelVersion();
const change = surfaceChange(recorded.entries, report.entries);
for (const [entry, names] of Object.entries(kernelSurface(report))) {
  const exported = topLevelNames(names).length;
  console.log(
    `kernel ${version}: ${entry} exports ${exported} names (${names.length - exported} endpoints, actions, selectors and tags inside them), each with its shape`,
  );
}
for (const name of change.removed) console.log(`  - ${name}`);
for (const name of change.changed) console.log(`  ~ ${name} (its shape changed)`);
for (const name of change.grown ?? []) console.log(`  ~ ${name} (grown by the endpoints below)`);
for (const name of change.added) console.log(`  + ${name}`);

if (process.argv.includes('--write')) {
  if (change.needs && !bumpedEnough(recorded.version, version, change.needs)) {
    console.error(
      `The surface changed (${change.needs}): bump shared/package.json's version past ${recorded.version} first.`,
    );
    process.exit(1);
  }
  const entries = withSince(recorded.entries, report.entries, version);
  writeFileSync(
    KERNEL_API_FILE,
    `${JSON.stringify({ version, entries, types: report.types }, null, 2)}\n`,
  );
  console.log(`Recorded in ${KERNEL_API_FILE}.`);
} else if (change.needs || recorded.version !== version) {
  console.error(
    'The kernel surface or version differs from shared/kernel-api.json: run pnpm kernel:api --write.',
  );
  process.exit(1);
}

/** The recorded report (none yet: an empty one at 0.0.0). */
function readRecorded() {
  if (!existsSync(KERNEL_API_FILE)) return { version: '0.0.0', entries: {} };
  return JSON.parse(readFileSync(KERNEL_API_FILE, 'utf8'));
}
