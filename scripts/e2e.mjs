// `pnpm e2e [--remote <name>@<version|url> …] [playwright args]`: the cross-remote journeys, on
// the production build. With --remote, every journey's browser holds an override link's cookie
// for those remotes (e2e/global-setup.ts): the suite runs against a candidate before it goes
// live, in the browser only.
import { REMOTE_NAMES } from './lib/workspace.mjs';
import { pnpmOrExit } from './lib/pnpm.mjs';

const args = process.argv.slice(2);
const overrides = [];
const rest = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--remote') overrides.push(args[++i] ?? '');
  else if (args[i].startsWith('--remote=')) overrides.push(args[i].slice('--remote='.length));
  else rest.push(args[i]);
}
for (const pair of overrides) {
  const at = pair.indexOf('@');
  if (!REMOTE_NAMES.includes(pair.slice(0, Math.max(at, 0))) || at === pair.length - 1) {
    console.error(
      `Usage: pnpm e2e [--remote <${REMOTE_NAMES.join('|')}>@<version|url> …] [playwright args]`,
    );
    process.exit(2);
  }
}
if (overrides.length) process.env.E2E_REMOTE_OVERRIDES = overrides.join(',');
await pnpmOrExit(['exec', 'playwright', 'test', ...rest]);
