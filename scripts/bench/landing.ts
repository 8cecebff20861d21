// Figures for the visitor's first page (issue 11): layout shift of the server-rendered landing
// and a lander, and Lighthouse's four scores for them (the npm package, its mobile preset:
// simulated 4× CPU and slow 4G, in Debian's Chromium).
import type { Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadJs, kib, lcp } from './pages.mjs';

/** The pages issue 11 measures: the landing and one lander. */
export const LANDING_PAGES = ['/', '/landers/gallery'] as const;

/** Cumulative Layout Shift of a page from its load until it has settled. */
export async function cls(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const value = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 2000);
      }),
  );
  await context.close();
  return value;
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
}

/** Lighthouse runs per page: its scores vary between runs, so the median of these is printed. */
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse's scores (0–100) for a URL, mobile preset, in a Chromium of its own: the run with
 * the median performance score of LIGHTHOUSE_RUNS (Lighthouse's own advice on its variance).
 */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const runs: LighthouseScores[] = [];
  // A run Lighthouse itself gives up on (NO_NAVSTART, NO_FCP: trace hiccups) is run again.
  for (let tries = 0; runs.length < LIGHTHOUSE_RUNS && tries < LIGHTHOUSE_RUNS * 2; tries += 1) {
    try {
      runs.push(await lighthouseRun(url));
    } catch (error) {
      console.warn(String(error));
    }
  }
  if (runs.length === 0) throw new Error(`Lighthouse did not run on ${url}`);
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)]!;
}

async function lighthouseRun(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not run: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/** The audits that cost points, for reading the figures (title and score). */
export async function lighthouseLosses(url: string): Promise<string[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    return Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map(
          (ref) =>
            `${category.id}: ${lhr.audits[ref.id]!.title} (${lhr.audits[ref.id]!.displayValue ?? lhr.audits[ref.id]!.score})`,
        ),
    );
  } finally {
    await chrome.kill();
  }
}

export interface PageFigures {
  pathname: string;
  js: number;
  lcp: number;
  cls: number;
  lighthouse: LighthouseScores;
}

/** First-load JS, LCP (median of 5, throttled), CLS and Lighthouse for each landing page. */
export async function landingFigures(browser: Browser, base: string): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const pathname of LANDING_PAGES) {
    figures.push({
      pathname,
      js: (await firstLoadJs(browser, pathname)).total,
      lcp: await lcp(browser, pathname),
      cls: await cls(browser, `${base}${pathname}`),
      lighthouse: await lighthouseScores(`${base}${pathname}`),
    });
  }
  return figures;
}

export function printLandingFigures(figures: PageFigures[], baseline: number) {
  console.log('\nlanding and lander (server-rendered, visitor)   measured      target');
  for (const f of figures) {
    const page = f.pathname.padEnd(18);
    console.log(
      `first-load JS ${page}              ${kib(f.js).padStart(10)}    ≤ 130 KiB, ${(f.js / baseline).toFixed(2)}× React (≤ 2.0)`,
    );
    console.log(
      `LCP ${page} (4× CPU, 150 ms, 1.6 Mbps, median of 5) ${(f.lcp / 1000).toFixed(2).padStart(6)} s   ≤ 1.8 s`,
    );
    console.log(`CLS ${page} (phone)                 ${f.cls.toFixed(3).padStart(10)}    ≤ 0.1`);
    const l = f.lighthouse;
    console.log(
      `Lighthouse ${page} perf ${l.performance} · a11y ${l.accessibility} · best practices ${l.bestPractices} · SEO ${l.seo}   (all 100; median of ${LIGHTHOUSE_RUNS}: FCP ${(l.fcp / 1000).toFixed(2)} s, LCP ${(l.lcp / 1000).toFixed(2)} s)`,
    );
  }
}
