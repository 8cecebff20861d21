// The back office (issue 26), over the production build: its own host at /backoffice/, staff
// with a second factor, navigation by role, and mf-members' photo queue loaded from the remote.
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  createStaff,
  E2E_DATA_DIR,
  expectAccessible,
  logInAndEnrol,
  newMember,
  passkeyBrowser,
  recordRemoteRequests,
} from './helpers';

const DATA = E2E_DATA_DIR;

/**
 * The demo's photos the moderator journey puts in the queue: given back after it whatever
 * happened, so a journey stopped half-way leaves no demo photo waiting for the ones after it.
 */
let borrowed: number[] = [];
test.afterEach(() => {
  if (borrowed.length === 0) return;
  const db = new Database(path.join(DATA, 'app.sqlite'), { timeout: 5_000 });
  try {
    db.prepare(
      `UPDATE profile_image SET status = 'active'
       WHERE status = 'pending' AND id IN (${borrowed.map(() => '?').join(',')})`,
    ).run(...borrowed);
  } finally {
    db.close();
    borrowed = [];
  }
});

async function outboxLink(page: Page, to: string, part: string): Promise<string> {
  const { mails } = (await (await page.request.get('/api/outbox.php')).json()) as {
    mails: Array<{ to: string; subject: string; links: string[] }>;
  };
  const link = mails.find((mail) => mail.to === to)?.links.find((href) => href.includes(part));
  expect(link, `a mail to ${to} with ${part}`).toBeTruthy();
  return link!;
}

const photoOf = (red: number) =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .png()
    .toBuffer();

test('an owner enrols TOTP and invites a moderator, who clears 50 photos by keyboard (the members see both outcomes) and suspends a member from a report', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = `owner-${Date.now()}@e2e.test`;
  const password = createStaff(owner);
  await logInAndEnrol(page, owner, password);
  await expectAccessible(page);
  // Owners manage staff and read the audit trail; no moderation screen is theirs to miss.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit trail' })).toBeVisible();

  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeFocused();
  const moderator = `moderator-${Date.now()}@e2e.test`;
  await page.getByLabel('E-mail').fill(moderator);
  await page.getByLabel('Role', { exact: true }).selectOption('moderator');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(`An invitation was mailed to ${moderator}.`);
  // Pending until accepted: listed, to send again or revoke (issue 48 §2).
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(moderator);
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('cell', { name: 'staff.invite' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/backoffice\/login$/);

  // Two members with a photo each, waiting in the queue (as PHOTO_MODERATION=manual leaves
  // them), first in line; 48 of the demo's photos wait behind them.
  const members: { id: number; email: string; context: typeof page }[] = [];
  for (const red of [200, 40]) {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const memberPage = await context.newPage();
    const id = await newMember(memberPage.request);
    const upload = await memberPage.request.post('/api/photos.php', {
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: await photoOf(red) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    members.push({ id, email: '', context: memberPage });
  }
  const db = new Database(path.join(DATA, 'app.sqlite'), { timeout: 5_000 });
  try {
    for (const [index, member] of members.entries()) {
      db.prepare(
        "UPDATE profile_image SET status = 'pending', created_at = ? WHERE user_id = ?",
      ).run(`2000-01-0${index + 1}T00:00:00.000Z`, member.id);
      member.email = (
        db.prepare('SELECT email FROM app_user WHERE id = ?').get(member.id) as { email: string }
      ).email;
    }
    borrowed = (
      db
        .prepare(
          `SELECT id FROM profile_image WHERE status = 'active'
           AND user_id NOT IN (?, ?) ORDER BY id LIMIT 48`,
        )
        .all(members[0]!.id, members[1]!.id) as { id: number }[]
    ).map((row) => row.id);
    db.prepare(
      `UPDATE profile_image SET status = 'pending' WHERE id IN (${borrowed.map(() => '?').join(',')})`,
    ).run(...borrowed);
  } finally {
    db.close();
  }

  // The moderator joins by the mailed link, and sets up their own second factor.
  const moderatorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const mod = await moderatorContext.newPage();
  const remotes = recordRemoteRequests(mod);
  const files: string[] = [];
  mod.on('request', (request) => files.push(new URL(request.url()).pathname));
  const link = await outboxLink(page, moderator, '/backoffice/invitation#');
  await mod.goto(link);
  await expect(mod.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
  await expectAccessible(mod);
  const modPassword = 'moderator-pass-2026';
  await mod.getByLabel('Password', { exact: true }).fill(modPassword);
  await mod.getByLabel('Repeat the password').fill(modPassword);
  await mod.getByRole('button', { name: 'Create my account' }).click();
  await expect(mod.getByRole('status')).toContainText('Your account is ready.');
  await logInAndEnrol(mod, moderator, modPassword);
  const modNav = mod.getByRole('navigation', { name: 'Back office' });
  await expect(modNav.getByRole('link', { name: 'Photo queue' })).toBeVisible();
  await expect(modNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // The queue comes from mf-members' ./backoffice, in the registry's live version.
  await modNav.getByRole('link', { name: 'Photo queue' }).click();
  await expect(mod.getByTestId('photo-queue-figures')).toContainText('50 photos waiting');
  await expectAccessible(mod);
  const photo = mod.getByRole('img', { name: /^Photo uploaded by/ });
  await expect(photo).toBeVisible();
  const started = Date.now();
  await mod.keyboard.press('a');
  await expect(mod.getByTestId('photo-queue-figures')).toContainText('49 photos waiting');
  await mod.keyboard.press('2');
  await expect(mod.getByLabel('Face not visible')).toBeChecked();
  await mod.keyboard.press('r');
  await expect(mod.getByTestId('photo-queue-figures')).toContainText('48 photos waiting');
  for (let left = 47; left >= 0; left -= 1) {
    await mod.keyboard.press('a');
    await expect(mod.getByTestId('photo-queue-figures')).toContainText(
      left === 1 ? '1 photo waiting' : `${left} photos waiting`,
    );
  }
  await expect(mod.getByText('No photo is waiting for review.')).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  console.log(`50 photos cleared by keyboard in ${seconds.toFixed(1)} s`);
  test.info().annotations.push({ type: 'figure', description: `50 photos: ${seconds} s` });

  // The approved member's photo shows; the other sees why theirs does not, in their profile
  // and by mail.
  const [approved, rejected] = members;
  await rejected!.context.goto('/profile');
  await expect(rejected!.context.getByText('Not approved')).toBeVisible();
  await expect(rejected!.context.getByText('Your face cannot be seen clearly.')).toBeVisible();
  await approved!.context.goto('/profile');
  await expect(approved!.context.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
  await expect(approved!.context.getByText('Not approved')).toHaveCount(0);
  const { mails } = (await (await page.request.get('/api/outbox.php')).json()) as {
    mails: Array<{ to: string; subject: string }>;
  };
  expect(mails.some((m) => m.to === approved!.email && /Your photo is on/.test(m.subject))).toBe(
    true,
  );
  expect(mails.some((m) => m.to === rejected!.email && /was not approved/.test(m.subject))).toBe(
    true,
  );
  // The queue's code came from mf-members' published build; nothing of the shell's was loaded.
  expect(remotes.get('mf-members')?.length).toBeGreaterThan(0);
  expect(files.filter((file) => file.startsWith('/assets/'))).toEqual([]);

  // One member reports the other; the moderator suspends the reported one from the queue, who
  // is logged out at once.
  const reported = await rejected!.context.request.post('/api/report.php', {
    data: { profile: approved!.id, reason: 'harassment', remarks: 'Insults after I said no' },
  });
  expect(reported.status(), await reported.text()).toBe(200);
  await modNav.getByRole('link', { name: 'Reports' }).click();
  const card = mod.getByRole('article', { name: new RegExp(`\\(member ${approved!.id}\\)`) });
  await expect(card).toContainText('Insults after I said no');
  await expectAccessible(mod);
  await card.getByLabel('Suspend').check();
  await card.getByLabel('Days').fill('3');
  await card.getByLabel('Reason told to the member').selectOption('harassment');
  await card.getByRole('button', { name: 'Decide' }).click();
  await expect(card).toHaveCount(0);
  const signedOut = await approved!.context.request.get('/api/likes.php');
  expect(((await signedOut.json()) as { error: { code: string } }).error.code).toBe(
    'authentication_required',
  );
  await moderatorContext.close();
  for (const member of members) await member.context.context().close();
});

test('finance puts a bundle and a code on sale; a member buys that bundle with that code; its use is counted; finance refunds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const finance = `finance-${Date.now()}@e2e.test`;
  await logInAndEnrol(page, finance, createStaff(finance, 'finance'));
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Photo queue' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Credit bundles' }).click();
  await expect(page.getByRole('heading', { name: 'Credit bundles', level: 1 })).toBeVisible();
  await page.getByLabel('Country', { exact: true }).fill('NL');
  await page.getByLabel('Currency', { exact: true }).fill('EUR');
  await page.getByLabel('Credits', { exact: true }).fill('77');
  await page.getByLabel('Price', { exact: true }).fill('7.70');
  await page.getByRole('button', { name: 'Add the bundle' }).click();
  await page.getByLabel('Only the bundles of a country (e.g. FR)').fill('NL');
  await expect(page.getByRole('cell', { name: '€7.70' })).toBeVisible();
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Discount codes' }).click();
  const code = `FIN${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percent off').fill('10');
  await page.getByLabel('Country (optional)').fill('NL');
  await page.getByRole('button', { name: 'Create the code' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // A member in the Netherlands finds the bundle and the code at once: no restart, no deploy.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const member = await context.newPage();
  const memberId = await newMember(member.request);
  await member.goto('/credits');
  await member.getByRole('radio', { name: /77 credits/ }).check();
  const remove = member.getByRole('button', { name: 'Remove' });
  if (await remove.isVisible()) await remove.click();
  await member.getByLabel('Discount code').fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Apply' }).click();
  await expect(member.getByText(new RegExp(`Code ${code}: 10% off`))).toBeVisible();
  await expect(member.getByTestId('checkout-total')).toHaveText('€6.93');
  await member.getByRole('radio', { name: /iDEAL/ }).check();
  await member.getByLabel('Your bank').selectOption({ label: 'Rabobank' });
  await member.getByRole('button', { name: 'Pay €6.93' }).click();
  await expect(member).toHaveURL(/\/sandbox-checkout\/sb_/);
  await member.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(member.getByRole('status').filter({ hasText: '77 credits added' })).toBeVisible();
  const creditsOf = async () =>
    ((await (await member.request.get('/api/user.php')).json()) as { user: { credits: number } })
      .user.credits;
  const withBundle = await creditsOf();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(3)).toHaveText(
    '1',
  );
  await page.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('disabled');

  // The member asks for their money back: finance refunds the payment through the PSP, and
  // the bundle's credits leave their balance.
  await nav.getByRole('link', { name: 'Orders and refunds' }).click();
  await page.getByLabel('Order number, member id or e-mail address').fill(String(memberId));
  await page.getByRole('button', { name: 'Find' }).click();
  await page
    .getByRole('link', { name: /^Order #\d+$/ })
    .first()
    .click();
  await expect(page.getByTestId('order-summary')).toContainText('€6.93');
  await expectAccessible(page);
  await page.getByLabel('Reason').fill('Asked within 14 days');
  await page.getByRole('button', { name: 'Refund through the payment provider' }).click();
  // Asked once more, with what goes back.
  const confirm = page.getByRole('dialog', { name: /^Refund order #\d+\?$/ });
  await expect(confirm).toContainText('€6.93 goes back to the member');
  await confirm.getByRole('button', { name: 'Refund through the payment provider' }).click();
  await expect(page.getByTestId('order-summary')).toContainText('refunded');
  await expect.poll(creditsOf).toBe(withBundle - 77);
  await context.close();
});

test('support answers a complaint by mail, finds the member, downloads their data and erases them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const member = await context.newPage();
  const id = await newMember(member.request);
  const support = `support-${Date.now()}@e2e.test`;
  await logInAndEnrol(page, support, createStaff(support, 'support'));
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Find a member').fill(String(id));
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: new RegExp(`\\(member ${id}\\)`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`\\(member ${id}\\)`) })).toBeVisible();
  await expect(page.getByTestId('member-status')).toHaveText('active');
  await expectAccessible(page);

  // The member's complaint, answered from the back office: the reply arrives by mail.
  const filed = await member.request.post('/api/complaints.php', {
    data: { subject: 'billing', description: 'I was charged twice for one bundle.' },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  const { reference, email } = (await filed.json()) as { reference: number; email: string };
  await nav.getByRole('link', { name: 'Complaints' }).click();
  await page.getByRole('link', { name: `Complaint #${reference} · Payments and credits` }).click();
  await expect(page.getByText('I was charged twice for one bundle.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Reply to /).fill('We refunded the second charge today.');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('We refunded the second charge today.')).toBeVisible();
  const { mails } = (await (await page.request.get('/api/outbox.php')).json()) as {
    mails: Array<{ to: string; subject: string; text: string }>;
  };
  const answer = mails.find((mail) => mail.to === email && mail.subject.startsWith('Re: '));
  expect(answer?.subject).toContain(`complaint #${reference}`);
  expect(answer?.text).toContain('We refunded the second charge today.');

  // Support sees the adjustments waiting for a second person (none of their own to approve).
  await nav.getByRole('link', { name: 'Credit adjustments to approve' }).click();
  await expect(
    page.getByRole('heading', { name: 'Credit adjustments to approve', level: 1 }),
  ).toBeVisible();
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Find a member').fill(String(id));
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: new RegExp(`\\(member ${id}\\)`) }).click();
  await page.getByLabel("Why export (the member's request)").fill('Asked by mail');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download their data' }).click();
  expect((await download).suggestedFilename()).toBe(`member-${id}.zip`);

  await page.getByLabel("Why erase (the member's request)").fill('Asked by mail, identity checked');
  await page.getByRole('button', { name: 'Erase now' }).click();
  const dialog = page.getByRole('dialog', { name: /^Erase .* now\?$/ });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByTestId('member-status')).toHaveText('deleted');
  // The member's own session ended with the erasure.
  const likes = await member.request.get('/api/likes.php');
  expect(((await likes.json()) as { error: { code: string } }).error.code).toBe(
    'authentication_required',
  );
  await context.close();
});

test('a staff member adds a passkey and logs in with it instead of a code', async ({ browser }) => {
  const { context, page } = await passkeyBrowser(browser, test.info().project.use.baseURL!);
  const email = `passkey-${Date.now()}@e2e.test`;
  const password = createStaff(email, 'support');
  await logInAndEnrol(page, email, password);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'My sessions' }).click();
  await page.getByLabel('Name of this passkey (e.g. Work laptop)').fill('This laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText(/^This laptop · added/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'My sessions' }).click();
  await expect(page.getByText(/^This laptop · last used/)).toBeVisible();
  await context.close();
});

test('a member page never downloads the back office, and the back office has its own policy', async ({
  page,
}) => {
  const files: string[] = [];
  page.on('request', (request) => files.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.goto('/members');
  await page.waitForLoadState('networkidle');
  expect(files.filter((file) => file.startsWith('/backoffice/'))).toEqual([]);
  const response = await page.request.get('/backoffice/login');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers()['cache-control']).toBe('no-store');
  // A member's cookie opens nothing there.
  const me = await page.request.get('/api/backoffice/me');
  expect(me.status()).toBe(401);
});

test('on a phone, in French: the navigation is one row and no screen is wider than the phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    const owner = `owner-phone-${Date.now()}@e2e.test`;
    await logInAndEnrol(page, owner, createStaff(owner));
    await page.getByLabel('Language').selectOption('fr');
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    for (const [link, heading] of [
      ['Packs de crédits', 'Packs de crédits'],
      ['Codes de réduction', 'Codes de réduction'],
      ['Journal d’audit', 'Journal d’audit'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // The screen starts under one row of links, not under all of them.
      expect((await nav.boundingBox())!.height).toBeLessThan(80);
      // Wide tables scroll in their own box: the page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBe(0);
    }
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});
