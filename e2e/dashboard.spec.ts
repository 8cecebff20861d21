// The dashboard (issue 28 §4), over the production build: an owner sees the day's sign-up and
// purchase counted, charts drawn by the charting library loaded with the dashboard only.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createStaff, expectAccessible, logInAndEnrol, newMember } from './helpers';

test.use({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });

/** The last row (today) of a dashboard figure's table, opened from its disclosure. */
async function todayOf(page: Page, name: string | RegExp): Promise<string> {
  const figure = page.getByRole('figure', { name });
  const details = figure.locator('details');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await figure.getByText('The figures as a table').click();
  return (await figure.getByRole('row').last().getByRole('cell').last().textContent())!.trim();
}

const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function charted(figure: Locator) {
  // uPlot draws on a canvas inside the figure.
  await expect(figure.locator('canvas').first()).toBeVisible();
}

test('the owner’s dashboard counts the day’s sign-up and purchase, with charts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = `dashboard-${Date.now()}@e2e.test`;
  await logInAndEnrol(page, owner, createStaff(owner));
  await expect(page.getByRole('heading', { name: 'How the site is doing' })).toBeVisible();
  await charted(page.getByRole('figure', { name: 'Sign-ups per day' }));
  const signupsBefore = Number(await todayOf(page, 'Sign-ups per day'));
  const eurFigure = page.getByRole('figure', { name: /^Paid per day in EUR/ });
  const paidBefore =
    (await eurFigure.count()) > 0 ? euros(await todayOf(page, /^Paid per day in EUR/)) : 0;
  await expectAccessible(page);

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const member = await context.newPage();
    await newMember(member.request);
    await member.goto('/credits');
    await member
      .getByRole('radio', { name: /credits/ })
      .first()
      .check();
    await member.getByRole('radio', { name: /iDEAL/ }).check();
    await member.getByLabel('Your bank').selectOption({ label: 'Rabobank' });
    const pay = member.getByRole('button', { name: /^Pay / });
    const amount = euros((await pay.textContent())!);
    await pay.click();
    await expect(member).toHaveURL(/\/sandbox-checkout\/sb_/);
    await member.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(member.getByRole('status').filter({ hasText: 'credits added' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'How the site is doing' })).toBeVisible();
    expect(Number(await todayOf(page, 'Sign-ups per day'))).toBe(signupsBefore + 1);
    expect(euros(await todayOf(page, /^Paid per day in EUR/))).toBeCloseTo(paidBefore + amount, 2);
    await charted(page.getByRole('figure', { name: /^Paid per day in EUR/ }));
  } finally {
    await context.close();
  }
});
