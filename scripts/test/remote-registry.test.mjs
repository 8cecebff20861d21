// The deploy scripts' registry: parallel switches of different remotes all take effect.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REMOTES, containerName } from '../../shared/platform/apps.mjs';
import { registrySchema } from '../../shared/platform/registry-schema.mjs';
import { ROOT } from '../lib/workspace.mjs';

let remotesDir;

/** A published version folder with a minimal manifest, as publishRemote leaves it. */
async function fakeVersion(name, version) {
  const folder = path.join(remotesDir, name, version);
  await mkdir(folder, { recursive: true });
  const manifest = { metaData: { name: containerName(name) }, exposes: [{ name: 'routes' }] };
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
}

/** `switchRemote` in a process of its own, like two people running pnpm remote:deploy. */
function switchInProcess(name, version) {
  const code = `import(${JSON.stringify(path.join(ROOT, 'scripts/lib/remote-registry.mjs'))}).then((m) => m.switchRemote(${JSON.stringify(name)}, ${JSON.stringify(version)}))`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code], {
      env: { ...process.env, REMOTES_DIR: remotesDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (status) => (status === 0 ? resolve() : reject(new Error(`exit ${status}`))));
  });
}

describe('remote registry', () => {
  before(async () => {
    remotesDir = await mkdtemp(path.join(os.tmpdir(), 'registry-'));
  });
  after(() => rm(remotesDir, { recursive: true, force: true }));

  it('keeps every switch when remotes are deployed at the same moment', async () => {
    for (const round of ['v1', 'v2', 'v3']) {
      for (const name of REMOTES) await fakeVersion(name, `${round}-${name}`);
      await Promise.all(REMOTES.map((name) => switchInProcess(name, `${round}-${name}`)));
      const registry = registrySchema.parse(
        JSON.parse(await readFile(path.join(remotesDir, 'remotes.json'), 'utf8')),
      );
      for (const name of REMOTES)
        assert.equal(registry.remotes[name]?.version, `${round}-${name}`, `${round}: ${name}`);
    }
  });
});
