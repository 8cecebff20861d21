// The site's sign-up mode (spec §1, §6): with_trafficsource lets in only visitors who came by a
// partner's link, and the server refuses the others too. The mode is a site setting: this journey
// sets up a second site with it, as an operator does (`pnpm site:create` with a site file,
// e2e/fixtures/partner-site.yaml), and visits it by its own host name.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { createSite } from './helpers';

const ROOT = path.join(import.meta.dirname, '..');
const DATABASE = path.join(ROOT, '.e2e', 'data', 'app.sqlite');
/** Chromium sends every *.localhost name to this machine. */
const PARTNER_SITE = `http://partners.localhost:${process.env.E2E_PORT ?? 3210}`;

/** What the account keeps of how its member came (read only: the journey changes nothing). */
function trackingOf(email: string) {
  const db = new Database(DATABASE, { readonly: true, timeout: 5_000 });
  try {
    return db
      .prepare(
        `select network, ref, sub1, sub2, sub3 from signup_tracking
         join app_user on app_user.id = signup_tracking.user_id where app_user.email = ?`,
      )
      .get(email);
  } finally {
    db.close();
  }
}

async function openSignup(page: Page, where: string) {
  await page.goto(`${PARTNER_SITE}${where}`);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: page.url() }]);
  await page.goto(`${PARTNER_SITE}${where}`);
  await page.getByRole('link', { name: 'Sign up for free' }).first().click();
  return page.getByRole('dialog', { name: 'Sign up' });
}

test.describe('sign-up only through a traffic source', () => {
  test.beforeAll(() => createSite('e2e/fixtures/partner-site.yaml'));

  test('a visitor without a traffic source is told why, and the server refuses too', async ({
    page,
  }) => {
    const modal = await openSignup(page, '/');
    await expect(modal.getByRole('heading', { name: 'Sign-up is not open' })).toBeVisible();
    await expect(modal.getByText(/through one of our partners' links/)).toBeVisible();
    await expect(modal.getByLabel('E-mail address')).toHaveCount(0);
    // The visitor's own browser, on the site's origin, asking anyway.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'sneaky@example.com',
          name: 'Sneaky',
          password: 'sneaky-pass-2026',
          date_of_birth: '1990-01-01',
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { error: { code: string } },
      };
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('signup_not_allowed');
  });

  test('a visitor from a partner link signs up, and the source is stored on the account', async ({
    page,
  }) => {
    // The partner's link, with the aliases and braces affiliate networks use.
    const modal = await openSignup(page, '/?network=partnerco&aff_sub={camp-7}&sub2=banner');
    await expect(modal.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
    await modal.getByLabel('E-mail address').fill('partner.visitor@example.com');
    await modal.getByLabel('Username').fill('PartnerVisitor');
    await modal.getByLabel('Password', { exact: true }).fill('partner-pass-2026');
    await modal.getByLabel(/^Date of birth/).fill('1991-07-14');
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('button', { name: 'Skip' }).click();
    await expect(modal.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
    expect(trackingOf('partner.visitor@example.com')).toEqual({
      network: 'partnerco',
      ref: null,
      sub1: 'camp-7',
      sub2: 'banner',
      sub3: null,
    });
  });
});
