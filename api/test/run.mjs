// Runs every test file under test/ with node:test. Node 20's --test takes no globs, so the
// files are listed here. Extra arguments are passed to node (e.g. --test-name-pattern=login).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const files = readdirSync(path.join(apiDir, 'test'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => path.join('test', file));

// Many files per process: a process per file compiled the app anew each time (≈2.7 s × 93
// files, a third of the suite's time). Each file builds its own app and database and closes
// them, so nothing a file leaves behind is read by the next. Node 22.8 and newer have the flag.
const isolation = process.allowedNodeEnvironmentFlags.has('--experimental-test-isolation')
  ? ['--experimental-test-isolation=none']
  : [];

/**
 * The files run in a few processes one after the other, not one: a process that builds and
 * closes some 150 apps still grows (5.5 GB resident after 14 minutes on CI; what keeps each
 * closed app's memory was not found yet), and past V8's ~4.5 GB heap limit it died once issue
 * 48's tests were added. Three processes keep each well below, for three compilations of the
 * app (≈3 s each) instead of one.
 */
const PROCESSES = 3;
const perProcess = Math.ceil(files.length / PROCESSES);
const batches = Array.from({ length: PROCESSES }, (_, index) =>
  files.slice(index * perProcess, (index + 1) * perProcess),
).filter((batch) => batch.length > 0);

let failed = false;
for (const batch of batches) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      ...isolation,
      '--test-concurrency=1',
      // A test awaiting what never comes fails under its own name instead of holding the suite.
      '--test-timeout=300000',
      '--test-reporter=spec',
      ...process.argv.slice(2),
      ...batch,
    ],
    { cwd: apiDir, stdio: 'inherit' },
  );
  // A runner that died (a signal, a crash of the process) prints no summary: say how it ended.
  if (result.status !== 0) {
    failed = true;
    console.error(
      `✖ the API test runner (${batch[0]} … ${batch.at(-1)}) ended with ${result.signal ?? `exit code ${result.status}`}${result.error ? `: ${result.error.message}` : ''}`,
    );
  }
}
process.exit(failed ? 1 : 0);
