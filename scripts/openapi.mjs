// `pnpm openapi`: writes docs/openapi.json anew from the routes' contracts (the API suite's
// openapi test fails while the copy differs from what the routes describe).
import { ROOT, runOrExit } from './lib/workspace.mjs';
import path from 'node:path';

await runOrExit(process.execPath, ['--import', 'tsx', '--test', 'test/openapi.test.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: { ...process.env, OPENAPI_WRITE: '1' },
});
console.log('docs/openapi.json written.');
