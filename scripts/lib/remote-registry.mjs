// Publishing remote builds on this disk when no registry service is running (the first
// `npm start`, `pnpm build`): versions are copied under the remotes folder and `remotes.json`
// names the live ones; the server imports that file into its registry at its next start.
import { contentHash } from '../../shared/platform/integrity.mjs';
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { BUILD_INFO_FILE, REGISTRY_FILE } from '../../shared/platform/apps.mjs';
import { registryEntrySchema, registrySchema } from '../../shared/platform/registry-schema.mjs';
import { ROOT, remotesDir } from './workspace.mjs';

async function listFiles(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full, base)));
    else files.push(path.relative(base, full));
  }
  return files.sort();
}

/**
 * A version is the content hash of the build: the same build publishes to the same folder (its
 * note on where and when it was built is not part of it, as on the server).
 */
export async function contentVersion(distDir) {
  const files = new Map();
  for (const file of (await listFiles(distDir)).filter((name) => name !== BUILD_INFO_FILE))
    files.set(file, await readFile(path.join(distDir, file)));
  return contentHash(files).slice(0, 12);
}

export async function readRegistry() {
  const file = path.join(remotesDir(), REGISTRY_FILE);
  if (!existsSync(file)) return { remotes: {} };
  return registrySchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Written to a temporary file and renamed, so a reader never sees half a registry. */
async function writeRegistry(registry) {
  const file = path.join(remotesDir(), REGISTRY_FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(registrySchema.parse(registry), null, 2)}\n`);
  await rename(tmp, file);
}

/**
 * Read, change and write the registry under a lock, so that two deploys or rollbacks of
 * different remotes at the same moment both take effect (a plain read-modify-write loses one).
 * The lock is a directory next to the file (proper-lockfile: atomic on every file system, and
 * taken over when its holder died).
 */
async function updateRegistry(change) {
  await mkdir(remotesDir(), { recursive: true });
  const release = await lockfile.lock(remotesDir(), {
    lockfilePath: path.join(remotesDir(), `${REGISTRY_FILE}.lock`),
    retries: { retries: 50, minTimeout: 20, maxTimeout: 200 },
    stale: 10_000,
  });
  try {
    const registry = await readRegistry();
    const result = await change(registry);
    await writeRegistry(registry);
    return result;
  } finally {
    await release();
  }
}

async function entryFor(name, version) {
  const folder = path.join(remotesDir(), name, version);
  const manifest = JSON.parse(await readFile(path.join(folder, 'mf-manifest.json'), 'utf8'));
  const routes = JSON.parse(await readFile(path.join(ROOT, name, 'routes.json'), 'utf8'));
  return registryEntrySchema.parse({
    name: manifest.metaData.name,
    version,
    manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    routes,
    widgets: manifest.exposes.map((expose) => expose.name).filter((expose) => expose !== 'routes'),
  });
}

/** Copy `<name>/dist` to `<remotes>/<name>/<version>/` and make it the live version. */
export async function publishRemote(name) {
  const dist = path.join(ROOT, name, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${name} is not built (${dist})`);
  const version = await contentVersion(dist);
  const target = path.join(remotesDir(), name, version);
  if (!existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true });
    // Copy to a temporary folder first: a half-copied version must never be visible.
    const tmp = `${target}.tmp-${process.pid}`;
    await cp(dist, tmp, { recursive: true });
    await rename(tmp, target);
  }
  return switchRemote(name, version);
}

/** Point the registry at an already published version of a remote. */
export async function switchRemote(name, version) {
  const folder = path.join(remotesDir(), name, version);
  if (!existsSync(path.join(folder, 'mf-manifest.json'))) {
    const known = await publishedVersions(name);
    throw new Error(
      `${name} has no published version ${version}. Published: ${known.join(', ') || 'none'}`,
    );
  }
  const entry = await entryFor(name, version);
  return updateRegistry((registry) => {
    const previous = registry.remotes[name]?.version ?? null;
    registry.remotes[name] = entry;
    return { name, version, previous };
  });
}

/** Published versions of a remote, newest first. */
export async function publishedVersions(name) {
  const dir = path.join(remotesDir(), name);
  if (!existsSync(dir)) return [];
  const versions = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.includes('.tmp-')) continue;
    versions.push({ version: entry.name, mtime: (await stat(path.join(dir, entry.name))).mtimeMs });
  }
  return versions.sort((a, b) => b.mtime - a.mtime).map((v) => v.version);
}
