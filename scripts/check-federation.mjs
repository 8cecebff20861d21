// Checks the built manifests against the federation contract: every singleton a remote consumes
// is provided by the shell at a version inside the remote's required range, and each remote
// exposes ./routes, and its manifest lists the SHA-384 of every script and stylesheet of the
// build, matching the files (the shell loads them with those hashes). Run after `pnpm build` (the
// test command does).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';
import { BACKOFFICE, BACKOFFICE_REMOTES } from '../shared/platform/apps.mjs';
import { sharedProblems } from '../shared/platform/federation-compat.mjs';
import { sha384 } from '../shared/platform/integrity.mjs';

/**
 * The scripts and stylesheets the federation runtime loads from a remote's build: not the
 * landers' server build, nor their island (a page the server renders loads it itself).
 */
const browserFiles = (dist) =>
  readdirSync(dist, { recursive: true })
    .map(String)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(js|css)$/.test(file) && !/^(server|island)\//.test(file));

/** Files whose hash the manifest does not list, or lists wrong. */
function integrityProblems(remote, m) {
  const dist = path.join(ROOT, remote, 'dist');
  return browserFiles(dist).flatMap((file) => {
    const listed = m.integrity?.[file];
    if (!listed) return [`${remote}'s manifest lists no hash for ${file}`];
    return listed === sha384(readFileSync(path.join(dist, file)))
      ? []
      : [`${remote}'s manifest has a wrong hash for ${file}`];
  });
}

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
  const found = [...sharedProblems(remote, shell.shared, needed), ...integrityProblems(remote, m)];
  problems.push(...found);
  if (found.length === 0)
    console.log(
      `  ✔ ${remote}: ${m.shared.length} shared packages fit the shell; ${Object.keys(m.integrity).length} files with their hashes`,
    );
}
// The back office is a host too (issue 26): the remotes whose screens it shows expose
// ./backoffice, and what they consume it provides.
const backoffice = manifest(BACKOFFICE);
for (const remote of BACKOFFICE_REMOTES) {
  const m = manifest(remote);
  if (!m.exposes.some((e) => e.name === 'backoffice'))
    problems.push(`${remote} does not expose ./backoffice`);
  const needed = Object.fromEntries(
    m.shared.map((s) => [
      s.name,
      { requiredVersion: s.requiredVersion ?? '*', singleton: !!s.singleton },
    ]),
  );
  const found = sharedProblems(`${remote} in the back office`, backoffice.shared, needed);
  problems.push(...found);
  if (found.length === 0) console.log(`  ✔ ${remote}: its ./backoffice fits the back-office host`);
}
if (problems.length) {
  for (const p of problems) console.error(`  ✖ ${p}`);
  process.exit(1);
}
console.log(`Federation contract holds for ${REMOTE_NAMES.length} remotes.`);
