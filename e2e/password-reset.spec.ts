import { expect, test } from '@playwright/test';
import { ALEX_ACCOUNT } from '../api/src/seed/demo-accounts';
import { watchConsoleErrors } from './helpers';

// The second demo member, so the journeys that log in as the demo member are not disturbed.
const NEW_PASSWORD = 'a-brand-new-pässword';

test('forgot password: from the login page, through the mailed link, to logging in again', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/login');
  await page.context().addCookies([{ name: 'locale', value: 'en', url: page.url() }]);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('E-mail address').fill(ALEX_ACCOUNT.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for this address, we have sent a link.',
  );

  // The embedded default keeps mails in its outbox, listed on /outbox with their links.
  await page.goto('/outbox');
  const mail = page
    .getByRole('article')
    .filter({ hasText: `To ${ALEX_ACCOUNT.email}` })
    .first();
  const link = await mail
    .getByRole('link', { name: /\/reset-password\/do\?token=/ })
    .getAttribute('href');
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill('something else entirely');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The entered passwords are not the same.')).toBeVisible();
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail address or username').fill(ALEX_ACCOUNT.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/members(\?.*)?$/);

  // The link worked once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('New password again').fill('yet-another-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Link expired or invalid, request a new email.',
  );
  // Only the refused second use may show as an error (its 400 and the browser's line for it).
  expect(errors.filter((error) => !/\b400\b/.test(error))).toEqual([]);
});
