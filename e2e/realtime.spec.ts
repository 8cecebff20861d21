// Real time across members: a message sent by one member shows in the other's open page without
// a reload, through the event stream (well before the 60 s periodic refresh would bring it).
import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test('a new message raises the other member’s unread badge live', async ({ browser, page }) => {
  await logIn(page);
  const me = (await (await page.request.get('/api/user.php')).json()) as { user: { id: number } };
  const messages = page.getByRole('link', { name: /^Messages/ });
  await expect(messages).toBeVisible();
  const unread = async () => {
    const text = (await messages.textContent()) ?? '';
    const match = /(\d+)/.exec(text);
    return match ? Number(match[1]) : 0;
  };
  const before = await unread();
  // The stream opens a few seconds after the page, off its first load.
  await page.waitForRequest('**/api/events.php', { timeout: 15_000 });

  // Another member, in another browser, writes.
  const other = await browser.newContext();
  try {
    const writer = other.request;
    const signup = await writer.post('/api/signup.php', {
      data: {
        email: 'live.writer@example.com',
        name: 'LiveWriter',
        password: 'live-writer-2026',
        date_of_birth: '1990-09-09',
      },
    });
    expect(signup.status()).toBe(200);
    const sent = await writer.post('/api/messages.php', {
      data: { profile: me.user.id, text: 'Hello from the other side', client_id: 'live-e2e-1' },
    });
    expect(sent.status()).toBe(200);
  } finally {
    await other.close();
  }
  await expect.poll(unread, { timeout: 5_000 }).toBe(before + 1);
});
