// `pnpm build`: production build of the API server, the shell, the back office and the five remotes, then
// publishes each remote build as a version and points the registry at it.
import { buildApps } from './lib/rspack-build.mjs';
import { publishRemote } from './lib/remote-registry.mjs';
import { APPS, REMOTE_NAMES, runOrExit } from './lib/workspace.mjs';

const started = Date.now();
await runOrExit(process.execPath, ['api/build.mjs']);
await buildApps(APPS);
for (const name of REMOTE_NAMES) {
  const { version } = await publishRemote(name);
  console.log(`  ${name} → ${version}`);
}
console.log(`Built ${APPS.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
