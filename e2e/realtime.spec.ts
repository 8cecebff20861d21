// Real time across members: a message sent by one member shows in the other's open page without
// a reload, through the event stream (well before the 60 s periodic refresh would bring it).
import { expect, test, type Page } from '@playwright/test';
import {
  acceptRequest,
  expectAccessible,
  logIn,
  newMember,
  takeNewAccountsAtOnce,
} from './helpers';

test('a new message raises the other member’s unread badge live', async ({ browser, page }) => {
  await logIn(page);
  await takeNewAccountsAtOnce(page.request);
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
    // A request until the member accepts it (issue 29 §1): accepted from another device, the
    // conversation and its unread message reach this page live.
    const { message } = (await sent.json()) as { message: { conversation_id: number } };
    await acceptRequest(page.request, message.conversation_id);
  } finally {
    await other.close();
  }
  await expect.poll(unread, { timeout: 5_000 }).toBe(before + 1);
});

test('four tabs share one event stream, and another tab takes it over when its tab closes', async ({
  browser,
  page,
}) => {
  // Issue 27 §2: one stream per browser, not per tab (six connections per host over HTTP/1.1).
  const streams: Page[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events.php') streams.push(request.frame().page());
  });
  await logIn(page);
  await takeNewAccountsAtOnce(page.request);
  const me = (await (await page.request.get('/api/user.php')).json()) as { user: { id: number } };
  const tabs = [page];
  for (let i = 1; i < 4; i++) {
    const tab = await page.context().newPage();
    await tab.goto('/members');
    tabs.push(tab);
  }
  const unread = (tab: Page) => async () => {
    const text = (await tab.getByRole('link', { name: /^Messages/ }).textContent()) ?? '';
    return Number(/(\d+)/.exec(text)?.[1] ?? 0);
  };
  for (const tab of tabs) await expect(tab.getByRole('link', { name: /^Messages/ })).toBeVisible();
  const before = await Promise.all(tabs.map((tab) => unread(tab)()));
  // Every tab has decided: one leads (holds the stream's lock), the three others wait for it
  // as followers — past the moment each would have opened a stream of its own.
  const leaderLock = async () => {
    const { held = [], pending = [] } = await page.evaluate(() => navigator.locks.query());
    const mine = (locks: LockInfo[]) => locks.filter((lock) => lock.name === 'amora-event-stream');
    return [mine(held).length, mine(pending).length];
  };
  await expect.poll(leaderLock, { timeout: 15_000 }).toEqual([1, 3]);
  expect(streams).toHaveLength(1);

  const other = await browser.newContext();
  try {
    const writer = other.request;
    await newMember(writer);
    const send = (n: number) =>
      writer.post('/api/messages.php', {
        data: { profile: me.user.id, text: `To every tab ${n}`, client_id: `tabs-e2e-${n}` },
      });
    const first = await send(1);
    expect(first.status()).toBe(200);
    await acceptRequest(
      page.request,
      ((await first.json()) as { message: { conversation_id: number } }).message.conversation_id,
    );
    for (const [i, tab] of tabs.entries())
      await expect.poll(unread(tab), { timeout: 5_000 }).toBe(before[i]! + 1);

    // The leading tab closes: another opens the stream, and the rest still hear live.
    const leader = streams[0]!;
    await leader.close();
    const rest = tabs.filter((tab) => tab !== leader);
    await expect.poll(() => streams.length, { timeout: 5_000 }).toBe(2);
    expect(rest).toContain(streams[1]);
    expect((await send(2)).status()).toBe(200);
    for (const tab of rest) {
      const i = tabs.indexOf(tab);
      await expect.poll(unread(tab), { timeout: 5_000 }).toBe(before[i]! + 2);
    }
  } finally {
    await other.close();
  }
});

test('two members chat: the reply appears in the open conversation without a reload', async ({
  browser,
  page,
}) => {
  await logIn(page);
  await takeNewAccountsAtOnce(page.request);
  const me = (await (await page.request.get('/api/user.php')).json()) as { user: { id: number } };
  const other = await browser.newContext();
  try {
    const writer = other.request;
    expect(
      (
        await writer.post('/api/signup.php', {
          data: {
            email: 'chat.partner@example.com',
            name: 'ChatPartner',
            password: 'chat-partner-2026',
            date_of_birth: '1991-03-03',
          },
        })
      ).status(),
    ).toBe(200);
    const first = await writer.post('/api/messages.php', {
      data: { profile: me.user.id, text: 'First <i>hello</i>', client_id: 'chat-e2e-first' },
    });
    const { message } = (await first.json()) as { message: { conversation_id: number } };
    await acceptRequest(page.request, message.conversation_id);

    await page.goto(`/chats/${message.conversation_id}`);
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByText('First <i>hello</i>')).toBeVisible();
    await page.waitForRequest('**/api/events.php', { timeout: 15_000 });

    await writer.post('/api/messages.php', {
      data: {
        conversation: message.conversation_id,
        text: 'Are you there?',
        client_id: 'chat-e2e-second',
      },
    });
    await expect(messages.getByText('Are you there?')).toBeVisible({ timeout: 5_000 });
    // Typing shows live too.
    await writer.post('/api/typing.php', { data: { conversation: message.conversation_id } });
    await expect(page.getByText('ChatPartner is typing…')).toBeVisible({ timeout: 5_000 });

    // The demo member answers through the composer: not before the other confirmed their address.
    await page.getByLabel('Your message').fill('Yes, hi!');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText(
      'has not confirmed their e-mail address yet',
    );
    await expect(page.getByLabel('Your message')).toHaveValue('Yes, hi!');
    const { mails } = (await (await writer.get('/api/outbox.php')).json()) as {
      mails: { to: string; links: string[] }[];
    };
    const link = mails
      .find((mail) => mail.to === 'chat.partner@example.com')!
      .links.find((l) => l.includes('activate'))!;
    const token = new URL(link).searchParams.get('token');
    expect((await writer.put('/api/activate.php', { data: { token } })).status()).toBe(200);
    await page.keyboard.press('Enter');
    await expect(messages.getByText('Yes, hi!')).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveValue('');
    const theirs = (await (
      await writer.get(`/api/messages.php?conversation=${message.conversation_id}`)
    ).json()) as { messages: { text: string; from_me: boolean }[] };
    expect(theirs.messages.map((m) => [m.text, m.from_me])).toEqual([
      ['First <i>hello</i>', true],
      ['Are you there?', true],
      ['Yes, hi!', false],
    ]);
  } finally {
    await other.close();
  }
});

test('a member blocks another: the blocked one loses the profile and the conversation; the blocker unblocks from the settings', async ({
  browser,
  page,
}) => {
  // The blocked member: signed up and confirmed in their own browser, writing first.
  const theirs = await browser.newContext();
  try {
    const pest = theirs.request;
    const pestId = await newMember(pest);
    const pestName = (
      (await (await pest.get('/api/user.php')).json()) as { user: { profile: { name: string } } }
    ).user.profile.name;
    await logIn(page);
    await takeNewAccountsAtOnce(page.request);
    const me = (await (await page.request.get('/api/user.php')).json()) as {
      user: { id: number; profile: { name: string } };
    };
    const sent = await pest.post('/api/messages.php', {
      data: { profile: me.user.id, text: 'Why no answer?', client_id: 'block-e2e-1' },
    });
    const { message } = (await sent.json()) as { message: { conversation_id: number } };
    await acceptRequest(page.request, message.conversation_id);

    await page.goto(`/chats/${message.conversation_id}`);
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByText('Why no answer?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${pestName}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByRole('link', { name: new RegExp(pestName) })).toHaveCount(0);

    // The blocked member simply loses the blocker (issue 49 §8): the profile is not there,
    // writing finds no conversation, the chat is gone — and nothing names who blocked them.
    const profile = await pest.get(`/api/member.php?id=${me.user.id}`);
    expect(profile.status()).toBe(404);
    const again = await pest.post('/api/messages.php', {
      data: { conversation: message.conversation_id, text: 'Hello?', client_id: 'block-e2e-2' },
    });
    expect(again.status()).toBe(404);
    const chats = (await (await pest.get('/api/chats.php')).json()) as { chats: unknown[] };
    expect(chats.chats).toEqual([]);
    const pestPage = await theirs.newPage();
    await pestPage.goto(`/members/${me.user.id}`);
    await expect(pestPage.getByRole('link', { name: 'Back to search' })).toBeVisible();
    await expect(pestPage.getByText(/blocked/i)).toHaveCount(0);
    await expect(pestPage.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAccessible(pestPage);
    // The conversation they had open: gone, quietly — no retry, nothing to write with.
    await pestPage.goto(`/chats/${message.conversation_id}`);
    await expect(pestPage.getByText('This conversation is no longer available.')).toBeVisible();
    await expect(pestPage.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(pestPage.getByLabel('Your message')).toHaveCount(0);

    // The blocker sees whom they blocked on the profile and in the settings, and unblocks.
    await page.goto(`/members/${pestId}`);
    await expect(page.getByTestId('you-blocked')).toContainText(`You blocked ${pestName}.`);
    await expect(page.getByRole('link', { name: 'Send a message' })).toHaveCount(0);
    await page.goto('/settings');
    const blockedList = page.getByRole('list', { name: 'Blocked members' });
    await expect(blockedList.getByRole('link', { name: pestName })).toBeVisible();
    await expectAccessible(page);
    await blockedList.getByRole('button', { name: `Unblock ${pestName}` }).click();
    await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
    expect((await pest.get(`/api/member.php?id=${me.user.id}`)).status()).toBe(200);
  } finally {
    await theirs.close();
  }
});
