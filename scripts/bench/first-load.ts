// `pnpm bench:first-load`: the first-load JS of the home page, of /members and /chats logged in, and
// of the back office's log-in page
// (issue 24: the kernel's cut must not grow /members by more than 5 KiB), on a cold production
// build in .bench, with each script listed so a change can be traced to the chunk that moved.
import { mkdirSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  BENCH_DIR,
  coldBuild,
  firstLoadJs,
  kib,
  startServer,
  stopServer,
  waitForServer,
} from './pages.mjs';

rmSync(BENCH_DIR, { recursive: true, force: true });
mkdirSync(BENCH_DIR, { recursive: true });
await coldBuild();
const server = startServer();
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const pages = [
    ['/', await firstLoadJs(browser, '/')],
    ['/members logged in', await firstLoadJs(browser, '/members', { login: true })],
    // Issue 29: the requests and hidden tabs, the blurred photos and the safety actions.
    ['/chats logged in', await firstLoadJs(browser, '/chats', { login: true })],
    // Issue 28: the back office's first screen (its log-in); the charts' library is a chunk of
    // its own, loaded with the first chart only.
    ['/backoffice/', await firstLoadJs(browser, '/backoffice/')],
  ] as const;
  await browser.close();
  for (const [name, figures] of pages) {
    console.log(`\nfirst-load JS, ${name}: ${kib(figures.total)} (gzip)`);
    for (const script of figures.scripts)
      console.log(`  ${kib(script.bytes).padStart(10)}  ${script.url}`);
  }
} finally {
  stopServer(server);
}
