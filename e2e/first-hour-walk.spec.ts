// Issue 49's "done means": the two new members' walk, repeated — one on a phone in French, one on
// a desktop in English. Every member screen a new member meets in their first hour is opened,
// checked with axe (no serious or critical problem), for the page fitting the screen, and for
// what tripped the walk of b9afba3: costs said in words that agree with their numbers, amounts
// in the member's own format, no English left in French, the site's profiles said in words, the
// notifications offer never on a member's very first page. (Every text's typography and plural
// forms are checked in both languages by the locale-parity test, not here by eye.)
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, newMember, operatedProfiles } from './helpers';

interface Walk {
  name: string;
  viewport: { width: number; height: number };
  touch: boolean;
  locale: 'en' | 'fr';
  country: string;
  /** A town of `country` and the first letters a member types of it. */
  town: { typed: string; name: string };
  words: {
    members: string;
    message: string;
    attach: string;
    gift: string;
    gif: RegExp;
    gifSearch: string;
    operated: string;
    /** An amount as this language writes it: €50.00, 50,00 €. */
    amount: RegExp;
    /** What a member of this language must never read. */
    never: RegExp[];
  };
}

const WALKS: Walk[] = [
  {
    name: 'on a phone, in French',
    viewport: { width: 390, height: 844 },
    touch: true,
    locale: 'fr',
    country: 'FR',
    town: { typed: 'Lyo', name: 'Lyon' },
    words: {
      members: 'Membres',
      message: 'Votre message',
      attach: 'Envoyer un cadeau, une photo ou un GIF',
      gift: 'Cadeau',
      gif: /^GIF · \d+ crédits?$/,
      gifSearch: 'Rechercher des GIF',
      operated: 'Profil fictif',
      amount: /\d+,\d{2}\u00a0€/,
      never: [
        // Plurals by the number (issue 49 §12): "1 crédits", "Its 1 credits".
        /\b1 crédits\b/,
        /\b1 credits\b/,
        // Elision before a vowel: "d'Amora", "Ce qu'Amora".
        /\bde Amora\b/,
        /\bque Amora\b/,
        // English left in French: a device "on iOS", an amount "50.00 EUR".
        / on (iOS|Android|Windows|macOS|Linux)\b/,
        /\d+\.\d{2} EUR/,
      ],
    },
  },
  {
    name: 'on a desktop, in English',
    viewport: { width: 1280, height: 800 },
    touch: false,
    locale: 'en',
    country: 'NL',
    town: { typed: 'Ams', name: 'Amsterdam' },
    words: {
      members: 'Members',
      message: 'Your message',
      attach: 'Send a gift, photo or GIF',
      gift: 'Gift',
      gif: /^GIF · \d+ credits?$/,
      gifSearch: 'Search GIFs',
      operated: 'Fictional profile',
      amount: /€\d+\.\d{2}/,
      never: [/\b1 credits\b/, /\d+\.\d{2} EUR/],
    },
  },
];

/** The page at rest, taken over by the app, with its heading shown. */
async function shown(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** What every screen of the walk must be: accessible, within the screen's width, well written. */
async function checked(page: Page, walk: Walk) {
  await expectAccessible(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
  const text = await page.locator('body').innerText();
  for (const never of walk.words.never)
    expect(text, `${page.url()} reads ${never}`).not.toMatch(never);
}

for (const walk of WALKS)
  test(`a new member's first hour ${walk.name}: every screen accessible, fitting and well written`, async ({
    browser,
  }) => {
    // Axe on fifteen screens, seconds each on a busy two-core machine.
    test.slow();
    const context = await browser.newContext({
      viewport: walk.viewport,
      hasTouch: walk.touch,
      isMobile: walk.touch,
      locale: walk.locale,
    });
    await context.addCookies([
      { name: 'locale', value: walk.locale, url: 'http://localhost' },
      { name: 'locale', value: walk.locale, url: 'http://127.0.0.1' },
    ]);
    const page = await context.newPage();
    try {
      await newMember(page.request, walk.country);

      // The search: results at once, and no offer of notifications on a first page (§7).
      await shown(page, '/members');
      const cards = page.getByRole('list', { name: walk.words.members }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
      await checked(page, walk);

      // A profile, from its card.
      await cards.first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/members\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checked(page, walk);

      for (const path of ['/likes', '/swipe-game', '/match-finder', '/signup-matches'])
        await test.step(path, async () => {
          await shown(page, path);
          await checked(page, walk);
        });

      // A conversation with one of the site's profiles: it says what it is in words (§6), and
      // every cost in words that agree with the number (§11, §12).
      const [operated] = await operatedProfiles(page.request, 1);
      await page.goto(`/members/${operated!.id}/chat`);
      await page.getByLabel(walk.words.message).fill('Bonjour');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/chats\/\d+$/);
      await expect(page.getByText(walk.words.operated, { exact: true }).first()).toBeVisible();
      await checked(page, walk);
      const attach = page.getByRole('button', { name: walk.words.attach });
      if (await attach.isVisible()) await attach.click();
      await page.getByRole('button', { name: walk.words.gift, exact: true }).click();
      await expect(
        page.getByRole('button', { name: /\d+ crédits?|\d+ credits?/ }).first(),
      ).toBeVisible();
      await checked(page, walk);
      await page.keyboard.press('Escape');
      if (await attach.isVisible()) await attach.click();
      await page.getByRole('button', { name: walk.words.gif }).click();
      await expect(page.getByLabel(walk.words.gifSearch)).toBeVisible();
      await checked(page, walk);

      await shown(page, '/chats');
      await checked(page, walk);

      // The profile: the town field suggests the member's country's towns (§13).
      await shown(page, '/profile');
      await checked(page, walk);
      const city = page.locator('#profile-city');
      await city.fill(walk.town.typed);
      await expect
        .poll(() =>
          city.evaluate((input: HTMLInputElement) =>
            [...(input.list?.options ?? [])].map((option) => option.value),
          ),
        )
        .toContain(walk.town.name);

      for (const path of ['/settings', '/notifications', '/premium', '/transactions'])
        await test.step(path, async () => {
          await shown(page, path);
          await checked(page, walk);
        });

      // Credits: amounts as the member's language writes them (§12).
      await shown(page, '/credits');
      await expect(page.locator('main')).toContainText(walk.words.amount);
      await checked(page, walk);
    } finally {
      await context.close();
    }
  });
