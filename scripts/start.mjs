// `npm start`: on a machine with only Node.js and npm, installs the workspace, builds the shell,
// the back office and the five remotes, publishes the remotes and starts the one server in DEMO mode (SQLite,
// demo data, the outbox). A real site runs the server in its default, production mode (README,
// "Running in production").
import { onSupportedNode } from './lib/node-runtime.mjs';
import { checkNode, installDependencies } from './lib/pnpm.mjs';
import { ROOT, exitWithChild, runOrExit } from './lib/workspace.mjs';

await onSupportedNode();
checkNode();
await installDependencies();
await runOrExit(process.execPath, ['scripts/build.mjs']);

// The server is this process's own child (no package manager in between), so a SIGTERM or
// Ctrl-C sent to `npm start` reaches it and it shuts down cleanly instead of living on.
await exitWithChild(process.execPath, ['--enable-source-maps', 'api/dist/server.mjs'], {
  cwd: ROOT,
  env: { ...process.env, APP_MODE: process.env.APP_MODE ?? 'demo' },
});
