// Failure isolation: with one remote unreachable, its routes say so (in the member's language)
// and everything else keeps working.
import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test('a remote that is down breaks only its own routes', async ({ page }) => {
  await page.route('**/remotes/mf-chat/**', (route) => route.abort('connectionrefused'));
  await logIn(page);

  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/chats$/);
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('This part is unavailable right now');
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The navigation (shell) still works, and so do other remotes' routes.
  await page.getByRole('link', { name: 'Search members' }).click();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
  ).toBeVisible();

  // The fallback speaks French too.
  await page.getByRole('button', { name: /^Language: [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Cette partie est indisponible pour le moment',
  );

  // Once the remote is back, "Try again" brings its page.
  await page.unroute('**/remotes/mf-chat/**');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('without the registry, remote routes say they are unavailable while the shell keeps working', async ({
  page,
}) => {
  await page.route('**/remotes.json', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.goto('/members');
  await expect(page.getByRole('alert')).toContainText('This part is unavailable right now');
  await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
});
