// Starting the servers a benchmark measures: on core 0 where `taskset` exists (the load
// generator takes core 1), and waiting until they answer.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** `command args` pinned to one core when the machine can. */
export const onCore = (core: number, command: string, args: string[]) =>
  hasTaskset
    ? (['taskset', ['-c', String(core), command, ...args]] as const)
    : ([command, args] as const);

/** A Node process running `args` on core 0 with `env` added. */
export function startOnServerCore(args: string[], env: Record<string, string>): ChildProcess {
  const [command, argv] = onCore(0, process.execPath, args);
  return spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
}

/** Waits until `url` answers 2xx (up to 100 s). */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}
