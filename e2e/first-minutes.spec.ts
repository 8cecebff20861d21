// A new member's first screen (issue 25 §1): never empty, faces first, with how far each is.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, newMember } from './helpers';

/** What the sign-up's personal and location steps give: who they are, seek, and their town. */
async function describeThemselves(
  request: APIRequestContext,
  profile: { gender: 'male' | 'female'; sexuality: string; country: string; city: string },
) {
  const response = await request.put('/api/profile.php', {
    data: { ...profile, sensitive_consent: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of screens)
  test(`new members in Paris and in a small Dutch town see a full first screen with distances (${name})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await page.context().addCookies([{ name: 'locale', value: 'en', url: 'http://localhost' }]);
    // On the phone, before confirming the address: its reminder shows too.
    await newMember(page.request, 'FR', { confirmed: name !== 'phone' });
    await describeThemselves(page.request, {
      gender: 'female',
      sexuality: 'hetero',
      country: 'FR',
      city: 'Paris',
    });
    await page.goto('/members');
    const cards = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    // Faces first on a phone: the filters wait behind their button.
    if (name === 'phone') await expect(page.getByLabel('Gender')).toBeHidden();
    await expect(page.getByTestId('search-widened')).toBeVisible();
    if (name === 'phone') {
      // The welcome bonus, the reminder to confirm and the widened search's note above them, the
      // first row of faces is whole above the tab bar (issue 25 §4).
      await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toBeVisible();
      const card = (await cards.first().boundingBox())!;
      const tabs = (await page.getByRole('navigation', { name: 'Sections' }).boundingBox())!;
      expect(card.y + card.height).toBeLessThanOrEqual(tabs.y);
    }
    await expect(page.getByTestId('member-distance').first()).toContainText(/km away/);
    await expectAccessible(page);

    const other = await browser.newContext({ viewport });
    try {
      const town = await other.newPage();
      await newMember(town.request, 'NL');
      await describeThemselves(town.request, {
        gender: 'male',
        sexuality: 'hetero',
        country: 'NL',
        city: 'Zeewolde',
      });
      await town.goto('/members');
      await expect(town.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(
        20,
      );
      await expect(town.getByTestId('member-distance').first()).toContainText(/km away/);
      // The search starts within a distance of Zeewolde and says how far it had to go.
      await expect(town.getByTestId('search-widened')).toContainText(/km away|all of|every/);
    } finally {
      await other.close();
    }
  });
