// `node scripts/serve.mjs`: the production server, as a process manager or an operator's shell
// runs it (README, "Running in production"). It runs the built server (api/dist) in this very
// process, so a stop signal to this PID reaches the server itself: it drains and exits 0. (Through
// `pnpm run`, a SIGTERM to pnpm's PID left the server running and holding its port, and a signal
// to the group made pnpm report a failure on every normal stop.) On a Node older than 22 it
// runs itself on Node 24 first (lib/node-runtime.mjs), passing the signals on.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { onSupportedNode } from './lib/node-runtime.mjs';

await onSupportedNode();
const server = new URL('../api/dist/server.mjs', import.meta.url);
if (!existsSync(fileURLToPath(server))) {
  console.error('api/dist/server.mjs is missing: run `pnpm build` first.');
  process.exit(1);
}
// As `node --enable-source-maps`: stack traces in the logs point at the sources.
process.setSourceMapsEnabled(true);
await import(server.href);
