// Checks the built manifests against the federation contract: every singleton a remote consumes
// is provided by the shell at a version inside the remote's required range, and each remote
// exposes ./routes. Run after `pnpm build` (the test command does).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';
import { sharedProblems } from '../shared/platform/federation-compat.mjs';

const manifest = (app) =>
  JSON.parse(readFileSync(path.join(ROOT, app, 'dist', 'mf-manifest.json'), 'utf8'));

const shell = manifest('shell');
const problems = [];
for (const remote of REMOTE_NAMES) {
  const m = manifest(remote);
  if (!m.exposes.some((e) => e.name === 'routes'))
    problems.push(`${remote} does not expose ./routes`);
  const needed = Object.fromEntries(
    m.shared.map((s) => [
      s.name,
      { requiredVersion: s.requiredVersion ?? '*', singleton: !!s.singleton },
    ]),
  );
  const found = sharedProblems(remote, shell.shared, needed);
  problems.push(...found);
  if (found.length === 0)
    console.log(`  ✔ ${remote}: ${m.shared.length} shared packages fit the shell`);
}
if (problems.length) {
  for (const p of problems) console.error(`  ✖ ${p}`);
  process.exit(1);
}
console.log(`Federation contract holds for ${REMOTE_NAMES.length} remotes.`);
