// `pnpm dev <remote>`: run one remote on its own dev server (rebuilds on save) and mount it into
// the running product through the registry: its entry in remotes.json points at the dev server
// until you stop this command, then goes back to the published version.
// Start the product first (`npm start`, or `pnpm build && pnpm serve`), then reload the page.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pointRemoteAtDevServer, restoreRemoteEntry } from './lib/remote-registry.mjs';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';
import { pnpm } from './lib/pnpm.mjs';

const name = process.argv[2];
if (!REMOTE_NAMES.includes(name)) {
  console.error(`Usage: pnpm dev <${REMOTE_NAMES.join('|')}>`);
  process.exit(2);
}
process.env.NODE_ENV = 'development';
// An app's config may list several builds: the federated one is named after the app.
const config = [
  (await import(pathToFileURL(path.join(ROOT, name, 'rspack.config.mjs')).href)).default,
]
  .flat()
  .find((build) => build.name === name);
const manifestUrl = `http://localhost:${config.devServer.port}/mf-manifest.json`;

const previous = await pointRemoteAtDevServer(name, manifestUrl);
console.log(
  `${name} is served from ${manifestUrl}; the registry points at it until you stop (Ctrl-C).`,
);
// One restore, however many ways the end arrives (a signal, the dev server exiting): both wait
// for the same write, so the process never exits half-way through it.
let restoring = null;
const restore = () =>
  (restoring ??= restoreRemoteEntry(name, previous, manifestUrl).then(() =>
    console.log(`\nRegistry entry of ${name} restored to ${previous?.version ?? 'none'}.`),
  ));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void restore().then(() => process.exit(0)));
}
const code = await pnpm(
  ['--filter', `@app/${name}`, 'exec', 'rspack', 'serve', '--config-name', name],
  {
    env: { ...process.env, NODE_ENV: 'development' },
  },
);
await restore();
process.exit(code);
