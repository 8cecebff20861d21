// Issue 29 §1, consent before contact: a first message from a member one has not matched with
// arrives as a request. Its credits are held, not spent, until it is accepted; declined, they go
// back. Both sides, live, in two browsers.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, logIn, newMember, takeNewAccountsAtOnce } from './helpers';

type Held = { credits: number; held_credits: number };
const balance = async (page: Page): Promise<Held> => {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: Held };
  return { credits: user.credits, held_credits: user.held_credits };
};

/** A new member in a browser of their own, writing a first message to `to` from its profile. */
async function writeFirst(browser: Browser, to: number, text: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await newMember(page.request);
  const name = (
    (await (await page.request.get('/api/user.php')).json()) as {
      user: { profile: { name: string } };
    }
  ).user.profile.name;
  const before = await balance(page);
  await page.goto(`/members/${to}/chat`);
  await expect(page.getByText(/your first message arrives as a request/)).toBeVisible();
  await page.getByLabel('Your message').fill(text);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByText(/Waiting for .* to accept your message/)).toBeVisible();
  // Nothing to write with until then; the credits held, none spent.
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  const after = await balance(page);
  expect(after.credits).toBe(before.credits);
  expect(after.held_credits).toBeGreaterThan(0);
  await page.waitForRequest('**/api/events.php', { timeout: 15_000 });
  return { context, page, name, before };
}

test('a request accepted and one declined, seen from both sides', async ({ browser, page }) => {
  await logIn(page);
  await takeNewAccountsAtOnce(page.request);
  const me = (await (await page.request.get('/api/user.php')).json()) as { user: { id: number } };
  // The Messages badge counts a request waiting as an unread message, live: the page is open
  // before the requests arrive.
  const streaming = page.waitForRequest('**/api/events.php', { timeout: 15_000 });
  await page.goto('/members');
  await streaming;
  const messagesLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ });

  const first = await writeFirst(browser, me.user.id, 'Hi! Fancy a coffee?');
  const second = await writeFirst(browser, me.user.id, 'Hello you');
  try {
    const { chats } = (await (await page.request.get('/api/chats.php')).json()) as {
      chats: { num_unread_messages: number }[];
    };
    const { waiting } = (await (
      await page.request.get('/api/message-request-count.php')
    ).json()) as { waiting: number };
    expect(waiting).toBe(2);
    const unread = chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0);
    await expect(messagesLink.getByTestId('count-badge')).toHaveText(
      new RegExp(`^${unread + waiting}\\b`),
      { timeout: 5_000 },
    );
    await page.goto('/chats');
    const requestsTab = page.getByRole('link', { name: /^Requests/ });
    await expect(requestsTab).toContainText('2');
    await requestsTab.click();
    const list = page.getByRole('list', { name: 'Message requests' });
    await expect(list.getByText('Hi! Fancy a coffee?')).toBeVisible();
    await expect(list.getByText('Hello you')).toBeVisible();
    await expectAccessible(page);

    // Accepted: the conversation opens for the recipient, who replies; the sender is charged
    // now, and can write again, live.
    await list.getByRole('button', { name: `Accept and reply to ${first.name}` }).click();
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    await page.getByLabel('Your message').fill('Sure, Saturday?');
    await page.keyboard.press('Enter');
    await expect(
      first.page.getByRole('list', { name: 'Messages' }).getByText('Sure, Saturday?'),
    ).toBeVisible({ timeout: 5_000 });
    await expect(first.page.getByLabel('Your message')).toBeVisible();
    await expect(first.page.getByText(/Waiting for/)).toHaveCount(0);
    const charged = await balance(first.page);
    expect(charged.held_credits).toBe(0);
    expect(charged.credits).toBeLessThan(first.before.credits);

    // Declined: the sender learns it was not accepted, and gets the credits back.
    await page.goto('/chats?tab=requests');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText(/No message requests/)).toBeVisible();
    await expect(second.page.getByText(/did not accept your message/)).toBeVisible({
      timeout: 5_000,
    });
    expect(await balance(second.page)).toEqual({
      credits: second.before.credits,
      held_credits: 0,
    });
    await expectAccessible(second.page);

    // The hidden folder, beside them (what the member's hidden words keep out of sight).
    await page.getByRole('link', { name: 'Hidden' }).click();
    await expect(page.getByText(/Nothing hidden/)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
