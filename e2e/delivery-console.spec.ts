// The delivery console (issue 28 §2), over the production build: a team deployer of mf-chat
// starts a 50 % canary of a new release from the back office, sees it load (in a browser given
// it by the console's override link) and promotes it — no command line, no token.
import { expect, test } from '@playwright/test';
import {
  BASE_URL,
  createStaff,
  expectAccessible,
  liveVersion,
  logInAndEnrol,
  makeStable,
  newMember,
  publishRelease,
  remoteScript,
} from './helpers';
import { storageOrigins } from './remote-overrides';

const REMOTE = 'mf-chat';

test.use({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });

test('a deployer of mf-chat starts a 50 % canary from the console, sees its loads and promotes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stable = await liveVersion(REMOTE);
  const release = await publishRelease(REMOTE, stable);
  try {
    const email = `deployer-${Date.now()}@e2e.test`;
    await logInAndEnrol(page, email, createStaff(email, 'deployer', REMOTE));
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Delivery' }).click();
    // Their remote, and only theirs.
    await expect(page.getByRole('link', { name: 'mf-members' })).toHaveCount(0);
    await page.getByRole('link', { name: REMOTE }).click();
    await expect(page.getByRole('heading', { name: `Delivery of ${REMOTE}` })).toBeVisible();

    await page.getByLabel('Candidate').selectOption(release);
    await page.getByLabel('Share of browsers (%)').fill('50');
    await page.getByRole('button', { name: 'Start the canary' }).click();
    await expect(page.getByRole('status')).toHaveText('The canary is live.');
    const live = page.getByRole('region', { name: 'Live now' });
    const candidateRow = live.getByRole('row', { name: /^Candidate/ });
    await expect(candidateRow).toContainText(release);
    await expect(candidateRow).toContainText('50%');
    await expectAccessible(page);

    // Members' browsers load it: about half of them get the candidate.
    let reached = false;
    for (let visitor = 0; visitor < 16 && !reached; visitor += 1) {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        storageState: { cookies: [], origins: storageOrigins() },
      });
      try {
        const member = await context.newPage();
        await newMember(member.request);
        const versions = new Set<string>();
        member.on('response', (response) => {
          const match = new RegExp(`/remotes/${REMOTE}/([^/]+)/`).exec(response.url());
          if (match) versions.add(match[1]!);
        });
        // The browser reports each load to the registry as it goes.
        const reported = member
          .waitForRequest('**/api/remote-loads.php', { timeout: 15_000 })
          .catch(() => null);
        await member.goto('/chats');
        await expect.poll(() => versions.size, { timeout: 15_000 }).toBeGreaterThan(0);
        reached = versions.has(release);
        if (reached) expect(await reported, 'its load reported').not.toBeNull();
      } finally {
        await context.close();
      }
    }
    expect(reached, 'a member got the candidate').toBe(true);

    // A link that gives one browser a version (QA), with its QR code for a phone.
    await page.getByLabel('Version', { exact: true }).selectOption(release);
    await page.getByRole('button', { name: 'Make the link' }).click();
    await expect(page.getByLabel(/^The link/)).toHaveValue(/\/api\/remote-override\.php\?token=/);
    await expect(page.getByRole('img', { name: 'QR code of the link' })).toBeVisible();

    // Its loads show in the console.
    await expect
      .poll(
        async () => {
          await page.reload();
          const loads = await page
            .getByRole('region', { name: 'Live now' })
            .getByRole('row', { name: /^Candidate/ })
            .getByRole('cell')
            .nth(2)
            .textContent();
          return Number(loads);
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    // A token for the team's CI, made here and shown once: the scripts deploy with it.
    await page.getByLabel('Name', { exact: true }).fill('CI of the chat team');
    await page.getByRole('button', { name: 'Make a token' }).click();
    const token = await page.getByLabel(/^The token, shown this once/).inputValue();
    expect(remoteScript(['scripts/remote-status.mjs'], { DEPLOY_TOKEN: token })).toContain(REMOTE);
    await page.getByRole('button', { name: 'Revoke CI of the chat team' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'CI of the chat team is revoked: it no longer deploys.',
    );
    expect(() => remoteScript(['scripts/remote-status.mjs'], { DEPLOY_TOKEN: token })).toThrow();

    // A move is confirmed first (issue 47 §2), in the dialog that says what it will do.
    await page.getByRole('button', { name: 'Promote the candidate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Promote the candidate?' });
    await expect(confirm).toContainText(`Every browser gets ${release}`);
    await confirm.getByRole('button', { name: 'Promote the candidate' }).click();
    await expect(page.getByRole('status')).toHaveText('The candidate is stable now.');
    await expect(live.getByRole('row', { name: /^Stable/ })).toContainText(release);
    await expect(page.getByRole('list').filter({ hasText: 'Promoted' })).toContainText(email);
    expect(await liveVersion(REMOTE)).toBe(release);
  } finally {
    // The journeys after this one find mf-chat as it was.
    await makeStable(REMOTE, stable);
  }
});
