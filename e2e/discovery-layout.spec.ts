// What a member sees of search and profiles as pages load and as they go back and forth
// (issue 9): no layout jumps (CLS ≤ 0.1 on a phone and a desktop, measured by Chromium's
// layout-shift entries), and Back from a profile returns to the same filters, results and place.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

/** Adds up the page's layout shifts (not those right after input), as CLS does. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
      }>)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/**
 * Every image in view loaded (lazy ones below the fold wait for a scroll) and two frames painted
 * since: what could still move the layout has.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`no layout jumps on /members and a profile (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logIn(page);
    await watchLayoutShifts(page);
    await page.goto('/members?country=NL');
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const searchShift = await layoutShift(page);
    console.log(`CLS /members ${device}: ${searchShift.toFixed(3)}`);
    expect(
      searchShift,
      `CLS of /members on a ${device}: ${searchShift.toFixed(3)}`,
    ).toBeLessThanOrEqual(0.1);

    const first = page.getByRole('list', { name: 'Members' }).getByRole('link').first();
    const profile = await first.getAttribute('href');
    await page.goto(profile!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const profileShift = await layoutShift(page);
    console.log(`CLS profile ${device}: ${profileShift.toFixed(3)}`);
    expect(
      profileShift,
      `CLS of a profile on a ${device}: ${profileShift.toFixed(3)}`,
    ).toBeLessThanOrEqual(0.1);
  });
}

test('Back from a profile restores the filters, the results and the scroll position', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  await page.goto('/members?gender=female&min_age=20&max_age=60');
  const cards = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // Scrolling loads the next pages by itself.
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  const target = cards.nth(22);
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const before = await page.evaluate(() => window.scrollY);
  const count = await cards.count();
  expect(before).toBeGreaterThan(500);
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/members\?gender=female&min_age=20&max_age=60$/);
  await expect(cards).toHaveCount(count);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 40);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(40);
  await expect(page.getByLabel('Gender')).toHaveValue('female');
});
