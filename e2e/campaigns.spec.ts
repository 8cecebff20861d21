// Marketing (issue 28 §1), over the production build: a marketer makes a gallery lander in
// French from mf-landers' screen in the back office, previews it at a phone's width, publishes
// it — it answers at its path at once, no deploy — and a visitor from an ad signs up through it;
// the campaign's figures count the visit, the sign-up form opened and the sign-up.
import { expect, test } from '@playwright/test';
import { createStaff, expectAccessible, logInAndEnrol } from './helpers';

test.use({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });

test('marketing makes a French gallery lander, previews it on a phone, publishes it, and a visitor signs up through it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `marketing-${stamp}@e2e.test`;
  await logInAndEnrol(page, email, createStaff(email, 'marketing'));
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  // Marketing's back office is its campaigns and its own account.
  await expect(nav.getByRole('link', { name: 'Photo queue' })).toHaveCount(0);
  await page.getByRole('link', { name: 'New campaign' }).click();

  const slug = `galerie-${stamp}`;
  await page.getByLabel('Path').fill(slug);
  await expect(page.getByLabel('Design')).toHaveValue('gallery');
  // The design's usual words are filled in; the French headline is rewritten, typed with an
  // ordinary space before the colon as anyone types it.
  const french = page.getByRole('group', { name: 'French' });
  await expect(french.getByLabel('Headline')).not.toHaveValue('');
  await french.getByLabel('Headline').fill('Des {{who}} près de chez vous : en ligne ce soir');
  await page.getByLabel('network').fill('e2e-ads');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('heading', { name: `/landers/${slug}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  // Not on the site yet.
  expect((await page.request.get(`/landers/${slug}`)).status()).toBe(404);

  // The preview: as a visitor from France reading French, on a phone.
  await page.getByLabel("Visitor's language").selectOption('fr');
  await page.getByLabel("Visitor's country").selectOption('FR');
  await page.getByRole('button', { name: 'Phone' }).click();
  const frame = page.getByTitle(`Preview of /landers/${slug}`);
  await expect(frame).toHaveAttribute('width', '390');
  const preview = frame.contentFrame();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    /près de chez vous\u00a0: en ligne ce soir/,
  );
  await expect(preview.locator('html')).toHaveAttribute('lang', 'fr');
  await expectAccessible(page);

  // Publish: the lander answers at its path on the very next request.
  const started = Date.now();
  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();
  const answered = await page.request.get(`/landers/${slug}`);
  const publishToAnswerMs = Date.now() - started;
  expect(answered.status()).toBe(200);
  console.log(`publish → lander answering (click to first 200): ${publishToAnswerMs} ms`);

  // A visitor from an ad, in French, signs up through it.
  const visitorContext = await browser.newContext({
    locale: 'fr-FR',
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.99.28', 'x-country': 'FR' },
  });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/landers/${slug}?sub1=e2e-banner`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/en ligne ce soir/);
    await visitor.getByRole('link', { name: 'Voir qui est en ligne' }).first().click();
    await expect(visitor).toHaveURL(/\/signup\?sub1=e2e-banner&network=e2e-ads&campaign=galerie-/);
    // A new visitor confirms their age first (spec §2), as on any page of the app.
    await visitor.getByRole('button', { name: "J'ai 18 ans ou plus, entrer" }).click();
    const modal = visitor.getByRole('dialog', { name: 'Inscription' });
    const name = `Galerie${stamp}`;
    await modal.getByLabel('Adresse e-mail').fill(`${name.toLowerCase()}@example.com`);
    await modal.getByLabel("Nom d'utilisateur").fill(name);
    await modal.getByLabel('Mot de passe', { exact: true }).fill(`${name.toLowerCase()}-pass-2026`);
    await modal.getByLabel(/^Date de naissance/).fill('1990-02-02');
    await modal.getByRole('button', { name: 'Suivant' }).click();
    const signedUp = visitor.waitForResponse(
      (response) => response.url().endsWith('/api/signup.php') && response.status() === 200,
    );
    await modal.getByRole('button', { name: 'Passer' }).click();
    await signedUp;
  } finally {
    await visitorContext.close();
  }

  // The campaign's figures: two visits (the check after publishing and the visitor), one
  // sign-up form opened, one sign-up; under the campaign's network, which the visitor lacked.
  await page.reload();
  await page.getByRole('button', { name: 'Show' }).click();
  const total = (step: string) => page.locator(`tfoot [data-figure="${step}"]`);
  await expect(total('visits')).toHaveText('2');
  await expect(total('signup_starts')).toHaveText('1');
  await expect(total('signups')).toHaveText('1');
  await expect(total('first_purchases')).toHaveText('0');
  await expect(
    page.getByRole('table', { name: /^By source/ }).getByRole('row', { name: /e2e-ads/ }),
  ).toContainText('1');
  await expectAccessible(page);

  // Unpublished: its path answers "not found" at once.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Unpublished', { exact: true }).first()).toBeVisible();
  expect((await page.request.get(`/landers/${slug}`)).status()).toBe(404);
});
