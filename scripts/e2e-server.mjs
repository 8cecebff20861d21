// The server Playwright runs against: the production build, served by the API server on a fresh
// database, with its own remote registry (the deploy journey switches versions in it).
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { publishRemote } from './lib/remote-registry.mjs';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';
import { pnpmCommand } from './lib/pnpm.mjs';
import { E2E_MAIL_EVENTS_TOKEN } from './lib/e2e-values.mjs';
import { spawn } from 'node:child_process';

export const E2E_DIR = path.join(ROOT, '.e2e');
const env = {
  // The journeys read mails and SMS codes from the demo's outbox.
  APP_MODE: 'demo',
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  DATA_DIR: path.join(E2E_DIR, 'data'),
  SQLITE_FILE: path.join(E2E_DIR, 'data', 'app.sqlite'),
  UPLOADS_DIR: path.join(E2E_DIR, 'data', 'uploads'),
  REMOTES_DIR: path.join(E2E_DIR, 'remotes'),
  LOG_LEVEL: 'warn',
  // Journeys with many members give each its own address (X-Forwarded-For), as real members
  // have: the per-address limits then hold per member, not per test run.
  TRUST_PROXY: '127.0.0.1',
  // A failing candidate is judged after fewer loads than in production (20), to keep the
  // journey that proves the automatic withdrawal short (e2e/remote-rollout.spec.ts).
  CANARY_MIN_LOADS: process.env.E2E_CANARY_MIN_LOADS ?? '10',
  // Every journey's browser is on this one machine: its loads count as from one address.
  CANARY_MIN_SOURCES: '1',
  CANARY_LOADS_PER_ADDRESS: '100000',
  // The mail-events intake, as a relay would call it (e2e/mail-events.spec.ts).
  MAIL_EVENTS_TOKEN: E2E_MAIL_EVENTS_TOKEN,
};

rmSync(E2E_DIR, { recursive: true, force: true });
mkdirSync(env.DATA_DIR, { recursive: true });
Object.assign(process.env, env);
for (const name of REMOTE_NAMES) await publishRemote(name);

const [command, prefix] = pnpmCommand();
const server = spawn(command, [...prefix, '--filter', '@app/api', 'start'], {
  cwd: ROOT,
  env: process.env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
