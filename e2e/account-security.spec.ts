// Issue 29 §4, account security: a member adds a passkey (Chromium's virtual authenticator) and
// turns on the code from an authenticator app in their settings; the password then asks for a
// code (a recovery code does), and the passkey logs in with neither.
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible, newMember, passkeyBrowser } from './helpers';

test('a member adds a passkey and a second factor, then logs in with each', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page, origin } = await passkeyBrowser(browser, test.info().project.use.baseURL!);
  await context.addCookies([{ name: 'locale', value: 'en', url: origin }]);

  await newMember(page.request);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as {
    user: { email: string };
  };
  const password = `${user.email.split('@')[0]}-pass-2026`;

  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'How you log in' });
  const passkeys = security.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByLabel('Name of this passkey').fill('This laptop');
  await passkeys.getByLabel('Your password').fill(password);
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('status')).toHaveText(/Passkey “This laptop” added/);
  await expect(passkeys.getByRole('list', { name: 'Passkeys' })).toContainText('This laptop');

  const app = security.getByRole('region', { name: 'Code from an authenticator app' });
  await app.getByRole('button', { name: 'Set up' }).click();
  await expect(app.getByAltText(/QR code to scan/)).toBeVisible();
  const secret = (await app.locator('code').textContent())!.trim();
  await app.getByLabel('Code from the app').fill(await generate({ secret }));
  await app.getByLabel('Your password').fill(password);
  await app.getByRole('button', { name: 'Turn on' }).click();
  const codes = app.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = (await codes.getByRole('listitem').first().textContent())!.trim();
  await expect(app.getByText('10 recovery codes left.')).toBeVisible();
  await expectAccessible(page);

  // The password alone: the code is asked next; a recovery code is one.
  await context.clearCookies({ name: 'auth.session' });
  await page.goto('/login');
  // A visitor again, on a context of its own: the adults-only warning first.
  await page.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await page.getByLabel('E-mail address or username').fill(user.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/members(\?.*)?$/);

  // The passkey: no password, no code.
  await context.clearCookies({ name: 'auth.session' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(page).toHaveURL(/\/members(\?.*)?$/);
  await page.goto('/settings');
  await expect(app.getByText('9 recovery codes left.')).toBeVisible();
  await expect(passkeys.getByRole('list', { name: 'Passkeys' })).toContainText('Last used');
  await context.close();
});
