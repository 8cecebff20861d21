// Issue 27 §1 (ADR 0016): a member's search and a profile are painted by the server, so they
// show before any script runs, and the app takes the page over without a spinner or a jump.
import { expect, test, type BrowserContext } from '@playwright/test';
import { BASE_URL, DEMO_ACCOUNT, DEMO_PASSWORD } from './helpers';

async function loggedIn(context: BrowserContext) {
  await context.addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
  const response = await context.request.post('/api/user.php', {
    data: { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD },
    headers: { Origin: BASE_URL },
  });
  expect(response.status()).toBe(200);
}

test('the search and a profile show before any script runs', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await loggedIn(context);
  const page = await context.newPage();
  // (Inert until the app takes it over: found by what it shows, not by its roles.)
  await page.goto('/members');
  await expect(page.locator('#root[inert] h1')).toHaveText('Search members');
  await expect(page.getByTestId('results-count')).toHaveText(/members? found/);
  const cards = page.locator('#root ul.row > li');
  expect(await cards.count()).toBeGreaterThan(0);
  // The first photo is there, and the tab bar of the member area.
  const photo = cards.first().locator('img');
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('nav[aria-label="Sections"]')).toBeVisible();
  // A profile too, by its link on the card.
  const card = await cards.first().locator('h2').textContent();
  await page.goto((await cards.first().locator('a').first().getAttribute('href'))!);
  const name = (await page.locator('#root[inert] h1').textContent())!.split(',')[0]!;
  expect(card).toContain(name);
  await context.close();
});

test('the app takes the painted page over without a spinner, a skeleton or a shift', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await loggedIn(context);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            (node.matches('.spinner-border, .placeholder-glow') ||
              node.querySelector('.spinner-border, .placeholder-glow'))
          )
            seen.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
    // What the server painted, marked before the page's scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const painted = document.querySelector<HTMLElement>('#root > *');
      painted?.setAttribute('data-painted', 'server');
      seen.push(painted ? 'painted by the server' : 'nothing painted');
    });
  });
  const page = await context.newPage();
  await page.goto('/members');
  // The app's own render replaces what the server painted, and the page is live…
  await expect(page.locator('#root [data-painted="server"]')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const cards = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  // Nothing in between: no spinner, no skeleton.
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
    'painted by the server',
  ]);
  // …and works: a card opens its profile inside the app.
  await cards.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.05);
  await context.close();
});
