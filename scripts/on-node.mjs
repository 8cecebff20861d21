// `node scripts/on-node.mjs <command> [args…]`: runs a command on the product's Node (24; see
// lib/node-runtime.mjs), bringing it first on a machine whose Node is older than 22. The
// package scripts that load the server's code (site:create, admin:create, db:*, serve, the
// benchmarks, the journeys) go through it, as npm start and npm test do.
import { onSupportedNode } from './lib/node-runtime.mjs';
import { exitWithChild } from './lib/workspace.mjs';

await onSupportedNode();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/on-node.mjs <command> [args…]');
  process.exit(2);
}
await exitWithChild(command === 'node' ? process.execPath : command, args, {
  shell: process.platform === 'win32',
});
