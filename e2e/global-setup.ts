// `pnpm e2e --remote <name>@<version|url>`: the journeys run in browsers that hold an override
// link's cookie, so every page gets those versions of those remotes (issue 12), as a reviewer's
// browser would. A version not yet in the e2e server's registry is published from the local
// remotes folder (`pnpm build` leaves every remote's version there).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { BASE_URL, overrideLink, publishFolder, REMOTES_DIR, ROOT } from './helpers';
import { OVERRIDE_STORAGE_STATE, parseRemoteOverrides, storageOrigins } from './remote-overrides';

async function publishedVersion(name: string, version: string) {
  if (/^https?:\/\//.test(version)) return version;
  const folder = [
    path.join(REMOTES_DIR, name, version),
    path.join(ROOT, 'data', 'remotes', name, version),
  ].find((candidate) => existsSync(path.join(candidate, 'mf-manifest.json')));
  if (!folder)
    throw new Error(
      `--remote ${name}@${version}: no such build here (looked in .e2e/remotes and data/remotes).`,
    );
  return publishFolder(name, folder, version);
}

export default async function globalSetup() {
  const wanted = parseRemoteOverrides(process.env.E2E_REMOTE_OVERRIDES);
  if (!wanted) return;
  const overrides: Record<string, string> = {};
  for (const [name, version] of Object.entries(wanted))
    overrides[name] = await publishedVersion(name, version);
  const browser = await request.newContext({ baseURL: BASE_URL });
  // The link sets the cookie and redirects home.
  const response = await browser.get(await overrideLink(overrides));
  if (!response.ok()) throw new Error(`The override link was refused: ${response.status()}`);
  const { cookies } = await browser.storageState();
  await browser.dispose();
  mkdirSync(path.dirname(OVERRIDE_STORAGE_STATE), { recursive: true });
  writeFileSync(OVERRIDE_STORAGE_STATE, JSON.stringify({ cookies, origins: storageOrigins() }));
  console.log(
    `Journeys run with ${Object.entries(overrides)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')}`,
  );
}
