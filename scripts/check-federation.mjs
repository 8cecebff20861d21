// Checks the built manifests against the federation contract: every singleton a remote consumes
// is provided by the shell at a version inside the remote's required range, and each remote
// exposes ./routes. Run after `pnpm build` (the test command does).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';

const manifest = (app) =>
  JSON.parse(readFileSync(path.join(ROOT, app, 'dist', 'mf-manifest.json'), 'utf8'));

/** Caret ranges only (what the contract writes): ^x.y.z accepts x.*.* at or above x.y.z. */
function satisfies(version, range) {
  const [major, minor, patch] = version.split('-')[0].split('.').map(Number);
  const [rMajor, rMinor, rPatch] = range.replace(/^\^/, '').split('-')[0].split('.').map(Number);
  if (major !== rMajor) return false;
  return minor > rMinor || (minor === rMinor && patch >= rPatch);
}

const shell = manifest('shell');
const provided = new Map(shell.shared.map((s) => [s.name, s]));
const problems = [];
for (const remote of REMOTE_NAMES) {
  const m = manifest(remote);
  if (!m.exposes.some((e) => e.name === 'routes'))
    problems.push(`${remote} does not expose ./routes`);
  for (const s of m.shared) {
    const host = provided.get(s.name);
    if (!host) problems.push(`${remote} consumes ${s.name}, which the shell does not provide`);
    else if (s.singleton && !host.singleton)
      problems.push(`${s.name} is a singleton in ${remote} but not in the shell`);
    else if (s.requiredVersion && !satisfies(host.version, s.requiredVersion))
      problems.push(
        `${remote} needs ${s.name}@${s.requiredVersion}, the shell provides ${host.version}`,
      );
    else console.log(`  ✔ ${remote}: ${s.name} ${s.requiredVersion ?? ''} ← shell ${host.version}`);
  }
}
if (problems.length) {
  for (const p of problems) console.error(`  ✖ ${p}`);
  process.exit(1);
}
console.log(`Federation contract holds for ${REMOTE_NAMES.length} remotes.`);
