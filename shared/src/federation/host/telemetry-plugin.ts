import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOADS_PATH } from '@app/shared/platform/apps';
import { registeredRemote } from './registered-remotes';

/** How far a remote's load got: its manifest, its entry, then the module asked for. */
export type LoadPhase = 'manifest' | 'entry' | 'expose';

/** One remote's first load in this page, as the registry counts it (issue 12). */
export interface RemoteLoadReport {
  remote: string;
  version: string;
  ok: boolean;
  /** The phase reached: where it failed, or `expose` when it loaded. */
  phase: LoadPhase;
  duration_ms: number;
  error?: string;
  /** The ticket the registry gave this browser for this version: the report counts with it. */
  ticket?: string;
}

/** A short, stable name for what went wrong: the runtime's code, else the error's name. */
export function errorCode(error: unknown): string {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  const runtime = /RUNTIME[-_]\d{3}/.exec(text)?.[0];
  const network = /Script(Network|Execution)Error/.exec(text)?.[0];
  const name = error instanceof Error ? error.name : 'Error';
  return (network ?? runtime ?? name).slice(0, 200);
}

function send(report: RemoteLoadReport) {
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  // A beacon survives the page going away, and never delays anything on it.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(REMOTE_LOADS_PATH, body))
    return;
  void fetch(REMOTE_LOADS_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/**
 * Load telemetry: each remote's first load in a page reports its outcome (remote, version, the
 * phase it reached, how long it took, an error code) with a beacon; the registry counts them per
 * version and withdraws a candidate that fails more often than stable. Later loads of the same
 * remote in the page (its widgets) reuse the entry and are not counted again. `report` is for
 * tests.
 */
export default function telemetryPlugin(
  report: (load: RemoteLoadReport) => void = send,
  now: () => number = () => performance.now(),
): ModuleFederationRuntimePlugin {
  const started = new Map<string, number>();
  const reached = new Map<string, LoadPhase>();
  const reported = new Set<string>();
  const containerOf = (id: string) => id.split('/')[0]!;

  const finish = (container: string, error?: unknown) => {
    if (reported.has(container) || !started.has(container)) return;
    const remote = registeredRemote(container);
    if (!remote) return;
    reported.add(container);
    report({
      remote: remote.key,
      version: remote.entry.version,
      ok: error === undefined,
      phase: reached.get(container) ?? 'manifest',
      duration_ms: Math.max(0, Math.round(now() - started.get(container)!)),
      ...(error === undefined ? {} : { error: errorCode(error) }),
      ...(remote.entry.ticket ? { ticket: remote.entry.ticket } : {}),
    });
  };

  return {
    name: 'remote-load-telemetry',
    beforeRequest(args) {
      const container = containerOf(args.id);
      if (!started.has(container)) started.set(container, now());
      return args;
    },
    afterLoadManifest({ moduleInfo }) {
      if (!reached.has(moduleInfo.name)) reached.set(moduleInfo.name, 'entry');
    },
    afterLoadEntry({ remoteInfo, error, recovered, cached }) {
      if (cached) return;
      if (error === undefined || recovered) reached.set(remoteInfo.name, 'expose');
      else reached.set(remoteInfo.name, 'entry');
    },
    afterLoadRemote({ id, remote, error }) {
      const container = remote?.name ?? containerOf(id);
      // An error the fallback answered (recovered) is still a failed load.
      finish(container, error === undefined ? undefined : (error ?? 'Error'));
    },
  };
}
