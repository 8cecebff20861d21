// Rollouts that advance themselves (issue 47 §2), over the production build: a deployer starts
// a staged rollout of a good mf-chat release from the console and watches it advance stage by
// stage to 100 % on simulated traffic and be promoted; a bad one is withdrawn at its first
// stage; and an mf-landers candidate is judged by its server renders. The traffic is simulated
// at the HTTP level — each visitor reads /remotes.json as a browser does, with its own visitor
// id and network, and reports its load with the ticket it was given (or, for a lander, is
// rendered on the server) — because the test needs hundreds of visitors per stage.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  BASE_URL,
  channelOf,
  createStaff,
  deployApi,
  liveVersion,
  logInAndEnrol,
  makeStable,
  publishRelease,
} from './helpers';

test.use({ storageState: { cookies: [], origins: [] }, locale: 'en-US', trace: 'off' });

let visitors = 0;
/** A visitor never seen before: a fresh id and an address of its own /24 network. */
function newVisitor() {
  visitors += 1;
  return {
    cookie: `visitor_id=${randomBytes(16).toString('base64url')}`,
    'x-forwarded-for': `100.${64 + ((visitors >> 16) & 63)}.${(visitors >> 8) & 255}.${visitors & 255}`,
  };
}

/**
 * One visitor's page load of `remote`, as its browser reports it: the version the registry gives
 * it, loaded well (about 120 ms) — or failing, when `fails` says so of that version.
 */
async function browserLoad(remote: string, fails: (version: string) => boolean) {
  const headers = newVisitor();
  const registry = await (await fetch(`${BASE_URL}/remotes.json`, { headers })).json();
  const given = registry.remotes[remote] as { version: string; ticket?: string };
  const ok = !fails(given.version);
  const answer = await fetch(`${BASE_URL}/api/remote-loads.php`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      remote,
      version: given.version,
      ok,
      phase: ok ? 'expose' : 'entry',
      duration_ms: 100 + (visitors % 5) * 10,
      ...(ok ? {} : { error: 'ScriptExecutionError' }),
      ticket: given.ticket,
    }),
  });
  expect(answer.status).toBe(200);
  return given.version;
}

/** Visitors until `done` says so (checked every 25 visitors), at most `most`. */
async function traffic(visit: () => Promise<unknown>, done: () => Promise<boolean>, most: number) {
  for (let count = 0; count < most; count += 1) {
    if (count % 25 === 0 && (await done())) return count;
    await visit();
  }
  return most;
}

test('a staged rollout of a good mf-chat release advances to 100 % by itself and is promoted; a bad one is withdrawn', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const REMOTE = 'mf-chat';
  const stable = await liveVersion(REMOTE);
  const good = await publishRelease(REMOTE, stable);
  const bad = await publishRelease(REMOTE, stable);
  try {
    const email = `rollout-${Date.now()}@e2e.test`;
    await logInAndEnrol(page, email, createStaff(email, 'deployer', REMOTE));
    await page.goto('/backoffice/delivery/mf-chat');
    const panel = page.getByRole('region', { name: 'Staged rollout' });
    await panel.getByLabel('Version to roll out').selectOption(good);
    await panel.getByLabel('Stages (% of browsers)').fill('10, 50, 100');
    await panel.getByRole('button', { name: 'Start the staged rollout' }).click();
    await expect(page.getByRole('status')).toHaveText('The staged rollout has started.');
    await expect(panel).toContainText(`${good}: stage 1 of 3, 10 % of browsers`);

    // Members' browsers load it as traffic comes: stable's loads too, the baseline.
    const reached: number[] = [];
    await traffic(
      () => browserLoad(REMOTE, () => false),
      async () => {
        const channel = await channelOf(REMOTE);
        if (channel.candidate === good && reached.at(-1) !== channel.percent)
          reached.push(channel.percent);
        return channel.stable === good;
      },
      3000,
    );
    expect(reached).toEqual([10, 50, 100]);
    const promoted = await channelOf(REMOTE);
    expect([promoted.stable, promoted.candidate]).toEqual([good, null]);

    await page.reload();
    await expect(panel).toContainText(`The last staged rollout promoted ${good}.`);
    const history = page.locator('ol').filter({ hasText: 'Staged rollout started' });
    await expect(history).toContainText(
      /Promoted .* · rollout · 100 %: not worse than stable with 95% confidence/,
    );
    await expect(history).toContainText(
      /Advanced to the next stage .* · rollout · 10 %: not worse/,
    );

    // A bad release: its loads fail. It never gets past its first stage.
    await page
      .getByRole('region', { name: 'Staged rollout' })
      .getByLabel('Version to roll out')
      .selectOption(bad);
    await panel.getByLabel('Stages (% of browsers)').fill('10, 100');
    await panel.getByRole('button', { name: 'Start the staged rollout' }).click();
    await expect(panel).toContainText(`${bad}: stage 1 of 2, 10 % of browsers`);
    const visits = await traffic(
      () => browserLoad(REMOTE, (version) => version === bad),
      async () => (await channelOf(REMOTE)).candidate !== bad,
      2000,
    );
    const withdrawn = await channelOf(REMOTE);
    expect([withdrawn.stable, withdrawn.candidate]).toEqual([good, null]);
    expect(visits).toBeLessThan(2000);
    await page.reload();
    await expect(panel).toContainText(`The last staged rollout withdrew ${bad}.`);
    await expect(history).toContainText(
      /Withdrawn automatically .* · rollout · 10 %: fails more often than stable with 95% confidence/,
    );
  } finally {
    await makeStable(REMOTE, stable);
  }
});

test('an mf-landers candidate is judged by its server renders and promoted stage by stage', async () => {
  test.setTimeout(180_000);
  const REMOTE = 'mf-landers';
  const stable = await liveVersion(REMOTE);
  const candidate = await publishRelease(REMOTE, stable);
  try {
    await deployApi('POST', `/api/deploy/remotes/${REMOTE}/rollout`, {
      expected_revision: (await channelOf(REMOTE)).revision,
      version: candidate,
      stages: [50, 100],
      confidence: 0.95,
    });
    // Visitors open a lander: no browser beacon, the server's render is the load.
    const shown: number[] = [];
    await traffic(
      async () => {
        const page = await fetch(`${BASE_URL}/landers/gallery?ref=rollout`, {
          headers: newVisitor(),
        });
        expect(page.status).toBe(200);
        await page.text();
      },
      async () => {
        const channel = await channelOf(REMOTE);
        if (channel.candidate === candidate) shown.push(channel.health.candidate?.loads ?? 0);
        return channel.stable === candidate;
      },
      1500,
    );
    expect(shown.at(-1)).toBeGreaterThan(0);
    const channel = await channelOf(REMOTE);
    expect([channel.stable, channel.candidate]).toEqual([candidate, null]);
    expect(channel.events.map((event) => event.kind).slice(0, 3)).toEqual([
      'promote',
      'advance',
      'rollout',
    ]);
  } finally {
    await makeStable(REMOTE, stable);
  }
});
