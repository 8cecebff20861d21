// `npm test`: the whole suite, as CI runs it. Installs, then format, lint, types, Jest (front
// end), the API suite (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), the production
// build, and the Playwright journeys over it. Every step runs even if an earlier one failed
// (except e2e, which needs the build); the last line sums up tests and checks.
//
// Stages that do not depend on each other run side by side in lanes (a lane's stages one after
// another): each stage's output is printed whole when it ends, so logs do not interleave. The
// two long ones, the API suite and the journeys, each keep about one core busy; side by side they
// take the time of the longer instead of the sum.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { onSupportedNode } from './lib/node-runtime.mjs';
import { checkNode, installDependencies, pnpmCommand } from './lib/pnpm.mjs';
import { ROOT } from './lib/workspace.mjs';

await onSupportedNode();
checkNode();
const suiteStarted = Date.now();
await installDependencies();

const results = [];
const resultsDir = path.join(ROOT, 'test-results');
mkdirSync(resultsDir, { recursive: true });

/**
 * The longest a stage may run: the longest (the journeys, the API suite, side by side) took
 * about 11 min on the two cores this was first set on, and 32–34 min on CI's machine of
 * 2026-11-29, ~2.7× slower (its type check: 3 min 26 s, was 1 min 12 s); machines differ up
 * to 4×, and CI's own limit is 90 min. A stage still running after this is stopped with
 * everything it started and counted as failed, its output so far printed: a hang (a test
 * awaiting what never comes, a handle keeping a runner alive) then names itself instead of
 * running into CI's own limit, which prints nothing of the stages still running.
 */
const STAGE_LIMIT_MS = 60 * 60_000;

/** The stages running, each in its own process group: stopped with the suite (Ctrl-C, CI). */
const running = new Set();
const stopAll = (signal) => {
  for (const pid of running)
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

/** Runs a command and returns its exit code and its output (stdout and stderr, in order). */
function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that a stage stopped at its limit takes its children along.
      detached: true,
    });
    running.add(child.pid);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const limit = setTimeout(() => {
      output += `\n✖ still running after ${duration(STAGE_LIMIT_MS)}: stopped\n`;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, STAGE_LIMIT_MS);
    child.on('exit', (code, signal) => {
      running.delete(child.pid);
      clearTimeout(limit);
      // Whatever it started and left running (a server, a browser) goes with it.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Nothing left.
      }
      if (signal) output += `\n✖ ended by ${signal}\n`;
      resolve({ code: code ?? 1, output });
    });
  });
}

/** A stage's output, printed whole once it ended (lanes run side by side). */
function report(name, output, ms) {
  process.stdout.write(`\n▶ ${name} (${duration(ms)})\n${output}`);
}

const [pnpmBin, pnpmPrefix] = pnpmCommand();

/** Node 20's --test takes no globs: the script tests are listed here. */
function scriptTestFiles() {
  const dir = path.join('scripts', 'test');
  return readdirSync(path.join(ROOT, dir))
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => path.join(dir, file));
}
const pnpmArgs = (...args) => [...pnpmPrefix, ...args];

/**
 * The end of a failed stage's output, printed again just above the summary: CI keeps only the
 * end of the log, where a stage that crashed (no report of its own) would otherwise say nothing.
 */
const TAIL_LINES = 40;
const tailOf = (output, code) =>
  [...output.trimEnd().split('\n').slice(-TAIL_LINES), `(exit code ${code})`].join('\n');

/** A check: one pass or one failure. */
async function check(name, command, args, env) {
  console.log(`… ${name}`);
  const started = Date.now();
  const { code, output } = await exec(command, args, env);
  const ms = Date.now() - started;
  report(name, output, ms);
  results.push({
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    ms,
    ...(code === 0 ? {} : { tail: tailOf(output, code) }),
  });
  return code === 0;
}

/** A test step: counts come from the runner's own report; a crash counts as one failure. */
async function tests(name, command, args, count, env) {
  console.log(`… ${name}`);
  const started = Date.now();
  const { code, output } = await exec(command, args, env);
  const ms = Date.now() - started;
  report(name, output, ms);
  const counted = count(output);
  const passed = counted?.passed ?? 0;
  let failed = counted?.failed ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, ms, ...(failed ? { tail: tailOf(output, code) } : {}) });
  return code === 0;
}

const jestJson = path.join(resultsDir, 'jest.json');
const playwrightJson = path.join(resultsDir, 'playwright.json');
rmSync(jestJson, { force: true });
rmSync(playwrightJson, { force: true });

const jestCount = () => {
  if (!existsSync(jestJson)) return null;
  const report = JSON.parse(readFileSync(jestJson, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
  };
};
const nodeTestCount = (output) => {
  const sum = (label) =>
    [...output.matchAll(new RegExp(`^ℹ ${label} (\\d+)$`, 'gm'))].reduce(
      (total, m) => total + Number(m[1]),
      0,
    );
  return { passed: sum('pass'), failed: sum('fail') };
};
const playwrightCount = () => {
  if (!existsSync(playwrightJson)) return null;
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

/** `1 min 23 s`, `45 s`: how long a stage took. */
const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
};

const checks = async () => {
  // Lint first in its lane (issue 47 §1), the kernel check before every lane (below).
  await check('lint', pnpmBin, pnpmArgs('exec', 'eslint', '.', '--max-warnings=0'));
  await check(
    'format',
    pnpmBin,
    pnpmArgs('exec', 'prettier', '--check', '.', '--log-level', 'warn'),
  );
  await check('typecheck', pnpmBin, pnpmArgs('-r', '--workspace-concurrency=1', 'typecheck'));
  // Every guarantee of RELIABILITY.md names tests that exist (docs/reliability.md).
  await check('guarantees, each with its tests', process.execPath, ['scripts/guarantees.mjs']);
};
const unit = () =>
  tests(
    'unit and component tests (Jest)',
    pnpmBin,
    pnpmArgs('exec', 'jest', '--ci', '--json', `--outputFile=${jestJson}`),
    jestCount,
  );
const server = async () => {
  // After the build and its checks: the API suite's container test runs the built api/dist
  // (and builds it only when it is older than its sources), and the machine's two cores are
  // busy with the build until then.
  await builtChecked;
  await tests('API tests', pnpmBin, pnpmArgs('--filter', '@app/api', 'test'), nodeTestCount);
  // The generators' test writes into the tree (and restores it): not while anything reads it
  // (the journeys' remote:deploy builds from it).
  await Promise.all([firstLane, builtChecked, journeysDone]);
  await tests(
    'script tests (deploy registry, lint boundaries, pnpm e2e --remote)',
    process.execPath,
    ['--test', '--test-reporter=spec', ...scriptTestFiles()],
    nodeTestCount,
  );
};
/** The build and its checks; true when there is a build to run the journeys over. */
const buildAndCheck = async () => {
  const built = await check('production build', process.execPath, ['scripts/build.mjs']);
  if (!built) return false;
  await check('federation contract of the built manifests', process.execPath, [
    'scripts/check-federation.mjs',
  ]);
  await check('reproducible builds (a second build, the same versions)', process.execPath, [
    'scripts/check-reproducible.mjs',
  ]);
  return true;
};
const journeys = async () => {
  if (!(await builtChecked)) {
    results.push({ name: 'end-to-end journeys (Playwright)', passed: 0, failed: 1, ms: 0 });
    return;
  }
  // After the checks and Jest (three busy lanes on two cores slowed everything), beside the API
  // suite, which builds nothing of the tree's own (its islands test builds mf-landers into a
  // folder of its own: the landers journey rebuilds mf-landers/dist).
  await firstLane;
  await tests(
    'end-to-end journeys (Playwright)',
    pnpmBin,
    pnpmArgs('exec', 'playwright', 'test'),
    playwrightCount,
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    },
  );
};

// Lane one: the static checks, then Jest. Lane two: the API suite, then the script tests. Lane
// three: the build and its checks, then (once lane one is done) the journeys beside the rest of
// the API suite.
// Before anything else: the kernel's public surface against shared/kernel-api.json (a change
// without its version bump fails here, in seconds, not after the build and the suites).
await check('kernel surface (shared/kernel-api.json)', process.execPath, [
  'scripts/kernel-api.mjs',
]);

const firstLane = (async () => {
  await checks();
  await unit();
})();
const builtChecked = buildAndCheck();
const journeysDone = journeys();
await Promise.all([firstLane, server(), journeysDone]);

// The summary lists the stages in one order, whichever ended first.
const ORDER = [
  'kernel surface',
  'lint',
  'format',
  'typecheck',
  'guarantees',
  'unit and component tests (Jest)',
  'API tests',
  'script tests',
  'production build',
  'federation contract',
  'reproducible builds',
  'end-to-end journeys',
];
const rank = (name) => ORDER.findIndex((prefix) => name.startsWith(prefix));
results.sort((a, b) => rank(a.name) - rank(b.name));

for (const r of results.filter((r) => r.tail))
  console.log(`\n▶ ${r.name} failed; the end of its output:\n${r.tail}`);
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.failed ? '✖' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.ms === undefined ? '' : ` (${duration(r.ms)})`}`,
  );
// What this machine did not run: the API suite's PostgreSQL and Redis parts need their servers.
if (!process.env.TEST_DATABASE_URL)
  console.log('  – skipped: the API suite on PostgreSQL (TEST_DATABASE_URL is not set)');
if (!process.env.TEST_REDIS_URL)
  console.log('  – skipped: the multi-node tests on Redis (TEST_REDIS_URL is not set)');
console.log(`  total ${duration(Date.now() - suiteStarted)}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
