// Issue 48, done: a real site run from the back office alone. A production server with no demo
// seed (its own, mail through an SMTP server started here): the owner sets the site's texts in
// the panel, makes three operated profiles with photos, invites staff and changes a role; a
// member writes to an operated profile and an operator answers; marketing sends an offer to the
// members who asked for offers only; the member downloads their own data and finds the answer
// in it; support adds a note and sees a linked account; a moderator suspends from the member
// list and the member appeals. Staff work in English and in French, members in French; every
// screen is checked with axe.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { generate } from 'otplib';
import sharp from 'sharp';
import { expectAccessible, logInAndEnrol } from './helpers';
import { startProductionServer, type ProductionServer } from './production-server';

const PORT = Number(process.env.E2E_OPERATOR_SITE_PORT ?? 3230);
let site: ProductionServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startProductionServer({ port: PORT, name: 'operator-site' });
});
test.afterAll(async () => {
  await site?.stop();
});
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** `pnpm admin:create` on the server: answers the password it printed once. */
const staffAccount = (email: string, role: string) =>
  /shown this once: (\S+)/.exec(site.command('admin-create', [email, role]))![1]!;

/** A back-office page in French, as a staff member who chose it. */
async function inFrench(page: Page) {
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeVisible();
}

/** A member who signs up (their browser's calls), confirmed by the link mailed over SMTP. */
async function join(
  request: APIRequestContext,
  who: { email: string; name: string; address: string },
): Promise<number> {
  const signup = await request.post('/api/signup.php', {
    headers: { 'x-country': 'FR', 'x-forwarded-for': who.address },
    data: {
      email: who.email,
      name: who.name,
      password: `${who.name.toLowerCase()}-pass-2026`,
      date_of_birth: '1993-06-06',
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const profile = await request.put('/api/profile.php', {
    data: { gender: 'female', sexuality: 'hetero', sensitive_consent: true },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const token = new URL(await site.linkInMail(who.email, '/api/activate.php')).searchParams.get(
    'token',
  );
  const confirmed = await request.put('/api/activate.php', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { user } = (await (await request.get('/api/user.php')).json()) as {
    user: { profile: { id: number } };
  };
  return user.profile.id;
}

/** A photo of one colour, as a camera would give (the pipeline re-encodes it). */
const photo = (r: number) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g: 120, b: 90 } } })
    .png()
    .toBuffer();

test('an owner, an operator, marketing, support and a moderator run a site with no seed; its members are answered, mailed, served and heard', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const owner = 'owner@lovelace.example';
  await logInAndEnrol(page, owner, staffAccount(owner, 'owner'));

  await test.step('the owner sets the site’s texts in the panel', async () => {
    await nav.getByRole('link', { name: 'Site settings' }).click();
    await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
    await page.getByLabel('Home page title', { exact: true }).fill('Lovelace – meet for real');
    await page.getByLabel('Home page title (fr)').fill('Lovelace – des rencontres vraies');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByRole('status')).toHaveText(/settings? saved/);
    await expectAccessible(page);
  });

  const profiles: { id: number; name: string }[] = [];
  await test.step('the owner makes three operated profiles with photos', async () => {
    for (const [index, name] of ['Maëlle', 'Inès', 'Chloé'].entries()) {
      await nav.getByRole('link', { name: 'Operated profiles' }).click();
      await page.getByRole('link', { name: 'New profile' }).click();
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Age', { exact: true }).fill(String(30 + index));
      await page.getByLabel('Gender', { exact: true }).selectOption('male');
      await page.getByLabel('Country', { exact: true }).selectOption('FR');
      await page.getByLabel('Town', { exact: true }).fill('Lyon');
      await page.getByLabel('About me (English)').fill(`${name} likes long walks.`);
      await page.getByLabel('About me (Français)').fill(`${name} aime les longues balades.`);
      await page.getByRole('button', { name: 'Make the profile' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`${name}, operated profile`) }),
      ).toBeVisible();
      await page.getByLabel('Add a photo').setInputFiles({
        name: `${index}.png`,
        mimeType: 'image/png',
        buffer: await photo(90 + index * 40),
      });
      await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1);
      profiles.push({ id: Number(/operated-profiles\/(\d+)/.exec(page.url())![1]), name });
    }
    await expectAccessible(page);
  });

  const sam = 'sam@lovelace.example';
  await test.step('the owner invites a support agent, then makes them a moderator', async () => {
    await nav.getByRole('link', { name: 'Staff' }).click();
    await page.getByLabel('E-mail').fill(sam);
    await page.getByLabel('Role', { exact: true }).selectOption('support');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByRole('status')).toHaveText(`An invitation was mailed to ${sam}.`);
  });
  const samContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const samPage = await samContext.newPage();
  const samPassword = 'sam-the-moderator-2026';
  await samPage.goto(await site.linkInMail(sam, '/backoffice/invitation#'));
  await samPage.getByLabel('Password', { exact: true }).fill(samPassword);
  await samPage.getByLabel('Repeat the password').fill(samPassword);
  await samPage.getByRole('button', { name: 'Create my account' }).click();
  await expect(samPage.getByRole('status')).toContainText('Your account is ready.');
  const samSecret = await logInAndEnrol(samPage, sam, samPassword);
  await page.reload();
  await page.getByRole('button', { name: `Change the role of ${sam}` }).click();
  await page.getByLabel(`New role of ${sam}`).selectOption('moderator');
  await page.getByLabel(`Why does ${sam} change role?`).fill('Moderation needs a hand.');
  await page.getByRole('button', { name: 'Change now' }).click();
  await expect(page.getByRole('status')).toContainText(sam);
  await expectAccessible(page);

  // Members: Léo, then Léa on the same browser (a household, or one person twice).
  const browserContext = await browser.newContext({
    locale: 'fr-FR',
    storageState: { cookies: [], origins: [] },
  });
  await browserContext.addCookies([{ name: 'locale', value: 'fr', url: site.base }]);
  const lea = await browserContext.newPage();
  const leo = { email: 'leo@example.com', name: 'Léo', address: '203.0.113.7' };
  const leoId = await join(lea.request, leo);
  expect((await lea.request.get('/api/logout.php')).status()).toBe(200);
  const leaWho = { email: 'lea@example.com', name: 'Léa', address: '203.0.113.8' };
  const leaId = await join(lea.request, leaWho);

  const answer = `Bonsoir Léa, oui, jeudi me va. ${Date.now().toString(36)}`;
  await test.step('Léa writes to an operated profile; an operator answers in French', async () => {
    const [maelle] = profiles as [{ id: number; name: string }];
    await lea.goto(`/members/${maelle.id}`);
    await expect(lea.getByRole('heading', { level: 1 })).toContainText(maelle.name);
    await expect(lea.getByText(`${maelle.name} aime les longues balades.`)).toBeVisible();
    await expectAccessible(lea);
    await lea.goto(`/members/${maelle.id}/chat`);
    await lea.getByLabel('Votre message').fill('Bonjour ! Un verre jeudi ?');
    await lea.keyboard.press('Enter');
    await expect(lea).toHaveURL(/\/chats\/\d+$/);

    const operator = 'olive@lovelace.example';
    const opContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const op = await opContext.newPage();
    await logInAndEnrol(op, operator, staffAccount(operator, 'operator'));
    await inFrench(op);
    const opNav = op.getByRole('navigation', { name: 'Back-office' });
    await opNav.getByRole('link', { name: 'Conversations en attente de réponse' }).click();
    await op.getByRole('button', { name: 'Commencer à répondre' }).click();
    const waiting = op.getByRole('list', {
      name: 'Membres en attente, la plus longue attente d’abord',
    });
    await waiting
      .getByRole('link', { name: new RegExp(`Léa écrit à ${maelle.name}`) })
      .click({ timeout: 20_000 });
    await expectAccessible(op);
    await op.getByRole('textbox', { name: `Répondre en tant que ${maelle.name}` }).fill(answer);
    await op.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(op.getByRole('status')).toHaveText('Réponse envoyée.');
    await expect(lea.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible({
      timeout: 15_000,
    });
    await opContext.close();
  });

  await test.step('marketing sends an offer to the members who asked for offers, only', async () => {
    // Léa switches offers on; Léo never did (marketing mail starts off).
    await lea.goto('/notifications');
    // The switch shows what the server kept, once it answered.
    await lea.getByRole('switch', { name: 'Offres et réductions' }).click();
    await expect(lea.getByRole('switch', { name: 'Offres et réductions' })).toBeChecked();
    await expectAccessible(lea);

    const marketing = 'mona@lovelace.example';
    const mkContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const mk = await mkContext.newPage();
    await logInAndEnrol(mk, marketing, staffAccount(marketing, 'marketing'));
    await mk
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Mailings' })
      .click();
    await mk.getByRole('link', { name: 'New mailing' }).click();
    await mk.getByLabel('Name (for the team only)').fill('Spring offer');
    await expect(mk.getByText('1 member would get it now.')).toBeVisible();
    for (const [group, subject, body] of [
      ['English', 'Spring: premium at half price', 'Spring is here.'],
      ['French', 'Printemps : le premium à moitié prix', 'Le printemps est là.'],
    ] as const) {
      const words = mk.getByRole('group', { name: group });
      await words.getByLabel('Subject').fill(subject);
      await words.getByLabel('Text').fill(body);
      await words.getByLabel('Button', { exact: true }).fill(group === 'English' ? 'See' : 'Voir');
      await words.getByLabel('Button goes to').fill('/payments/premium');
    }
    await expectAccessible(mk);
    await mk.getByRole('button', { name: 'Save the draft' }).click();
    await expect(mk.getByRole('heading', { name: 'Spring offer', level: 1 })).toBeVisible();
    await mk.getByRole('button', { name: 'Send me a test' }).click();
    await expect(mk.getByRole('status')).toHaveText(`A test went to ${marketing}.`);
    await expect.poll(() => site.mailsTo(marketing).some((m) => m.includes('[Test]'))).toBe(true);
    await expectAccessible(mk);
    await mk.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = mk.getByRole('dialog', { name: 'Send to 1 member?' });
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(mk.getByText('Sent 1 of 1')).toBeVisible({ timeout: 20_000 });
    await mkContext.close();

    await expect
      .poll(() => site.mailsTo(leaWho.email).filter((m) => /premium/.test(m)).length)
      .toBe(1);
    const offer = site.mailsTo(leaWho.email).find((m) => /premium/.test(m))!;
    expect(offer).toMatch(
      /List-Unsubscribe:\s+<http[^>]+\/unsubscribe\?member=\d+&kind=promotions/,
    );
    expect(offer).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(site.mailsTo(leo.email).filter((m) => /premium/.test(m))).toHaveLength(0);
  });

  await test.step('Léa downloads her data and finds the answer she received', async () => {
    await lea.goto('/settings');
    await lea.getByRole('button', { name: 'Demander mes données' }).click();
    await expect(lea.getByText(/Vos données sont prêtes/)).toBeVisible({ timeout: 60_000 });
    await expectAccessible(lea);
    const link = await site.linkInMail(leaWho.email, '/api/data-export/download');
    const zip = await lea.request.get(link);
    expect(zip.status()).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.body()));
    expect(Object.keys(files)).toContain('index.html');
    const everything = Object.entries(files)
      .filter(([file]) => file.endsWith('.json') || file.endsWith('.html'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(everything).toContain(answer);
  });

  await test.step('support, in French, adds a note and sees the linked account', async () => {
    const support = 'sasha@lovelace.example';
    const spContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const sp = await spContext.newPage();
    await logInAndEnrol(sp, support, staffAccount(support, 'support'));
    await inFrench(sp);
    await sp
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Membres' })
      .click();
    await sp.getByLabel('Trouver un membre').fill(leaWho.email);
    await sp.getByRole('button', { name: 'Chercher' }).click();
    await sp
      .getByRole('link', { name: `Léa (membre ${leaId})` })
      .first()
      .click();
    const file = sp.getByRole('article', { name: `Léa (membre ${leaId})` });
    await expect(file.getByRole('link', { name: `Léo (membre ${leoId})` })).toBeVisible();
    const notes = sp.getByRole('region', { name: 'Notes du support' });
    await notes.getByLabel('Une note pour l’équipe').fill('A appelé pour son export de données.');
    await notes.getByRole('button', { name: 'Ajouter la note' }).click();
    await expect(notes.getByText('A appelé pour son export de données.')).toBeVisible();
    await expectAccessible(sp);
    await spContext.close();
  });

  await test.step('the moderator suspends Léo from the member list; Léo appeals', async () => {
    // Sam's role changed: their sessions ended; they log in again, now a moderator.
    await samPage.goto('/backoffice/');
    await expect(samPage).toHaveURL(/\/backoffice\/login$/);
    await samPage.getByLabel('E-mail').fill(sam);
    await samPage.getByLabel('Password').fill(samPassword);
    await samPage.getByRole('button', { name: 'Log in', exact: true }).click();
    await samPage
      .getByLabel('Code from your authenticator app')
      .fill(await generate({ secret: samSecret }));
    await samPage.getByRole('button', { name: 'Verify' }).click();
    const samNav = samPage.getByRole('navigation', { name: 'Back office' });
    await samNav.getByRole('link', { name: 'Members' }).click();
    await samPage.getByLabel('Find a member').fill(leo.email);
    await samPage.getByRole('button', { name: 'Find' }).click();
    await samPage.getByRole('checkbox', { name: `Pick Léo (member ${leoId})` }).check();
    const bar = samPage.getByRole('form', { name: '1 member picked' });
    await bar.getByLabel('Do').selectOption('suspend');
    await bar.getByLabel('Reason told to the member').selectOption('spam');
    await bar.getByRole('button', { name: 'Do it' }).click();
    await samPage
      .getByRole('dialog', { name: 'Suspend 1 member?' })
      .getByRole('button', { name: 'Do it' })
      .click();
    await expect(samPage.getByRole('status')).toContainText('1 member suspended.');
    await expectAccessible(samPage);

    const leoContext = await browser.newContext({
      locale: 'fr-FR',
      storageState: { cookies: [], origins: [] },
    });
    await leoContext.addCookies([{ name: 'locale', value: 'fr', url: site.base }]);
    const leoPage = await leoContext.newPage();
    await leoPage.goto('/login');
    // A visitor again (logged out): the entry warning first, in French.
    await leoPage
      .getByRole('dialog', { name: 'Réservé aux adultes' })
      .getByRole('button', { name: "J'ai 18 ans ou plus, entrer" })
      .click();
    await leoPage.getByLabel("Adresse e-mail ou nom d'utilisateur").fill(leo.email);
    await leoPage.getByLabel('Mot de passe').fill('léo-pass-2026');
    await leoPage.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await leoPage.getByRole('link', { name: 'Faire appel de cette décision' }).click();
    await leoPage
      .getByLabel('Pourquoi la décision est erronée')
      .fill('Je n’ai envoyé aucun message publicitaire, c’est une erreur.');
    await expectAccessible(leoPage);
    await leoPage.getByRole('button', { name: 'Envoyer l’appel' }).click();
    await expect(leoPage.getByRole('status')).toContainText('Votre appel a été envoyé');
    await leoContext.close();

    await samNav.getByRole('link', { name: 'Appeals' }).click();
    const appeal = samPage.getByRole('article', { name: `Léo (member ${leoId})` });
    await expect(appeal).toContainText('aucun message publicitaire');
    await expectAccessible(samPage);
  });
  await samContext.close();
  await browserContext.close();
});
