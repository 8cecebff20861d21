// /complaints (spec §2 footer): a visitor's complaint, checked, confirmed with its number, and
// delivered to the site's support address (the embedded outbox, listed on /outbox).
import { expect, test } from '@playwright/test';

test('a visitor files a complaint from the footer; support gets it, the visitor a copy', async ({
  page,
}) => {
  const address = `complainer-${Date.now()}@example.test`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Complaints' }).click();
  await expect(page).toHaveURL(/\/complaints$/);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Choose what your complaint is about.')).toBeVisible();
  await expect(page.getByLabel('What is it about?')).toBeFocused();

  await page.getByLabel('What is it about?').selectOption({ label: 'Payments and credits' });
  await page.getByLabel('What happened?').fill('I was charged twice for one bundle yesterday.');
  await page.getByLabel('Your e-mail address').fill(address);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const confirmation = page.getByRole('status');
  await expect(confirmation).toContainText('Thank you, we received your complaint.');
  const reference = /Its number is (\d+)\./.exec((await confirmation.textContent()) ?? '')?.[1];
  expect(reference).toBeTruthy();

  await page.goto('/outbox');
  const toSupport = page
    .getByRole('article')
    .filter({ hasText: 'To support@amora.test' })
    .filter({ hasText: `Complaint #${reference}: Payments and credits` });
  await expect(toSupport).toHaveCount(1);
  await expect(toSupport).toContainText(`From: ${address}`);
  await expect(page.getByRole('article').filter({ hasText: `To ${address}` })).toContainText(
    `complaint #${reference}`,
  );
});
