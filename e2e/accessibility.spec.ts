// Every screen built so far, checked with axe in a real browser: no serious or critical
// accessibility violations (labels, names, roles, landmarks, colour contrast), in both languages.
import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from './helpers';

// Each test runs axe on six to ten screens, seconds each on a busy two-core machine: three times
// the journeys' usual time (two of them ran past 45 s in a CI run on an overloaded machine).
test.slow();

test('visitor screens: landing, login, password reset, activation, 404, complaints, pages, language', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/reset-password/do?token=x');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/activate/error');
  await expect(page.getByRole('heading', { name: 'Activation failed.' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expectAccessible(page);
  // Issue 10: the complaints form with its errors shown, a static page, the language page.
  await page.goto('/complaints');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Choose what your complaint is about.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/pages/terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expectAccessible(page);
  // Issue 29 §4: the safety centre, with its help lines.
  await page.goto('/pages/safety');
  await expect(page.getByRole('heading', { name: 'Safety centre' })).toBeVisible();
  await expect(page.getByText(/Violences Femmes Info, 3919/)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/lang-config');
  await expect(page.getByRole('heading', { name: 'Language', level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('member screens: search with menus open, profile, in English and French', async ({ page }) => {
  await logIn(page);
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Language: [A-Z]{2}$/ }).click();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.getByRole('list', { name: 'Membres' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Détails' })).toBeVisible();
  await expectAccessible(page);
});

test('account screens: settings with the deletion form open, notifications, first matches', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await danger.getByLabel('It is too expensive').check();
  await expect(danger.getByRole('button', { name: 'Go invisible instead' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/notifications');
  await expect(page.getByRole('switch', { name: 'New messages' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/signup-matches');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/account-deleted');
  await expectAccessible(page);
});

test('chat screens: the conversation list and a conversation', async ({ page }) => {
  await logIn(page);
  await page.goto('/chats');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
  // A conversation with nothing unread: opening it changes no counts the other journeys check.
  await list.getByRole('link').filter({ hasNotText: 'unread' }).first().click();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the member area works with the keyboard alone', async ({ page }) => {
  await logIn(page);
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
  ).toBeVisible();
  // On a fresh load the skip link comes first.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  // Open the account menu from the keyboard and leave it with Escape.
  await page.getByRole('button', { name: 'Demo' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Demo' })).toBeFocused();
  // A member card opens with Enter.
  await page.getByRole('list', { name: 'Members' }).getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/\d+$/);
  // Focus moves to the new page's content, not back to the top of the document.
  await expect(page.locator('#main')).toBeFocused();
});

test('payment screens: credits, direct debit, premium, pricing, transactions, the sandbox page', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  await expectAccessible(page);
  await logIn(page);
  await page.goto('/credits');
  await expect(page.getByRole('radiogroup', { name: 'Choose how to pay' })).toBeVisible();
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await expect(page.getByLabel('Your bank')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/directdebit');
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByText('Please confirm the authorisation to continue.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/premium');
  await expect(page.getByRole('heading', { name: 'Premium membership' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Your purchases' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/credits');
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await expectAccessible(page);
});
