// `pnpm dev <remote>`: run one remote on its own dev server (rebuilds on save; reload to see a
// change) and mount it into the running demo for your browser only. The dev server listens on
// this machine's loopback address; once it answers, it is registered with the registry as a
// version served from there, and this prints an override link: open it in your browser and that
// browser gets the dev server, every other browser what is live. Nothing live changes. When this
// command stops, the version is removed again: the link's browser gets the live version back
// (and `/api/remote-override.php?clear=1` drops the override).
// Start the demo first (`npm start`). Production has no dev servers: it allows none of this
// machine's origins.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';
import { pnpm } from './lib/pnpm.mjs';
import {
  DeployError,
  overrideLink,
  registerExternal,
  removeExternal,
} from './lib/deploy-client.mjs';

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
const manifestUrl = `http://${config.devServer.host}:${config.devServer.port}/mf-manifest.json`;
const routes = JSON.parse(readFileSync(path.join(ROOT, name, 'routes.json'), 'utf8'));

const server = pnpm(
  ['--filter', `@app/${name}`, 'exec', 'rspack', 'serve', '--config-name', name],
  { env: { ...process.env, NODE_ENV: 'development' } },
);
let stopped = false;
void server.then(() => {
  stopped = true;
});
for (let i = 0; !stopped; i += 1) {
  const answer = await fetch(manifestUrl).catch(() => null);
  if (answer?.ok) break;
  if (i > 600) throw new Error(`${manifestUrl} did not answer`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

let version = null;
try {
  ({ version } = await registerExternal(name, manifestUrl, routes));
  const { url, expires_at } = await overrideLink({ [name]: version });
  console.log(`${name} is served from ${manifestUrl}, for the browser that opens this link:`);
  console.log(url);
  console.log(`(until you stop this command, at the latest ${expires_at}; nothing live changed)`);
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`The registry refused the dev server: ${error.message}`);
}

// One removal, however many ways the end arrives (a signal, the dev server exiting).
let removing = null;
const remove = () =>
  (removing ??= (async () => {
    if (version === null) return;
    try {
      await removeExternal(name, version);
      console.log(`\nThe dev server of ${name} is removed from the registry.`);
    } catch (error) {
      console.log(`\nThe dev server of ${name} was not removed: ${error.message}`);
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void remove().then(() => process.exit(0)));
}
const code = await server;
await remove();
process.exit(version === null ? 1 : code);
