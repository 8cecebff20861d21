// `pnpm dev <remote>` mounts a remote's dev server for the developer's own browser only, through
// an override link (issue 23 §3): every other browser keeps what is live, and when the command
// stops the dev server is removed and the link's browser gets the live version back.
import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, ROOT, watchCspViolations } from './helpers';

const DEV_ORIGIN = 'http://127.0.0.1:3105';

/** What the registry answers a browser (with its cookies, when given) for a remote. */
const entryFor = async (name: string, cookie = '') =>
  (await (await fetch(`${BASE_URL}/remotes.json`, { headers: { cookie } })).json()).remotes[name];

test('pnpm dev <remote> serves its dev server to one browser, and stops cleanly', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const live = await entryFor('mf-landers');
  const dev = spawn(process.execPath, ['scripts/dev.mjs', 'mf-landers'], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_URL: BASE_URL, DATA_DIR: E2E_DATA_DIR },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  dev.stdout!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => dev.on('exit', resolve));
  try {
    await expect
      .poll(() => output.match(/^(http\S+remote-override\.php\?token=\S+)$/m)?.[1], {
        timeout: 90_000,
      })
      .toBeTruthy();
    const link = output.match(/^(http\S+remote-override\.php\?token=\S+)$/m)![1]!;
    // Nothing live changed: a browser without the link gets the published version.
    expect(await entryFor('mf-landers')).toMatchObject({
      version: live.version,
      manifest: live.manifest,
    });

    const fromDevServer: string[] = [];
    const cspViolations = watchCspViolations(page);
    page.on('request', (request) => {
      if (request.url().startsWith(`${DEV_ORIGIN}/`)) fromDevServer.push(request.url());
    });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Meet singles near you');
    expect(fromDevServer).toContain(`${DEV_ORIGIN}/remoteEntry.js`);
    expect(cspViolations).toEqual([]);
    const cookie = (await context.cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    expect((await entryFor('mf-landers', cookie)).manifest).toBe(`${DEV_ORIGIN}/mf-manifest.json`);

    process.kill(-dev.pid!, 'SIGTERM');
    await exited;
    // Removed: the same browser gets the live version again, with the override cookie still set.
    expect(await entryFor('mf-landers', cookie)).toMatchObject({
      version: live.version,
      manifest: live.manifest,
    });
    fromDevServer.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Meet singles near you');
    expect(fromDevServer).toEqual([]);
  } finally {
    if (dev.exitCode === null) process.kill(-dev.pid!, 'SIGTERM');
  }
});
