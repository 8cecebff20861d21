// Conversations keep the member's navigation (issue 25 §2): the normal header on both viewports,
// two panes on a desktop, a thread with a back arrow and the list with the tab bar on a phone.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn } from './helpers';

/** Opens a conversation with nothing unread (no counts other journeys check change). */
async function openConversation(page: Page) {
  await page.goto('/chats');
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('link').filter({ hasNotText: 'unread' }).first().click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first(),
  ).toBeVisible();
}

/** The composer is on screen, at the bottom, not below the fold. */
async function expectComposerInView(page: Page) {
  const box = page.getByLabel('Your message');
  await expect(box).toBeInViewport();
  const viewport = page.viewportSize()!;
  const bounds = (await box.boundingBox())!;
  expect(bounds.y + bounds.height).toBeLessThanOrEqual(viewport.height);
}

test('on a desktop a conversation sits beside the list under the normal header, and the member leaves it to search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await openConversation(page);
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expectComposerInView(page);
  await expectAccessible(page);
  // The panes sit in the page's column, as the header's content does (issue 49 §10): not from
  // the window's left edge to its right.
  // (Bootstrap's column is 1320 px wide at this width: 60 px either side.)
  const list = (await page.getByRole('list', { name: 'Conversations' }).boundingBox())!;
  const composer = (await page.getByLabel('Your message').boundingBox())!;
  expect(list.x).toBeGreaterThanOrEqual(60);
  expect(composer.x + composer.width).toBeLessThanOrEqual(1440 - 60);
  // Back on the list, the pane beside it offers the conversation just left (spec §3
  // last_chat_opened_profile).
  const opened = page.url();
  await header.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/chats$/);
  const back = page
    .getByRole('complementary', { name: 'Conversation' })
    .getByRole('link', { name: /^Back to / });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(opened);
  await header.getByRole('link', { name: 'Search members' }).click();
  await expect(page).toHaveURL(/\/members/);
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
});

test('on a phone a conversation has a back arrow to the list, which has the tab bar to search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await openConversation(page);
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  // The thread takes the screen: no list beside it, no tab bar under it.
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await expect(tabs).toBeHidden();
  await expectComposerInView(page);
  // The name is whole: the Report and Block links go under it rather than cut it (issue 49 §10).
  const title = page.getByRole('heading', { level: 1 });
  expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  // And it fills the screen: no room is kept for the tab bar it does not show.
  expect(
    await page.evaluate(
      () => document.querySelector('main')!.parentElement!.getBoundingClientRect().height,
    ),
  ).toBe(844);
  await page.getByRole('link', { name: 'Back to the conversations' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(tabs).toBeVisible();
  await tabs.getByRole('link', { name: /Search/ }).click();
  await expect(page).toHaveURL(/\/members/);
});
