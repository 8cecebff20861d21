// `pnpm dev <remote>`: run one remote on its own dev server (rebuilds on save) and mount it into
// the running product through the registry service: once the dev server answers, it is
// registered as a version served from there and made stable until you stop this command; then
// the channel goes back to what it was (unless someone deployed meanwhile).
// Start the demo first (`npm start`, or `pnpm build && APP_MODE=demo pnpm serve`), then reload the page.
// For one browser only, use `pnpm remote:override-link <remote> <dev server manifest URL>`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { channelOf, registerExternal, setChannel } from './lib/deploy-client.mjs';

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
const routes = JSON.parse(readFileSync(path.join(ROOT, name, 'routes.json'), 'utf8'));

const server = pnpm(
  ['--filter', `@app/${name}`, 'exec', 'rspack', 'serve', '--config-name', name],
  {
    env: { ...process.env, NODE_ENV: 'development' },
  },
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

const before = await channelOf(name);
const { version } = await registerExternal(name, manifestUrl, routes);
const { channel: mine } = await setChannel(name, {
  expected_revision: before.revision,
  stable: version,
  candidate: null,
});
console.log(
  `${name} is served from ${manifestUrl}; the registry points at it until you stop (Ctrl-C).`,
);

// One restore, however many ways the end arrives (a signal, the dev server exiting).
let restoring = null;
const restore = () =>
  (restoring ??= (async () => {
    if (!before.stable) return;
    try {
      await setChannel(name, {
        expected_revision: mine.revision,
        stable: before.stable,
        candidate: before.candidate ?? null,
        ...(before.candidate ? { percent: before.percent, rules: before.rules } : {}),
      });
      console.log(`\nRegistry of ${name} restored to ${before.stable}.`);
    } catch (error) {
      console.log(`\n${name} was changed meanwhile; left as it is (${error.message}).`);
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void restore().then(() => process.exit(0)));
}
const code = await server;
await restore();
process.exit(code);
