// `pnpm kernel:api`: says whether the kernel's public surface (the names @app/shared exports at
// run time, with the endpoints, actions and selectors of its APIs and slices) still matches
// shared/kernel-api.json. `--write` records the
// current surface with shared/package.json's version, refusing when the version was not bumped
// as much as the change asks (a name removed: major; added: minor).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  KERNEL_API_FILE,
  bumpedEnough,
  kernelSurface,
  kernelVersion,
  surfaceChange,
  topLevelNames,
} from './lib/kernel-api.mjs';

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
