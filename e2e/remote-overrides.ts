// What the journeys' browsers start with, and the remotes `pnpm e2e --remote` overrides.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Written by global-setup.ts when the run overrides remotes; read by each new context. */
export const OVERRIDE_STORAGE_STATE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.e2e',
  'override-state.json',
);

/**
 * Journeys start as a visitor who already passed the entry warning (it has its own spec).
 * Mailed links point at localhost: both names of the server.
 */
export function storageOrigins() {
  return [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`].map((origin) => ({
    origin,
    localStorage: [{ name: 'hide-entry-warning', value: '2026-01-01T00:00:00.000Z' }],
  }));
}

/** `mf-chat@1a2b3c,mf-members@http://localhost:3102/mf-manifest.json` → a record, or null. */
export function parseRemoteOverrides(value: string | undefined): Record<string, string> | null {
  if (!value) return null;
  return Object.fromEntries(
    value.split(',').map((pair) => {
      const at = pair.indexOf('@');
      if (at <= 0 || at === pair.length - 1)
        throw new Error(`--remote wants <name>@<version|url>, not "${pair}".`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}
