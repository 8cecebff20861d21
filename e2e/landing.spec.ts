// The logged-out landing renders from mf-landers and downloads no other remote.
import { expect, test } from '@playwright/test';
import { recordRemoteRequests, watchCspViolations } from './helpers';

test('the landing page loads only the landers remote', async ({ page }) => {
  const remotes = recordRemoteRequests(page);
  const cspViolations = watchCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Meet someone new on Amora');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...remotes.keys()]).toEqual(['mf-landers']);
  expect(remotes.get('mf-landers')!.some((file) => file.endsWith(':remoteEntry.js'))).toBe(true);
  expect(cspViolations).toEqual([]);
});
