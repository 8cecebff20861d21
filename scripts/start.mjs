// `npm start`: on a machine with only Node.js and npm, installs the workspace, builds the shell
// and the five remotes, publishes the remotes and starts the one server (SQLite, demo data).
import { checkNode, installDependencies, pnpmOrExit } from './lib/pnpm.mjs';
import { runOrExit } from './lib/workspace.mjs';

checkNode();
await installDependencies();
await runOrExit(process.execPath, ['scripts/build.mjs']);
await pnpmOrExit(['--filter', '@app/api', 'start']);
