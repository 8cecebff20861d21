// `pnpm gen feature <app> <name>` and `pnpm gen domain <name>` (scripts/lib/generate.mjs).
// A domain's new routes change the API's description, which CI checks against the routes:
// `pnpm gen domain` writes docs/openapi.json anew too (issue 50 §6), as `pnpm openapi` would.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { formatWritten, generateDomain, generateFeature } from './lib/generate.mjs';
import { ROOT } from './lib/workspace.mjs';

const [kind, ...args] = process.argv.slice(2);
const usage = 'Usage: pnpm gen feature <app> <name>  |  pnpm gen domain <name>';
try {
  let result;
  if (kind === 'feature' && args.length === 2) result = generateFeature(args[0], args[1]);
  else if (kind === 'domain' && args.length === 1) result = generateDomain(args[0]);
  else throw new Error(usage);
  formatWritten(result.written);
  for (const file of result.written) console.log(`  wrote ${file}`);
  if (kind === 'domain') {
    const openapi = spawnSync(process.execPath, [path.join(ROOT, 'scripts/openapi.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (openapi.status !== 0) throw new Error('docs/openapi.json could not be written anew.');
    console.log('  wrote docs/openapi.json');
  }
  for (const step of result.next) console.log(`next: ${step}`);
  console.log('Then: npm test.');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
