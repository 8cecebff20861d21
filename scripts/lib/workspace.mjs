// Paths and small process helpers shared by the root scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export { APPS, REMOTES as REMOTE_NAMES } from '../../shared/platform/apps.mjs';

/** Where published remote versions and the registry live (same default as the API server). */
export function remotesDir() {
  return path.resolve(
    ROOT,
    process.env.REMOTES_DIR ?? path.join(process.env.DATA_DIR ?? 'data', 'remotes'),
  );
}

/** Run a command, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/**
 * Runs a command as this process's own child and ends with it: signals sent to this process
 * (Ctrl-C, a SIGTERM) are passed on, so the child shuts down cleanly instead of living on, and
 * its exit code becomes this process's (stopped by SIGINT or SIGTERM: 0).
 */
export function exitWithChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(signal));
  return new Promise(() => {
    child.on('exit', (code, signal) => {
      process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
    });
  });
}
