// Operators (issue 28 §3), over the production build: an operator answers, as one of the site's
// operated profiles, a member who wrote to it, from mf-chat's screen in the back office; the
// member sees the answer arrive live in the open conversation.
import { expect, test } from '@playwright/test';
import {
  createStaff,
  expectAccessible,
  logInAndEnrol,
  newMember,
  operatedProfiles,
} from './helpers';

test.use({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });

test('an operator on duty takes a waiting member and answers as the operated profile; the member sees it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `operator-${Date.now()}@e2e.test`;
  await logInAndEnrol(page, email, createStaff(email, 'operator'));
  // An operator's back office is the queue and their own account, nothing else.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Conversations to answer' }).click();
  await expect(page.getByRole('heading', { name: 'Conversations to answer' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Photo queue' })).toHaveCount(0);
  // On duty: the demo's automatic answers stand aside for the people answering.
  await page.getByRole('button', { name: 'Start answering' }).click();
  await expect(page.getByRole('button', { name: 'Stop answering' })).toBeVisible();
  await expectAccessible(page);

  const memberContext = await browser.newContext({ locale: 'en-US' });
  try {
    const member = await memberContext.newPage();
    await newMember(member.request);
    const [profile] = (await operatedProfiles(member.request, 1)) as [{ id: number; name: string }];
    await member.goto(`/members/${profile.id}/chat`);
    const text = `Are you there? ${Date.now().toString(36)}`;
    await member.getByLabel('Your message').fill(text);
    await member.keyboard.press('Enter');
    await expect(member).toHaveURL(/\/chats\/\d+$/);
    await member.waitForRequest('**/api/events.php', { timeout: 15_000 });

    // The queue shows who waits (it is read again every few seconds while open).
    const waiting = page.getByRole('list', { name: 'Members waiting, longest wait first' });
    const entry = waiting.getByRole('listitem').filter({ hasText: text });
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await entry.getByRole('link', { name: new RegExp(`writing to ${profile.name}`) }).click();
    await expect(page.getByText(/You are answering this conversation until/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversation' }).getByText(text)).toBeVisible();
    await expectAccessible(page);
    const answer = `Yes, here! ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: `Answer as ${profile.name}` }).fill(answer);
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByRole('status')).toHaveText('Answer sent.');
    await expect(waiting.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

    // The member reads it where they are, without a reload.
    await expect(member.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible({
      timeout: 10_000,
    });
  } finally {
    await memberContext.close();
    // Off duty again, whatever happened: the journeys after this one meet the demo's answers.
    await page.request.post('/api/backoffice/operator/duty', { data: { on: false } });
  }
});
