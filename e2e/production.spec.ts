// Issue 23 §2, the proof: the product in PRODUCTION mode, with no demo data anywhere — a site set
// up by `site:create` from docs/site.example.yaml, mail through a real SMTP server started here,
// SMS through an HTTP gateway started here, the sandbox PSP allowed as a staging site. A visitor
// signs up, confirms through the mail the SMTP server received, searches, likes, chats and buys
// credits. This journey runs its own server (the other journeys share the demo one).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startProductionServer, type ProductionServer } from './production-server';

const PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 3220);
const BASE = `http://127.0.0.1:${PORT}`;
let site: ProductionServer;
let mails: string[];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startProductionServer({ port: PORT, name: 'production' });
  mails = site.mails;
});

test.afterAll(async () => {
  await site?.stop();
});

test.use({
  baseURL: BASE,
  // Haarlem: the location step names the town from the position the browser shares.
  geolocation: { latitude: 52.3808, longitude: 4.6368 },
  permissions: ['geolocation'],
});

const linkInMail = (to: string, pathname: string) => site.linkInMail(to, pathname);

/** Another member who joined the site (through the API, as their own browser would). */
async function otherMember(request: APIRequestContext) {
  const signup = await request.post(`${BASE}/api/signup.php`, {
    headers: { 'x-country': 'NL' },
    data: {
      email: 'bram@example.com',
      name: 'Bram',
      password: 'bram-pass-2026',
      date_of_birth: '1990-05-05',
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const { user } = (await signup.json()) as { user: { id: number } };
  const profile = await request.put(`${BASE}/api/profile.php`, {
    data: {
      gender: 'male',
      sexuality: 'hetero',
      sensitive_consent: true,
      about: 'Sailor from Haarlem.',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  // What his browser does with the link: the page confirms the token (a GET changes nothing).
  const token = new URL(await linkInMail('bram@example.com', '/api/activate.php')).searchParams.get(
    'token',
  );
  const confirmed = await request.put(`${BASE}/api/activate.php`, { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return user.id;
}

test('production mode, a site from site:create, mail over SMTP: sign up, confirm, search, like, chat, buy', async ({
  page,
  playwright,
}) => {
  const bramContext = await playwright.request.newContext();
  const bram = await otherMember(bramContext);
  // He takes new accounts' first messages at once: Ada's would otherwise wait out the site's
  // quarantine for new accounts (issue 29 §1).
  expect(
    (
      await bramContext.put(`${BASE}/api/who-may-write.php`, {
        data: { new_accounts_at_once: true },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/');
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE }]);
  await page.goto('/signup');
  // A staging site: every page says payments are tests.
  await expect(
    page.getByRole('note').filter({ hasText: 'Test payments — nothing is charged' }),
  ).toBeVisible();
  // The entry warning comes first: the sign-up dialog waits behind it, closed, out of reach —
  // also once the sign-up remote has arrived.
  const modal = page.getByRole('dialog', { name: 'Sign up' });
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await expect(warning.getByRole('heading', { name: 'Adults only' })).toBeFocused();
  await page.waitForLoadState('networkidle');
  await expect(modal).toHaveCount(0);
  const takesFocus = (input: HTMLElement) => {
    input.focus();
    return document.activeElement === input;
  };
  expect(await page.getByLabel('E-mail address').evaluate(takesFocus)).toBe(false);
  await warning.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await modal.getByLabel('E-mail address').fill('ada@example.com');
  await modal.getByLabel('Username').fill('Ada');
  await modal.getByLabel('Password', { exact: true }).fill('ada-pass-2026');
  await modal.getByLabel(/^Date of birth/).fill('1992-04-04');
  await modal.getByRole('button', { name: 'Next' }).click();
  // No demo members, no profile the site operates: nobody is suggested to a visitor.
  await modal.getByRole('button', { name: 'Skip' }).click();
  await expect(modal.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await modal.getByLabel('Tell other members a little about yourself.').fill('Engineer, reader.');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByLabel('Gender').selectOption({ label: 'Woman' });
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Use my current location' }).click();
  await expect(modal.getByLabel('City')).toHaveValue('Haarlem');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The confirmation came by SMTP, with a link to this site's public origin.
  await page.goto(await linkInMail('ada@example.com', '/api/activate.php'));
  await expect(
    page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  // The demo's outbox does not exist here.
  expect((await page.request.get('/api/outbox.php')).status()).toBe(404);

  // Search finds the other member who joined: the first search widens by itself (he gave no
  // region, and a new site has few members) and says so; like him from his profile.
  await page.goto('/members');
  await expect(page.getByTestId('search-widened')).toContainText('To show you more members');
  const card = page.getByRole('link', { name: /Bram/ }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/members/${bram}$`));
  await page.getByRole('button', { name: /^Like/ }).first().click();
  await expect(page.getByRole('button', { name: /Liked/ }).first()).toBeVisible();

  // Chat: a message to him. They have not matched, so it reaches him as a request (issue 29 §1),
  // its credits held from the sign-up credits until he accepts it.
  await page.goto(`/members/${bram}/chat`);
  await page.getByRole('textbox', { name: /message/i }).fill('Hello Bram, nice boat!');
  await page.getByRole('button', { name: 'Send' }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Hello Bram, nice boat!')).toBeVisible();
  const bramRequests = (await (
    await bramContext.get(`${BASE}/api/message-requests.php`)
  ).json()) as { requests: Array<{ conversation: { id: number }; profile: { name: string } }> };
  const fromAda = bramRequests.requests.find((request) => request.profile.name === 'Ada');
  expect(fromAda).toBeTruthy();
  const accepted = await bramContext.put(`${BASE}/api/message-requests.php`, {
    data: { conversation: fromAda!.conversation.id, decision: 'accept' },
  });
  expect(accepted.status()).toBe(200);
  const bramChats = (await (await bramContext.get(`${BASE}/api/chats.php`)).json()) as {
    chats: Array<{ profile: { name: string } }>;
  };
  expect(bramChats.chats.map((chat) => chat.profile.name)).toContain('Ada');

  // Credits, through the sandbox PSP's page (a staging site: nothing is charged).
  await page.goto('/credits');
  await page.getByRole('radio', { name: /iDEAL/ }).check();
  await page.getByLabel('Your bank').selectOption({ index: 1 });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/sb_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible();
  const { user } = (await (await page.request.get('/api/user.php')).json()) as {
    user: { credits: number; paid_user: boolean };
  };
  expect(user.paid_user).toBe(true);
  expect(user.credits).toBeGreaterThan(100);
  // The receipt came by SMTP too.
  await expect
    .poll(() => mails.some((mail) => /to: ada@example\.com/i.test(mail) && /receipt/i.test(mail)))
    .toBe(true);
  await bramContext.dispose();
});
