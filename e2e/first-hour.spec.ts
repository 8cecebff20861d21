// A new member's first hour (issue 49): each test walks one thing that tripped a new member in
// the walk of b9afba3, and failed on that code.
import { expect, test } from '@playwright/test';
import { expectAccessible, newMember } from './helpers';

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'en', url: 'http://localhost' }]);
});

let joiners = 0;

test('"Who would you like to meet?" is kept: a man who answered "Women" and skipped the rest searches women (§2)', async ({
  page,
}) => {
  joiners += 1;
  const name = `Meeter${Date.now().toString(36)}${joiners}`;
  await page.goto('/signup');
  const modal = page.getByRole('dialog', { name: 'Sign up' });
  await modal.getByLabel('E-mail address').fill(`${name.toLowerCase()}@example.com`);
  await modal.getByLabel('Username').fill(name);
  await modal.getByLabel('Password', { exact: true }).fill('meeter-pass-2026');
  await modal.getByLabel(/^Date of birth/).fill('1991-05-04');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByRole('heading', { name: 'Who would you like to meet?' })).toBeFocused();
  await modal.getByText('Women', { exact: true }).click();
  // No message: the account is made all the same.
  await modal.getByRole('button', { name: 'Skip' }).click();
  await expect(modal.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await modal.getByRole('button', { name: 'Skip' }).click();
  // "About you" offers the answer again, beside the gender; he gives his gender only.
  await expect(modal.getByLabel('Who would you like to meet?')).toHaveValue('female');
  await modal.getByLabel('Gender').selectOption({ label: 'Man' });
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await modal.getByRole('button', { name: 'See your first matches' }).click();
  await expect(page).toHaveURL(/\/signup-matches$/);

  await page.goto('/members');
  await expect(page.getByLabel('Gender')).toHaveValue('female');
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(20);
  await expectAccessible(page);
  // His profile says it too, and changes it.
  await page.goto('/profile');
  const seeking = page.getByLabel('Who would you like to meet?');
  await expect(seeking).toHaveValue('female');
  await seeking.selectOption({ label: 'Everyone' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.goto('/members');
  await expect(page.getByLabel('Gender')).toHaveValue('');
});

test('a woman in Paris, where few members live, meets the nearest men first — never the far side of the world (§3)', async ({
  page,
}) => {
  await newMember(page.request, 'FR');
  const described = await page.request.put('/api/profile.php', {
    data: {
      gender: 'female',
      sexuality: 'hetero',
      sensitive_consent: true,
      country: 'FR',
      city: 'Paris',
    },
  });
  expect(described.status(), await described.text()).toBe(200);
  await page.goto('/signup-matches');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  // Nearest first: each card's "Less than N km away" is no nearer than the one before.
  const cardText = await cards.allInnerTexts();
  const kms = cardText.map((text) => Number(/Less than ([\d,]+) km/.exec(text)?.[1] ?? Infinity));
  expect(kms[0]).toBeLessThan(Infinity);
  expect(kms).toEqual([...kms].sort((a, b) => a - b));
  expect(cardText.join('\n')).not.toMatch(/Canada|Australia|New Zealand|United States/);

  // The search starts within a circle around Paris, and its ages were never let go.
  await page.goto('/members');
  await expect(page.getByTestId('search-widened')).toContainText(/km away/);
  await expect(page.getByTestId('search-widened')).not.toContainText(/ages 18 to/);
  await expectAccessible(page);
});

test("a new account's first message says when it arrives and why; the recipient who opts in later gets it at once (§1)", async ({
  page,
  browser,
}) => {
  const alexContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await alexContext.addCookies([{ name: 'locale', value: 'en', url: 'http://localhost' }]);
  try {
    const alex = await alexContext.newPage();
    const alexId = await newMember(alex.request);
    const { user } = (await (await alex.request.get('/api/user.php')).json()) as {
      user: { profile: { name: string } };
    };
    // B's account is minutes old and unverified: the first message waits out the quarantine.
    // (A headless browser says no to notifications unless told otherwise: B has not been asked.)
    await page.context().grantPermissions(['notifications']);
    await alexContext.grantPermissions(['notifications']);
    await newMember(page.request);
    await page.goto(`/members/${alexId}/chat`);
    await page.getByLabel('Your message').fill('Hi Alex, fancy a walk on Sunday?');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    const conversation = page.url();
    const held = page.getByTestId('request-held');
    await expect(held).toContainText(`Your message will reach ${user.profile.name} on `);
    await expect(held).toContainText('first messages from new accounts wait a while');
    await expect(
      held.getByRole('link', { name: 'Verify your photos to send it now.' }),
    ).toHaveAttribute('href', '/profile#verification');
    await expectAccessible(page);
    // Now there is an answer to wait for, notifications are offered (§7) — with the next page
    // shown, in it, under the navigation, above the results rather than over them.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Search members' })
      .click();
    await expect(page).toHaveURL(/\/members/);
    const offer = page.getByRole('region', { name: 'Notifications' });
    await expect(offer).toBeVisible();
    const firstCard = page.getByRole('list', { name: 'Members' }).getByRole('listitem').first();
    await expect(firstCard).toBeVisible();
    expect(
      (await offer.boundingBox())!.y + (await offer.boundingBox())!.height,
    ).toBeLessThanOrEqual((await firstCard.boundingBox())!.y);

    await alex.goto('/chats?tab=requests');
    await expect(alex.getByText(/No message requests/)).toBeVisible();
    // Nothing has happened to Alex yet: no offer of notifications (§7).
    await expect(alex.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
    // Alex takes new accounts' first messages at once: the one waiting arrives.
    await alex.goto('/settings');
    const atOnce = alex.getByLabel('Take first messages from new accounts at once');
    // Saved, then shown from the member read again (issue 49 §9).
    await atOnce.click();
    await expect(atOnce).toBeChecked();
    await alex.goto('/chats?tab=requests');
    await expect(
      alex
        .getByRole('list', { name: 'Message requests' })
        .getByText('Hi Alex, fancy a walk on Sunday?'),
    ).toBeVisible();
    // B's notice no longer speaks of a wait.
    await page.goto(conversation);
    await expect(page.getByText(/Waiting for .* to accept your message/)).toBeVisible();
    await expect(held).toHaveCount(0);
  } finally {
    await alexContext.close();
  }
});

test('on a phone, sign-up opens on what it is about, not on its close button (§13)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  const modal = page.getByRole('dialog', { name: 'Sign up' });
  await expect(modal.getByRole('heading', { name: 'Create your free account' })).toBeFocused();
  await expect(modal.getByRole('button', { name: 'Close' })).not.toBeFocused();
});
