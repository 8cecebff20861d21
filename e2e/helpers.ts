import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Request } from '@playwright/test';
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
  await page.getByRole('button', { name: 'Log in' }).click();
  // Members land on their search, which starts from their preferences (issue 9).
  await expect(page).toHaveURL(/\/members(\?.*)?$/);
}

/** Collects the URLs of remote builds the page downloads, by remote name. */
export function recordRemoteRequests(page: Page) {
  const byRemote = new Map<string, string[]>();
  page.on('request', (request: Request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\/([^/]+)\//);
    if (!match) return;
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
/** Where the e2e server's remote builds and registry live (scripts/e2e-server.mjs). */
export const REMOTES_DIR = path.join(ROOT, '.e2e', 'remotes');

/** The version of a remote the registry serves now. */
export function liveVersion(name: string): string {
  const registry = JSON.parse(readFileSync(path.join(REMOTES_DIR, 'remotes.json'), 'utf8'));
  return registry.remotes[name].version;
}

/** Runs one of the teams' scripts (remote:deploy, remote:rollback) against the e2e server. */
export function remoteScript(args: string[], env: Record<string, string> = {}) {
  return execFileSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, REMOTES_DIR, ...env },
    stdio: 'pipe',
  }).toString();
}
