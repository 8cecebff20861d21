import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type Request,
} from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../api/src/seed/demo-accounts';

export { DEMO_ACCOUNT, DEMO_PASSWORD };

/**
 * Logs in through the login page, in English: journeys share one database and some switch the
 * demo member's saved language, so each starts from the locale cookie, which wins (spec §4).
 */
export async function logIn(page: Page, email = DEMO_ACCOUNT.email, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.context().addCookies([{ name: 'locale', value: 'en', url: page.url() }]);
  await page.goto('/login');
  await page.getByLabel('E-mail address or username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Members land on their search, which starts from their preferences (issue 9).
  await expect(page).toHaveURL(/\/members(\?.*)?$/);
}

/**
 * Collects the URLs of remote builds the page downloads to run, by remote name; or, with
 * `prefetched`, those it only fetches ahead for a next page (`<link rel="prefetch">`, issue 27).
 */
export function recordRemoteRequests(page: Page, { prefetched = false } = {}) {
  const byRemote = new Map<string, string[]>();
  page.on('request', async (request: Request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\/([^/]+)\//);
    if (!match) return;
    // Said by the browser (Sec-Purpose), or by the kind of request: a prefetch served again from
    // the cache carries no headers, and is neither a script nor a fetch nor a stylesheet.
    const purpose =
      request.headers()['sec-purpose'] ??
      (await request.headerValue('sec-purpose').catch(() => null));
    const prefetch = purpose?.startsWith('prefetch') === true || request.resourceType() === 'other';
    if (prefetch !== prefetched) return;
    const list = byRemote.get(match[1]!) ?? [];
    list.push(`${match[2]}:${new URL(request.url()).pathname.split('/').pop()}`);
    byRemote.set(match[1]!, list);
  });
  return byRemote;
}

/** Content-Security-Policy violations the page reports in its console (there should be none). */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Errors the page logs, except the browser's own line for a response the test provoked. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400)
      errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return errors;
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the e2e server keeps its data, remote builds included (scripts/e2e-server.mjs). */
export const E2E_DATA_DIR = path.join(ROOT, '.e2e', 'data');
export const REMOTES_DIR = path.join(ROOT, '.e2e', 'remotes');
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
/** What the teams' scripts need to reach the e2e server's registry with its own tokens. */
const DEPLOY_ENV = { DEPLOY_URL: BASE_URL, DATA_DIR: E2E_DATA_DIR };

/** The deploy API, called as the platform team. */
export async function deployApi<T = unknown>(method: string, pathname: string, json?: unknown) {
  const tokens = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'deploy-tokens.json'), 'utf8'));
  const response = await fetch(`${BASE_URL}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens['*']}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${JSON.stringify(body)}`);
  return body as T;
}

export interface RemoteChannel {
  remote: string;
  revision: number;
  stable: string | null;
  candidate: string | null;
  percent: number;
  /** Loads counted per version (null before the first). */
  health: {
    stable: { loads: number; failures: number } | null;
    candidate: { loads: number; failures: number } | null;
  };
  events: Array<{ kind: string; version: string | null; detail: Record<string, unknown> | null }>;
}

/** A remote's channel in the registry: stable, candidate, revision, recent events. */
export async function channelOf(name: string) {
  const { remotes } = await deployApi<{ remotes: RemoteChannel[] }>('GET', '/api/deploy/remotes');
  return remotes.find((channel) => channel.remote === name)!;
}

/** The stable version of a remote: what a browser with no candidate or override gets. */
export async function liveVersion(name: string): Promise<string> {
  return (await channelOf(name)).stable!;
}

/** Makes `version` (already published) a remote's only live version. */
export async function makeStable(name: string, version: string) {
  const { revision } = await channelOf(name);
  await deployApi('PUT', `/api/deploy/remotes/${name}/channel`, {
    expected_revision: revision,
    stable: version,
    candidate: null,
  });
}

/**
 * Publishes a folder as a version of a remote (not live yet); answers its version: the one
 * asked for, else its content's.
 */
export async function publishFolder(name: string, folder: string, version?: string) {
  const tokens = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'deploy-tokens.json'), 'utf8'));
  const chunks: Buffer[] = [];
  for await (const chunk of tar.c({ gzip: true, cwd: folder, portable: true }, ['.']))
    chunks.push(chunk as Buffer);
  const response = await fetch(`${BASE_URL}/api/deploy/remotes/${name}/versions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokens['*']}`,
      'content-type': 'application/gzip',
      ...(version ? { 'x-remote-version': version } : {}),
    },
    body: Buffer.concat(chunks),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`publishing ${name}: ${JSON.stringify(body)}`);
  return body.version as string;
}

/** A copy of a published version of a remote, changed by `change`, in a temporary folder. */
export function variantOf(remote: string, version: string, change: (folder: string) => void) {
  const folder = mkdtempSync(path.join(tmpdir(), `${remote}-`));
  cpSync(path.join(REMOTES_DIR, remote, version), folder, { recursive: true });
  change(folder);
  return folder;
}

/** A new release of a remote: the live one plus a release note, so its own version. */
export async function publishRelease(remote: string, stable: string) {
  const folder = variantOf(remote, stable, (dir) =>
    writeFileSync(path.join(dir, 'release.txt'), `${Date.now()}-${Math.random()}`),
  );
  try {
    return await publishFolder(remote, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A signed link that gives the browser opening it these versions (or dev-server URLs). */
export async function overrideLink(overrides: Record<string, string>) {
  const { url } = await deployApi<{ url: string }>('POST', '/api/deploy/override-links', {
    overrides,
  });
  return url;
}

/** Runs one of the teams' scripts (remote:deploy, remote:rollback, …) against the e2e server. */
export function remoteScript(args: string[], env: Record<string, string> = {}) {
  return execFileSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...DEPLOY_ENV, ...env },
    stdio: 'pipe',
  }).toString();
}

/** axe in the browser: no serious or critical WCAG 2.1 AA violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // The page at rest: a colour still fading in (a link just made active) is not what anyone
  // reads, and axe would measure its contrast halfway. Endless animations (spinners) are left.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

let signups = 0;
/**
 * Each member signs up from an address of their own (the e2e server trusts the loopback proxy),
 * so no two share a per-address limit: one block of addresses per worker process.
 */
const signupAddress = () => `198.51.${100 + (process.pid % 150)}.${(signups % 250) + 1}`;

/**
 * A new member in this request context (logged in there), answering their profile id; with
 * `confirmed: false` they have not followed the mailed link yet.
 */
export async function newMember(
  request: APIRequestContext,
  country = 'NL',
  { confirmed = true } = {},
): Promise<number> {
  signups += 1;
  const name = `Liker${Date.now().toString(36)}${signups}`;
  const response = await request.post('/api/signup.php', {
    headers: { 'x-country': country, 'x-forwarded-for': signupAddress() },
    data: {
      email: `${name.toLowerCase()}@example.com`,
      name,
      password: `${name.toLowerCase()}-pass-2026`,
      date_of_birth: '1991-03-03',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (!confirmed)
    return ((await response.json()) as { user: { profile: { id: number } } }).user.profile.id;
  // Confirmed through the mailed link: until then others do not see the profile.
  const { mails } = (await (await request.get('/api/outbox.php')).json()) as {
    mails: Array<{ to: string; links: string[] }>;
  };
  const link = mails
    .find((mail) => mail.to === `${name.toLowerCase()}@example.com`)
    ?.links.find((href) => href.includes('/api/activate.php'));
  expect(link, 'an activation link').toBeTruthy();
  // The activation page confirms with a PUT of the link's token (a GET changes nothing).
  const token = new URL(link!).searchParams.get('token');
  const activated = await request.put('/api/activate.php', {
    data: { token },
    headers: { 'x-forwarded-for': signupAddress() },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  const { user } = (await (await request.get('/api/user.php')).json()) as {
    user: { profile: { id: number } };
  };
  return user.profile.id;
}

/**
 * Operated profiles (the site's own: first messages to them are never requests), from the
 * search as this request context's member sees it, paging on until there are `count` — the
 * journeys before may have put many members who signed up on the first page.
 */
export async function operatedProfiles(
  request: APIRequestContext,
  count: number,
): Promise<Array<{ id: number; name: string }>> {
  const found: Array<{ id: number; name: string }> = [];
  let cursor: string | null = null;
  for (let pages = 0; found.length < count && pages < 20; pages++) {
    const answer = (await (
      await request.get(`/api/members.php${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
    ).json()) as {
      results: Array<{ id: number; name: string; fictional: boolean }>;
      next_cursor: string | null;
    };
    found.push(...answer.results.filter((card) => card.fictional));
    cursor = answer.next_cursor;
    if (!cursor) break;
  }
  expect(found.length, `${count} operated profiles in the search`).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/**
 * The member of this request context takes new accounts' first messages at once (issue 29 §1):
 * otherwise a member who signed up in a journey reaches them only after the site's quarantine.
 */
export async function takeNewAccountsAtOnce(request: APIRequestContext) {
  const chosen = await request.put('/api/who-may-write.php', {
    data: { new_accounts_at_once: true },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

/**
 * The member of this request context accepts the message request a first message opened
 * (issue 29 §1: from a member they have not matched with, it waits for their consent).
 */
export async function acceptRequest(request: APIRequestContext, conversation: number) {
  const accepted = await request.put('/api/message-requests.php', {
    data: { conversation, decision: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect(((await accepted.json()) as { status: string }).status).toBe('accepted');
}

/** `pnpm admin:create`, as an operator runs it on the server: answers the password it made. */
export function createStaff(email: string, role = 'owner', remote?: string): string {
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'api/src/cli/admin-create.ts'),
      email,
      role,
      ...(remote ? [remote] : []),
    ],
    {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        SQLITE_FILE: path.join(E2E_DATA_DIR, 'app.sqlite'),
        LOG_LEVEL: 'silent',
      },
    },
  ).toString();
  return /shown this once: (\S+)/.exec(out)![1]!;
}

/**
 * A second site on the e2e server, made from a site file as an operator does (`pnpm
 * site:create`); Chromium sends its *.localhost host name to this machine.
 */
export function createSite(siteFile: string) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/site-create.ts', path.join(ROOT, siteFile)],
    {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        SQLITE_FILE: path.join(E2E_DATA_DIR, 'app.sqlite'),
        DATA_DIR: E2E_DATA_DIR,
      },
      stdio: 'pipe',
    },
  );
}

/** Logs in with the password, sets up TOTP from the secret on screen, keeps the codes. */
export async function logInAndEnrol(page: Page, email: string, password: string) {
  await page.goto('/backoffice/');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  return secret;
}

/** A small PNG (64 × 64) for the journeys that send a chat photo. */
export const SMALL_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVR4nO2SQQkAQRDDquTMVX1crIh7hIFCBSSh4evpRSdgAtUrsgv17qITMIHqFdmFenfRCZhA9YrsQr276ARMoHpFdqHeXXQCJlC9IrtQ7y46AROoXpFdqHcXnYAJVK/ILtS7i07ABKpXZBfq3UUnYALVK7IL9e6iEzCB6hXZhXp30QmYQPWK7EK9u+gETKB6RXah3l10AiZQveKfCz2OBKFLRAgrbwAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A browser with a passkey device: a context of its own on `localhost` (WebAuthn needs a host
 * name, not an IP address, as its relying party: the same server) and Chromium's own virtual
 * authenticator, a platform passkey with user verification.
 */
export async function passkeyBrowser(browser: Browser, baseURL: string) {
  const origin = new URL(baseURL).origin.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({
    baseURL: origin,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, origin };
}
