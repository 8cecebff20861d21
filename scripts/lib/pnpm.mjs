// Finds pnpm, or runs it through npx on a machine that only has Node.js and npm.
import { spawnSync } from 'node:child_process';
import { FLOOR_NODE_MAJOR, sqliteAddonLoads } from './node-runtime.mjs';
import { run, runOrExit } from './workspace.mjs';

export const PNPM_VERSION = '10';

function hasPnpm() {
  return (
    spawnSync('pnpm', ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' })
      .status === 0
  );
}

export function pnpmCommand() {
  return hasPnpm() ? ['pnpm', []] : ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}

export function pnpm(args, options) {
  const [command, prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

export async function pnpmOrExit(args, options) {
  const [command, prefix] = pnpmCommand();
  await runOrExit(command, [...prefix, ...args], options);
}

export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < FLOOR_NODE_MAJOR) {
    console.error(
      `Node.js ${FLOOR_NODE_MAJOR} or newer is needed (this is ${process.versions.node}).`,
    );
    process.exit(1);
  }
}

/** Installs the workspace exactly as locked. */
export async function installDependencies() {
  await pnpmOrExit(['install', '--frozen-lockfile']);
  // A workspace installed on another Node: its native addon is rebuilt for this one.
  if (!sqliteAddonLoads()) await pnpmOrExit(['--filter', '@app/api', 'rebuild', 'better-sqlite3']);
}
