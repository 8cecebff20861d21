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

// Every file in one process: a process per file compiled the app anew each time (≈2.7 s × 93
// files, a third of the suite's time). Each file builds its own app and database and closes
// them, so nothing a file leaves behind is read by the next. Node 22.8 and newer have the flag.
const isolation = process.allowedNodeEnvironmentFlags.has('--experimental-test-isolation')
  ? ['--experimental-test-isolation=none']
  : [];

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
    ...files,
  ],
  { cwd: apiDir, stdio: 'inherit' },
);
// A runner that died (a signal, a crash of the process) prints no summary: say how it ended.
if (result.status !== 0)
  console.error(
    `✖ the API test runner ended with ${result.signal ?? `exit code ${result.status}`}${result.error ? `: ${result.error.message}` : ''}`,
  );
process.exit(result.status ?? 1);
