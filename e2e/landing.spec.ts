// The logged-out landing: rendered by the server from the live landers version, painted before
// its JavaScript runs, then hydrated by the landers' island alone (no other remote, no shell).
import { expect, test } from '@playwright/test';
import { recordRemoteRequests, watchConsoleErrors, watchCspViolations } from './helpers';

test('the landing arrives rendered, and only the landers island runs on it', async ({ page }) => {
  const remotes = recordRemoteRequests(page);
  const prefetched = recordRemoteRequests(page, { prefetched: true });
  const cspViolations = watchCspViolations(page);
  const errors = watchConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  // The HTML itself carries the page: heading, members, the call to action, log in.
  const html = await response!.text();
  expect(html).toMatch(/<h1 class="ld-headline">Meet singles near you on Amora<\/h1>/);
  expect(html).toMatch(/href="\/signup"/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Meet singles near you on Amora',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Members in/ })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...remotes.keys()]).toEqual(['mf-landers']);
  // While the visitor reads, the browser fetches what "Sign up for free" will need (issue 27):
  // fetched, never run.
  await expect.poll(() => [...prefetched.keys()]).toEqual(['mf-signup']);
  expect(prefetched.get('mf-signup')).toEqual(
    expect.arrayContaining([expect.stringMatching(/remoteEntry\.js$/)]),
  );
  // Its entry, then (once the page has painted) the part that hydrates it.
  expect(scripts[0]).toMatch(/^\/remotes\/mf-landers\/[^/]+\/island\/hydrate\.js$/);
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) expect(script).toMatch(/^\/remotes\/mf-landers\/[^/]+\/island\//);
  expect(cspViolations).toEqual([]);
  expect(errors).toEqual([]);
});

test('without JavaScript the landing still leads to sign-up and to logging in', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/?ref=newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up for free' }).first()).toHaveAttribute(
    'href',
    '/signup?ref=newsletter',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login',
  );
  await context.close();
});
