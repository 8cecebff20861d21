// CI check (issue 23 §3): the same sources give the same versions. Builds the remotes a second
// time and compares each one's version (the content hash of its files) with the build before.
import path from 'node:path';
import { contentVersion } from './lib/remote-registry.mjs';
import { buildApps } from './lib/rspack-build.mjs';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';

const versions = async () =>
  Object.fromEntries(
    await Promise.all(
      REMOTE_NAMES.map(async (name) => [name, await contentVersion(path.join(ROOT, name, 'dist'))]),
    ),
  );

const first = await versions();
await buildApps(REMOTE_NAMES);
const second = await versions();
const changed = REMOTE_NAMES.filter((name) => first[name] !== second[name]);
for (const name of REMOTE_NAMES)
  console.log(
    `  ${name}: ${first[name]} → ${second[name]}${changed.includes(name) ? '  CHANGED' : ''}`,
  );
if (changed.length > 0) {
  console.error(`The same sources gave other versions of ${changed.join(', ')}.`);
  process.exit(1);
}
console.log('A second build gives every remote the same version.');
