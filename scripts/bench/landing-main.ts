// `pnpm bench:landing`: the landing figures alone (issue 11), on the production build in .bench:
// first-load JS next to React + ReactDOM built in the same run, LCP, CLS, Lighthouse's scores,
// and with `--why` the audits that cost Lighthouse points.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { LANDING_PAGES, landingFigures, lighthouseLosses, printLandingFigures } from './landing.ts';
import {
  BASE,
  BENCH_DIR,
  coldBuild,
  reactBaseline,
  startServer,
  stopServer,
  waitForServer,
} from './pages.mjs';

mkdirSync(BENCH_DIR, { recursive: true });
if (!process.argv.includes('--no-build')) await coldBuild();
const baseline = await reactBaseline();
const server = startServer();
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const figures = await landingFigures(browser, BASE);
  await browser.close();
  printLandingFigures(figures, baseline);
  if (process.argv.includes('--why'))
    for (const pathname of LANDING_PAGES) {
      console.log(`\nWhat costs Lighthouse points on ${pathname}:`);
      for (const line of await lighthouseLosses(`${BASE}${pathname}`)) console.log(`  ${line}`);
    }
} finally {
  stopServer(server);
}
