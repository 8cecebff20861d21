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

const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    ...process.argv.slice(2),
    ...files,
  ],
  { cwd: apiDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
