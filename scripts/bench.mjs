// `pnpm bench`: prints figures for the production build (PERFORMANCE.md). It measures and
// reports; it never fails on a slow machine. Each size is shown next to a baseline measured in
// the same run (React + ReactDOM alone). Runs under tsx to read the demo account from the API.
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';
import { landingFigures, printLandingFigures } from './bench/landing.ts';
import { apiLoadFigures, printLoadFigures } from './bench/api-load.ts';
import { deliveryFigures, printDeliveryFigures } from './bench/delivery.ts';
import { memberSearchFigures, printSearchFigures } from '../api/bench/member-search.ts';

import {
  BASE,
  BENCH_DIR,
  coldBuild,
  firstLoadJs,
  gz,
  kib,
  lcp,
  reactBaseline,
  startServer,
  stopServer,
  waitForServer,
} from './bench/pages.mjs';

function remoteEntrySizes() {
  const rows = [];
  for (const name of REMOTE_NAMES) {
    const dist = path.join(ROOT, name, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const routes = manifest.exposes.find((e) => e.name === 'routes');
    const files = ['mf-manifest.json', 'remoteEntry.js', ...(routes?.assets.js.sync ?? [])];
    const bytes = files
      .filter((f) => existsSync(path.join(dist, f)))
      .reduce((sum, f) => sum + gz(readFileSync(path.join(dist, f))), 0);
    rows.push({ name, bytes });
  }
  return rows;
}

rmSync(BENCH_DIR, { recursive: true, force: true });
mkdirSync(BENCH_DIR, { recursive: true });

console.log('Cold production build of all seven apps…');
const buildSeconds = await coldBuild();
const baseline = await reactBaseline();
const server = startServer();
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const landing = await firstLoadJs(browser, '/');
  const members = await firstLoadJs(browser, '/members', { login: true });
  // Issue 26: the back office is a host of its own, never downloaded by a member's page.
  const backoffice = await firstLoadJs(browser, '/backoffice/login');
  const leaked = [...landing.scripts, ...members.scripts].filter((s) =>
    s.url.startsWith('/backoffice/'),
  );
  if (leaked.length > 0) throw new Error(`A member page loaded the back office: ${leaked[0].url}`);
  const membersLcp = await lcp(browser, '/members', { login: true, repeat: true });
  const landers = await landingFigures(browser, BASE);
  await browser.close();
  // The page server is stopped first: the load test gives the API server a core of its own.
  stopServer(server);
  const load = await apiLoadFigures(BENCH_DIR);
  const delivery = await deliveryFigures(BENCH_DIR);
  const search = await memberSearchFigures(BENCH_DIR);

  console.log('\nfigure                                   measured      target         ratio');
  console.log(
    `cold build, 7 apps                       ${buildSeconds.toFixed(1).padStart(6)} s     ≤ 30 s`,
  );
  console.log(`React + ReactDOM alone (baseline)        ${kib(baseline).padStart(10)}`);
  console.log(
    `first-load JS, /members logged in        ${kib(members.total).padStart(10)}    ≤ 230 KiB      ${(members.total / baseline).toFixed(2)}× React`,
  );
  console.log(
    `members LCP (same), first visit                     ${(membersLcp.first / 1000).toFixed(2).padStart(6)} s     ≤ 2.5 s`,
  );
  console.log(
    `members LCP, repeat visit with the service worker   ${(membersLcp.repeat / 1000).toFixed(2).padStart(6)} s     (same run, same throttling)`,
  );
  console.log(
    `first-load JS, /backoffice/login         ${kib(backoffice.total).padStart(10)}    (none of it on / or /members)`,
  );
  for (const row of remoteEntrySizes()) {
    console.log(
      `remote ${row.name.padEnd(12)} manifest+entry+routes ${kib(row.bytes).padStart(10)}    ≤ 40 KiB`,
    );
  }
  printLandingFigures(landers, baseline);
  printLoadFigures(load);
  printDeliveryFigures(delivery);
  printSearchFigures(search);
  console.log('\nScripts on / (gzip):');
  for (const s of landing.scripts) console.log(`  ${kib(s.bytes).padStart(10)}  ${s.url}`);
  console.log('Scripts on /members (gzip):');
  for (const s of members.scripts) console.log(`  ${kib(s.bytes).padStart(10)}  ${s.url}`);
} finally {
  stopServer(server);
}
