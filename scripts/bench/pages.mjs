// Measuring pages of the production build (PERFORMANCE.md): the server the bench starts, the
// React baseline, first-load JS and Largest Contentful Paint under the documented throttling.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { APPS, ROOT, runOrExit } from '../lib/workspace.mjs';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../api/src/seed/demo-accounts.ts';

export const BENCH_DIR = path.join(ROOT, '.bench');
export const PORT = Number(process.env.BENCH_PORT ?? 3310);
export const BASE = `http://127.0.0.1:${PORT}`;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

export async function coldBuild() {
  for (const app of APPS) rmSync(path.join(ROOT, app, 'dist'), { recursive: true, force: true });
  const started = performance.now();
  await runOrExit(process.execPath, ['scripts/build.mjs'], {
    env: { ...process.env, REMOTES_DIR: path.join(BENCH_DIR, 'remotes') },
  });
  return (performance.now() - started) / 1000;
}

/** React + ReactDOM alone, production-bundled the same way: the baseline for the JS figures. */
export async function reactBaseline() {
  const dir = path.join(BENCH_DIR, 'react-only');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(createElement('p', null, 'hi'));\n",
  );
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), filename: 'bundle.js' },
    resolve: { modules: [path.join(ROOT, 'shell', 'node_modules'), 'node_modules'] },
    optimization: { splitChunks: false },
  });
  await new Promise((resolve, reject) =>
    compiler.run((error) => (error ? reject(error) : resolve())),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return gz(readFileSync(path.join(dir, 'dist', 'bundle.js')));
}

export function startServer() {
  const env = {
    ...process.env,
    // The demo site and its members are what the pages show.
    APP_MODE: 'demo',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(BENCH_DIR, 'data'),
    REMOTES_DIR: path.join(BENCH_DIR, 'remotes'),
    LOG_LEVEL: 'warn',
  };
  const server = spawn('pnpm', ['--filter', '@app/api', 'start'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
    detached: true,
  });
  return server;
}

export function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
}

export async function waitForServer() {
  for (let i = 0; i < 300; i += 1) {
    try {
      const response = await fetch(`${BASE}/api/settings.php`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start');
}

/** gzip bytes of every script a page loads until the network is idle, cold cache. */
export async function firstLoadJs(browser, pathname, { login = false } = {}) {
  const context = await browser.newContext();
  if (login) {
    const response = await context.request.post(`${BASE}/api/user.php`, {
      data: { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD },
      headers: { Origin: BASE },
    });
    if (!response.ok()) throw new Error(`Login failed: ${response.status()}`);
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: new URL(response.url()).pathname, bytes: gz(await response.body()) });
    } catch {
      // a redirected or aborted response has no body
    }
  });
  await page.goto(`${BASE}${pathname}`, { waitUntil: 'networkidle' });
  await context.close();
  return { total: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}

/** The page's Largest Contentful Paint, as the browser reports it. */
export function readLcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(NaN), 3000);
      }),
  );
}

/** PERFORMANCE.md's throttling: 4× CPU slowdown, 150 ms RTT, 1.6 Mbps. */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/**
 * Issue 27 §1: from the tap on the landing's "Sign up for free" to a sign-up form one can type
 * in, under the same throttling, the landing loaded and idle first (its prefetches done and the
 * service worker it registers when idle active); median of `runs`. Both ends are read in the
 * page, on the browser's clock: the tap's event time, and the first frame the e-mail field is
 * enabled. Playwright's own work before it taps (finding the link, scrolling, checking it can
 * be clicked: 140–180 ms under the 4× CPU slowdown) is the test tool's, not the visitor's; it
 * is returned beside the figure (`withTool`) so both can be printed.
 */
export async function signupUsable(browser, { runs = 5 } = {}) {
  const samples = [];
  const withTool = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    // A visitor who already confirmed their age (the entry warning is not what is measured).
    await context.addInitScript(() => {
      localStorage.setItem('hide-entry-warning', 'bench');
      addEventListener(
        'click',
        (event) =>
          sessionStorage.setItem('bench-tap', String(performance.timeOrigin + event.timeStamp)),
        true,
      );
    });
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
      null,
      { timeout: 30_000 },
    );
    const called = Date.now();
    await page.getByRole('link', { name: 'Sign up for free' }).first().click();
    const usableAt = await page.waitForFunction(
      () => {
        const input = [...document.querySelectorAll('input')].find((el) => el.type === 'email');
        return input !== undefined && !input.disabled && input.checkVisibility()
          ? performance.timeOrigin + performance.now()
          : false;
      },
      null,
      { timeout: 30_000, polling: 'raf' },
    );
    const usable = await usableAt.jsonValue();
    const tapped = Number(await page.evaluate(() => sessionStorage.getItem('bench-tap')));
    samples.push(usable - tapped);
    withTool.push(usable - called);
    await context.close();
  }
  return { value: median(samples), withTool: median(withTool) };
}

/** Cumulative Layout Shift of a logged-in page from its load until it has settled. */
export async function loggedInCls(browser, pathname) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.request.post(`${BASE}/api/user.php`, {
    data: { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD },
    headers: { Origin: BASE },
  });
  const page = await context.newPage();
  await page.goto(`${BASE}${pathname}`, { waitUntil: 'networkidle' });
  const value = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 2000);
      }),
  );
  await context.close();
  return value;
}

/**
 * Largest Contentful Paint under PERFORMANCE.md's conditions: 4× CPU slowdown, 150 ms RTT,
 * 1.6 Mbps, cold cache; median of `runs`. With `repeat`, each run also opens the page a second
 * time in the same browser once the service worker controls it (its precache and the HTTP
 * cache warm): the first and the repeat visit of the same run are both returned.
 */
export async function lcp(browser, pathname, { login = false, runs = 5, repeat = false } = {}) {
  const first = [];
  const again = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    if (login) {
      await context.request.post(`${BASE}/api/user.php`, {
        data: { email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD },
        headers: { Origin: BASE },
      });
    }
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${BASE}${pathname}`, { waitUntil: 'networkidle' });
    first.push(await readLcp(page));
    if (repeat) {
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const controlled = () => navigator.serviceWorker.controller !== null;
            navigator.serviceWorker.ready.then(() =>
              controlled()
                ? resolve(true)
                : navigator.serviceWorker.addEventListener('controllerchange', resolve, {
                    once: true,
                  }),
            );
            setTimeout(() => resolve(false), 20_000);
          }),
      );
      await page.goto(`${BASE}${pathname}`, { waitUntil: 'networkidle' });
      again.push(await readLcp(page));
    }
    await context.close();
  }
  return repeat ? { first: median(first), repeat: median(again) } : median(first);
}
