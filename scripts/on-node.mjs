// `node scripts/on-node.mjs <command> [args…]`: runs a command on the product's Node (24; see
// lib/node-runtime.mjs), bringing it first on a machine whose Node is older than 22. The
// package scripts that load the server's code (site:create, admin:create, db:*, serve, the
// benchmarks, the journeys) go through it, as npm start and npm test do.
import { spawn } from 'node:child_process';
import { onSupportedNode } from './lib/node-runtime.mjs';

await onSupportedNode();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/on-node.mjs <command> [args…]');
  process.exit(2);
}
const child = spawn(command === 'node' ? process.execPath : command, args, {
  cwd: process.cwd(),
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
