// A relay reports a bounce (issue 25 §3): mail stops, and the member reads why on /notifications.
import { expect, test } from '@playwright/test';
import { E2E_MAIL_EVENTS_TOKEN } from '../scripts/lib/e2e-values.mjs';
import { expectAccessible, newMember } from './helpers';

test('a mail bounce reported by the relay stops mail, and /notifications says why', async ({
  page,
}) => {
  await newMember(page.request);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as {
    user: { email: string };
  };
  const reported = await page.request.post('/api/mail-events.php', {
    headers: { authorization: `Bearer ${E2E_MAIL_EVENTS_TOKEN}` },
    data: { event: 'bounce', email: user.email },
  });
  expect(reported.status(), await reported.text()).toBe(200);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: 'http://localhost' }]);
  await page.goto('/notifications');
  await expect(
    page.getByText('our e-mails could not be delivered to your address', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
});
