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
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../api/src/seed/demo-accounts.ts';

import {
  BASE,
  BENCH_DIR,
  coldBuild,
  firstLoadJs,
  gz,
  kib,
  lcp,
  loggedInCls,
  reactBaseline,
  signupUsable,
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

/** A member the demo account finds first: whose profile the bench opens. */
async function firstListedMember() {
  const login = await fetch(`${BASE}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const found = await (await fetch(`${BASE}/api/members.php`, { headers: { cookie } })).json();
  return found.results[0].id;
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
  const profilePath = `/members/${await firstListedMember()}`;
  const profileLcp = await lcp(browser, profilePath, { login: true, repeat: true });
  const membersCls = await loggedInCls(browser, '/members');
  const signup = await signupUsable(browser);
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
  const met = (ok) => (ok ? 'met' : 'not met');
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  // Issue 27 §1's targets, each next to what this run measured.
  for (const [name, value, target, ok] of [
    [
      'first-load JS, /members logged in',
      `${kib(members.total)} (${(members.total / baseline).toFixed(2)}× React)`,
      '≤ 160 KiB',
      members.total <= 160 * 1024,
    ],
    ['members LCP, first visit', seconds(membersLcp.first), '≤ 1.8 s', membersLcp.first <= 1800],
    [
      'members LCP, repeat visit (service worker)',
      seconds(membersLcp.repeat),
      '≤ 0.8 s',
      membersLcp.repeat <= 800,
    ],
    [
      `profile LCP (${profilePath}), first visit`,
      seconds(profileLcp.first),
      '≤ 1.8 s',
      profileLcp.first <= 1800,
    ],
    [
      'profile LCP, repeat visit (service worker)',
      seconds(profileLcp.repeat),
      '≤ 0.8 s',
      profileLcp.repeat <= 800,
    ],
    [
      'sign-up form usable after the landing tap',
      `${seconds(signup.value)} (${seconds(signup.withTool)} with the tool's click)`,
      '≤ 1.5 s',
      signup.value <= 1500,
    ],
    ['members CLS (390 px)', membersCls.toFixed(3), '≤ 0.05', membersCls <= 0.05],
  ])
    console.log(
      `${name.padEnd(44)} ${String(value).padStart(22)}   ${target.padEnd(10)} ${met(ok)}`,
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
