// The vertical that proves the platform: shell (login, nav, i18n) + mf-members (search, profile)
// + the shared store + the API + the database, in a real browser.
import { expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  logIn,
  recordRemoteRequests,
  watchConsoleErrors,
  watchCspViolations,
} from './helpers';
import { DEMO_NEW_LIKES, DEMO_UNREAD_MESSAGES } from '../api/src/seed/content/activity';

test('log in, browse members with paging, open a profile, switch to French, log out', async ({
  page,
}) => {
  const remotes = recordRemoteRequests(page);
  const cspViolations = watchCspViolations(page);
  const consoleErrors = watchConsoleErrors(page);
  await logIn(page);

  // The navigation's badges and the page title count unread messages and new likes (spec §2),
  // as the server has them now: the seed's, plus what earlier journeys did (a new member's swipe
  // may have liked the demo member).
  const { chats } = await (await page.request.get('/api/chats.php')).json();
  const { liked_by } = await (await page.request.get('/api/likes.php')).json();
  const unread = (chats as Array<{ num_unread_messages: number }>).reduce(
    (sum, chat) => sum + chat.num_unread_messages,
    0,
  );
  const newLikes = (liked_by as Array<{ like_new: boolean }>).filter(
    (like) => like.like_new,
  ).length;
  expect(unread).toBeGreaterThanOrEqual(DEMO_UNREAD_MESSAGES);
  expect(newLikes).toBeGreaterThanOrEqual(DEMO_NEW_LIKES);
  await expect(page.getByRole('link', { name: /^Messages/ })).toContainText(String(unread));
  await expect(page.getByRole('link', { name: /^Likes/ })).toContainText(String(newLikes));
  await expect(page).toHaveTitle(new RegExp(`^\\(${unread + newLikes}\\) `));

  // The search starts from the member's preferences, around their town (issue 49 §3: a circle,
  // across borders once wide); everyone of age, for paging.
  await expect(page).toHaveURL(/\/members\?.*(country|distance)=/);
  await page.goto('/members?min_age=18');
  // Real members from the database, 20 per page.
  await expect(page.getByRole('heading', { name: 'Search members' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId('results-count')).toHaveText(/members found/);
  const firstPage = await cards.allInnerTexts();

  // Scrolling to the end loads the next page by itself (a click on "Show more members", the
  // keyboard's way, would race that load: the members page's Jest test covers the button).
  await page.getByRole('button', { name: 'Show more members' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(40);
  const bothPages = await cards.allInnerTexts();
  expect(new Set(bothPages).size).toBe(40);
  expect(bothPages.slice(0, 20)).toEqual(firstPage);

  // Photos are real files served by the API.
  // (The first member with one: new members without a photo show a placeholder.)
  const photo = page.getByRole('list', { name: 'Members' }).locator('img').first();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Filters go to the API and hold for every result.
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Minimum age').fill('30');
  await page.getByLabel('Maximum age').fill('40');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/gender=female/);
  await expect(cards.first()).toBeVisible();
  // The filtered results replace the earlier ones once they arrive: every age in range then.
  const ages = async () =>
    (await cards.allInnerTexts()).map((text) => Number(text.match(/, (\d+)/)?.[1]));
  await expect.poll(async () => (await ages()).every((age) => age >= 30 && age <= 40)).toBe(true);
  expect((await ages()).length).toBeGreaterThan(0);

  // Open a profile.
  // The card's heading also carries a visually hidden "Online now" for screen readers.
  const name = (await cards.first().getByRole('heading').innerText())
    .replace('Online now', '')
    .trim();
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(page.getByText('Gender')).toBeVisible();

  // Switch the language: everything on screen changes, and the choice is saved.
  await page.getByRole('button', { name: /^Language: [A-Z]{2}$/ }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user.php') && r.request().method() === 'PUT',
  );
  await page.getByRole('menuitem', { name: 'Français' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Détails' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rechercher des membres' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à la recherche' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conditions générales' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Details', { exact: true })).toHaveCount(0);

  // The member area stays French after a reload (cookie and saved language).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Détails' })).toBeVisible();

  // Log out: back to the index, logged out, still in French.
  await page.getByRole('button', { name: DEMO_ACCOUNT.name }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  const me = await page.request.get('/api/user.php');
  expect((await me.json()).user).toBeNull();

  // Only the remotes that were rendered were downloaded.
  expect([...remotes.keys()].sort()).toEqual(['mf-landers', 'mf-members']);
  expect(cspViolations).toEqual([]);
  // The whole journey ran without a script error or a failed request.
  expect(consoleErrors).toEqual([]);
});

test('the shell and the members remote share one store: a 403 from a remote endpoint logs out the shell', async ({
  page,
}) => {
  // The event stream would also notice the session end (it closes with it) and log out first:
  // without it, the remote's 403 is the one way this page learns.
  await page.route('**/api/events.php*', (route) => route.abort());
  await logIn(page);
  await page.goto('/members?min_age=18');
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(20);
  // The session ends on the server behind the app's back, at the moment the next page is asked
  // for: ending it any earlier leaves a window in which some other request (a focus refetch, a
  // count) could get the 403 first and take the button away before the click.
  await page.route('**/api/members.php?*cursor=*', async (route) => {
    await page.request.get('/api/logout.php');
    await route.continue();
  });
  // Scrolling to the end of the list asks for the next page by itself (the button is the
  // keyboard's way); a click would race that load, which takes the button away.
  await page.getByRole('button', { name: 'Show more members' }).scrollIntoViewIfNeeded();
  // The members remote's endpoint got 403 authentication_required; the shell's navigation,
  // which reads auth from the store, shows the visitor's Login button.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search members' })).toHaveCount(0);
});

test('a wrong password says so, in the spec words', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address or username').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed, please try again.');
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
