// Keeping and leaving an account: the settings page changes the address through a mailed link,
// and deleting the account leaves a way back by mail for 14 days.
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'lifecycle-pass-2026';

/** A new member, signed up through the API (the modal has its own journey), logged in. */
async function newMember(page: Page, name: string) {
  await page.goto('/');
  await page.context().addCookies([{ name: 'locale', value: 'en', url: page.url() }]);
  const email = `${name.toLowerCase()}@example.com`;
  const response = await page.request.post('/api/signup.php', {
    data: { email, name, password: PASSWORD, date_of_birth: '1988-04-02', language: 'en' },
  });
  expect(response.status()).toBe(200);
  return email;
}

/** The first link of the newest mail to `to` that contains `part`. */
async function mailedLink(page: Page, to: string, part: string) {
  await page.goto('/outbox');
  const link = page
    .getByRole('article')
    .filter({ hasText: `To ${to}` })
    .first()
    .getByRole('link', { name: new RegExp(part) })
    .first();
  return (await link.getAttribute('href'))!;
}

test('a member changes the e-mail address through the link sent to the new one', async ({
  page,
}) => {
  const email = await newMember(page, 'Mover');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByText(`Your e-mail address is ${email}.`)).toBeVisible();
  await section.getByLabel('New e-mail address').fill('not-an-address');
  await section.getByLabel('Your password', { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(section.getByText('New email adress is invalid.')).toBeVisible();
  await section.getByLabel('New e-mail address').fill('moved@example.com');
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(section.getByRole('status')).toContainText('We sent a link to moved@example.com');

  await page.goto(await mailedLink(page, 'moved@example.com', '/mail-change/do'));
  await expect(page.getByText('Your e-mail address is now moved@example.com.')).toBeVisible();
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user.email).toBe('moved@example.com');
});

test('a member deletes the account, is told of pending deletion at login, and comes back by the mailed link', async ({
  page,
}) => {
  const email = await newMember(page, 'Leaver');
  await page.goto('/settings');
  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await danger.getByLabel('It is too expensive').check();
  // The company's offer and the ways to take a break come before the last step.
  await expect(danger.getByText(/% off your next credits/)).toBeVisible();
  await expect(danger.getByRole('button', { name: 'Go invisible instead' })).toBeVisible();
  await danger.getByLabel('Your password, to confirm').fill(PASSWORD);
  await danger.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account will be deleted' })).toBeVisible();
  await expect(page.getByText(/\(14 days from now\) we delete your account/)).toBeVisible();
  expect((await (await page.request.get('/api/user.php')).json()).user).toBeNull();
  // The member is told by mail too, with the date and the way back.
  await page.goto('/outbox');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `To ${email}` })
      .filter({ hasText: 'will be deleted' }),
  ).toHaveCount(1);

  await page.goto('/login');
  await page.getByLabel('E-mail address or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Account pending deletion');

  await page.goto(await mailedLink(page, email, '/account-deleted'));
  await expect(page.getByText(/Welcome back! Your account is active again\./)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByLabel('E-mail address or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/members/);
});
