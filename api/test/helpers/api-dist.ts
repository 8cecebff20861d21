import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../src/config';

/** Whether api/dist was built after the last change to what it is built from. */
async function distIsCurrent(): Promise<boolean> {
  const built = await fs.stat(path.join(repoRoot, 'api/dist/server.mjs')).catch(() => null);
  if (!built) return false;
  const sources = ['api/src', 'shared/src', 'api/build.mjs', 'api/package.json'];
  for (const source of sources) {
    const entries = await fs
      .readdir(path.join(repoRoot, source), { recursive: true })
      .catch(() => ['']);
    for (const entry of entries) {
      const stat = await fs.stat(path.join(repoRoot, source, entry));
      if (stat.mtimeMs > built.mtimeMs) return false;
    }
  }
  return true;
}

/**
 * The server's build (api/dist), for tests that run what an operator runs: a clean checkout may
 * not have it yet, and a change to the sources makes it old. Built only then: the whole suite's
 * build stage has just made it, and the journeys beside this suite run from it.
 */
export async function ensureApiDist(): Promise<void> {
  if (!(await distIsCurrent()))
    execFileSync(process.execPath, ['api/build.mjs'], { cwd: repoRoot, stdio: 'ignore' });
}
