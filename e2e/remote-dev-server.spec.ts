// A remote running on its own dev server is mounted into the running product through the
// registry, and the published version comes back when the dev server stops.
import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, ROOT, watchCspViolations } from './helpers';

const DEV_MANIFEST = 'http://localhost:3105/mf-manifest.json';

/** What the registry answers a new browser for a remote. */
const liveEntry = async (name: string) =>
  (await (await fetch(`${BASE_URL}/remotes.json`)).json()).remotes[name];

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Timed out');
}

test('pnpm dev <remote> serves it from its dev server through the registry', async ({ page }) => {
  test.setTimeout(120_000);
  const published = (await liveEntry('mf-landers')).version;
  const dev = spawn(process.execPath, ['scripts/dev.mjs', 'mf-landers'], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_URL: BASE_URL, DATA_DIR: E2E_DATA_DIR },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(async () => {
      try {
        return (
          (await fetch(DEV_MANIFEST)).ok &&
          (await liveEntry('mf-landers')).manifest === DEV_MANIFEST
        );
      } catch {
        return false;
      }
    }, 90_000);

    const fromDevServer: string[] = [];
    const cspViolations = watchCspViolations(page);
    page.on('request', (request) => {
      if (request.url().startsWith('http://localhost:3105/')) fromDevServer.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Meet singles near you');
    expect(fromDevServer).toContain('http://localhost:3105/remoteEntry.js');
    expect(cspViolations).toEqual([]);
  } finally {
    process.kill(-dev.pid!, 'SIGTERM');
  }
  // Stopping the dev server puts the published version back in the registry.
  await waitFor(async () => (await liveEntry('mf-landers')).version === published, 20_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Meet singles near you');
});
