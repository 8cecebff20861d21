// Deploying and rolling back one remote with no shell rebuild and no server restart.
import { expect, test } from '@playwright/test';
import { liveVersion, logIn, recordRemoteRequests, remoteScript as script } from './helpers';

test('remote:deploy switches one remote live; remote:rollback switches it back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await liveVersion('mf-landers');
  const remotes = recordRemoteRequests(page);
  const shellScripts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/'))
      shellScripts.push(new URL(r.url()).pathname);
  });

  // The landing is rendered with the live version and hydrated by its island.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remotes.get('mf-landers')!.every((file) => file.startsWith(`${before}:`))).toBe(true);
  // The app's own files, as a member's page loads them.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const shellBefore = [...new Set(shellScripts)].sort();

  // A new release of the landers remote (a different build version makes a different build).
  script(['scripts/remote-deploy.mjs', 'mf-landers', '--skip-journeys'], {
    MF_BUILD_VERSION: `1.0.0-e2e.${Date.now()}`,
  });
  const after = await liveVersion('mf-landers');
  expect(after).not.toBe(before);

  // The next page load of the landing is rendered and hydrated by the new version; the shell's
  // own files are the same as before.
  remotes.clear();
  shellScripts.length = 0;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remotes.get('mf-landers')!.every((file) => file.startsWith(`${after}:`))).toBe(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect([...new Set(shellScripts)].sort()).toEqual(shellBefore);

  // Roll back: the next load gets the previous version again.
  script(['scripts/remote-rollback.mjs', 'mf-landers', before]);
  remotes.clear();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remotes.get('mf-landers')!.every((file) => file.startsWith(`${before}:`))).toBe(true);
});

test('a remote deployed while a tab is open arrives with its next navigation there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await liveVersion('mf-chat');
  const remotes = recordRemoteRequests(page);
  await logIn(page);
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(remotes.has('mf-chat')).toBe(false);

  script(['scripts/remote-deploy.mjs', 'mf-chat', '--skip-journeys'], {
    MF_BUILD_VERSION: `1.0.0-e2e.${Date.now()}`,
  });
  const after = await liveVersion('mf-chat');
  expect(after).not.toBe(before);

  // No reload: a client-side navigation to the chat remote gets the new version.
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  expect(remotes.get('mf-chat')!.every((file) => file.startsWith(`${after}:`))).toBe(true);

  script(['scripts/remote-rollback.mjs', 'mf-chat', before]);
});
