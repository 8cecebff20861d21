// Issue 48 §1: marketing makes one of the profiles the site operates in the back office — texts in
// two languages, a photo through the members' pipeline — and a member finds it, with the site's
// badge, in their language.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createStaff, expectAccessible, logInAndEnrol, newMember } from './helpers';

test('marketing makes an operated profile with a photo; a member reads it in French, marked as the site’s', async ({
  page,
  browser,
}) => {
  const marketing = `marketing-${Date.now()}@e2e.test`;
  await logInAndEnrol(page, marketing, createStaff(marketing, 'marketing'));
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Operated profiles' }).click();
  await expect(page.getByRole('heading', { name: 'Operated profiles', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New profile' }).click();
  const name = `Op${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Age', { exact: true }).fill('34');
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByLabel('Country', { exact: true }).selectOption('NL');
  await page.getByLabel('Town', { exact: true }).fill('Utrecht');
  await page.getByLabel('About me (English)').fill('Cyclist, cook, weekend traveller.');
  await page.getByLabel('About me (Français)').fill('Cycliste, cuisinière, voyageuse du week-end.');
  await page.getByRole('button', { name: 'Make the profile' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`${name}, operated profile`) }),
  ).toBeVisible();
  await page.getByLabel('Add a photo').setInputFiles({
    name: 'op.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 600, height: 800, channels: 3, background: { r: 170, g: 120, b: 90 } },
    })
      .png()
      .toBuffer(),
  });
  const photos = page.getByRole('list', { name: 'Photos' });
  await expect(photos.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  const id = Number(/operated-profiles\/(\d+)/.exec(page.url())![1]);

  // Listed with its state, found by name.
  await page.getByRole('link', { name: 'All operated profiles' }).click();
  await page.getByLabel('Find by name').fill(name);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Active');

  // A member who chose French sees the French text and the site's badge.
  const context = await browser.newContext();
  try {
    await context.addCookies([
      { name: 'locale', value: 'fr', url: test.info().project.use.baseURL! },
    ]);
    const member = await context.newPage();
    // A new member who signs up in French (the page's language cookie).
    await newMember(member.request);
    await member.goto(`/members/${id}`);
    await expect(member.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(member.getByText('Cycliste, cuisinière, voyageuse du week-end.')).toBeVisible();
    await expect(member.getByRole('heading', { name: 'Détails' })).toBeVisible();
    await expectAccessible(member);
    const { profile } = (await (await member.request.get(`/api/member.php?id=${id}`)).json()) as {
      profile: { fictional: boolean };
    };
    expect(profile.fictional).toBe(true);
  } finally {
    await context.close();
  }
});
