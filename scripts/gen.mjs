// `pnpm gen feature <app> <name>` and `pnpm gen domain <name>` (scripts/lib/generate.mjs).
import { formatWritten, generateDomain, generateFeature } from './lib/generate.mjs';

const [kind, ...args] = process.argv.slice(2);
const usage = 'Usage: pnpm gen feature <app> <name>  |  pnpm gen domain <name>';
try {
  let result;
  if (kind === 'feature' && args.length === 2) result = generateFeature(args[0], args[1]);
  else if (kind === 'domain' && args.length === 1) result = generateDomain(args[0]);
  else throw new Error(usage);
  formatWritten(result.written);
  for (const file of result.written) console.log(`  wrote ${file}`);
  for (const step of result.next) console.log(`next: ${step}`);
  console.log('Then: npm test.');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
