// `pnpm remote:deploy <name>`: build one remote, publish it as a new version and switch the
// registry to it. Nothing else is rebuilt or restarted; the next page load uses it.
import { buildApps } from './lib/rspack-build.mjs';
import { publishRemote } from './lib/remote-registry.mjs';
import { REMOTE_NAMES } from './lib/workspace.mjs';

const [name, ...rest] = process.argv.slice(2);
if (!REMOTE_NAMES.includes(name)) {
  console.error(`Usage: pnpm remote:deploy <${REMOTE_NAMES.join('|')}> [--no-build]`);
  process.exit(2);
}
if (!rest.includes('--no-build')) await buildApps([name]);
const { version, previous } = await publishRemote(name);
console.log(
  `Deployed ${name} ${version} (was ${previous ?? 'none'}). Roll back with: pnpm remote:rollback ${name} ${previous ?? '<version>'}`,
);
