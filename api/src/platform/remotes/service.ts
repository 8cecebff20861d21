import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OwnedRoute, Registry, RegistryEntry, RemoteLoadReport } from '@app/shared/contracts';
import { containerName } from '@app/shared/platform/apps';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import {
  exposedReasons,
  kernelReasons,
  missingFileReasons,
  originAllowed,
  originReasons,
  refuse,
  routeReasons,
  sharedReasons,
} from './gate';
import { kernelUsesOf, shellKernel } from './kernel-check';
import { failureCode, SHOWN_FAILURE_KINDS } from './load-reports';
import { readFolder, readPackage } from './package';
import * as repo from './repository';
import { findRollout } from './rollout-repository';
import { isSlow } from './sequential-test';
import { candidateRulesSchema, getsCandidate, type Audience, type CandidateRules } from './rollout';
import { withCompressedCopies, type RemoteStore } from './store';
import type { RemoteChannelRow, RemoteVersionRow } from './tables';
import type { Overrides } from './override';

export interface CanaryPolicy {
  /** A candidate is judged once it has been loaded this many times. */
  minLoads: number;
  /** It is withdrawn when its failure rate exceeds stable's by more than this (0–1)… */
  margin: number;
  /** …over loads from at least this many addresses. */
  minSources: number;
}

export interface RemotesDeps {
  db: Db;
  store: RemoteStore;
  /** The live shell's build: its manifest says which shared packages it provides. */
  shellDist: string;
  /** Origins remote builds may be served from besides this one (dev servers, a CDN). */
  allowedOrigins: readonly string[];
  canary: CanaryPolicy;
  now(): Date;
}

const unknownVersion = (remote: string, version: string) =>
  new HttpError(404, 'unknown_version', `${remote} has no published version ${version}.`);
const stale = (revision: number) =>
  new HttpError(
    409,
    'stale_revision',
    `Someone changed this remote first: it is at revision ${revision} now. Look again and retry.`,
    { revision },
  );

/** The shared packages the live shell provides, from its build's manifest (null: no shell here). */
async function shellShared(shellDist: string) {
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(shellDist, 'mf-manifest.json'), 'utf8'),
    );
    return manifest.shared as Array<{ name: string; version?: string; singleton?: boolean }>;
  } catch {
    return null;
  }
}

const parse = <T>(json: string): T => JSON.parse(json) as T;

/** A channel as the deploy API and the console answer it. */
export const channelView = (row: RemoteChannelRow) => ({
  remote: row.remote,
  revision: row.revision,
  stable: row.stable,
  candidate: row.candidate,
  percent: row.candidate_percent,
  rules: parse<object>(row.candidate_rules),
});

/**
 * Publishes a build of `remote` (its files, as uploaded or built here) as a version, after the
 * gate's checks on the build itself: a known container, every file its manifest names present,
 * an allowed public path, shared packages the live shell provides. Publishing the same build
 * again changes nothing; a version name already published with other content is refused.
 * Nothing is switched: a channel change makes it live.
 */
export async function publishVersion(
  deps: RemotesDeps,
  remote: string,
  files: Map<string, Buffer>,
  { by, version: named }: { by: string; version?: string },
): Promise<{ version: string; published: boolean }> {
  const pkg = readPackage(files);
  if (pkg.containerName !== containerName(remote))
    throw refuse([
      `its manifest names the container ${pkg.containerName}, not ${containerName(remote)}`,
    ]);
  const version = named ?? pkg.contentHash.slice(0, 12);
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(version))
    throw new HttpError(400, 'invalid_package', 'A version is letters, digits, dots, dashes.');
  const existing = await repo.findVersion(deps.db, remote, version);
  if (existing) {
    if (existing.content_hash !== pkg.contentHash)
      throw refuse([`version ${version} of ${remote} was published with different content`]);
    return { version, published: false };
  }
  const reasons = [
    ...missingFileReasons(pkg.referencedFiles, new Set(pkg.files.keys())),
    ...originReasons('/', pkg.publicPath, deps.allowedOrigins),
    ...sharedReasons(remote, await shellShared(deps.shellDist), pkg.shared),
    ...kernelReasons(remote, null, await shellKernel(deps.shellDist), pkg.kernel),
  ];
  if (reasons.length > 0) throw refuse(reasons);
  await deps.store.putVersion(remote, version, await withCompressedCopies(pkg.files));
  const at = deps.now().toISOString();
  await repo.insertVersion(deps.db, {
    remote,
    version,
    content_hash: pkg.contentHash,
    manifest: `/remotes/${remote}/${version}/mf-manifest.json`,
    routes: JSON.stringify(pkg.routes),
    widgets: JSON.stringify(pkg.widgets),
    shared: JSON.stringify(pkg.shared),
    integrity: JSON.stringify({ ...pkg.integrity, entry: pkg.integrity[pkg.remoteEntry] }),
    published_at: at,
    published_by: by,
    source_commit: pkg.build.commit,
    built_at: pkg.build.builtAt,
    kernel_uses: pkg.kernel ? JSON.stringify(pkg.kernel) : null,
  });
  await repo.insertEvent(deps.db, { remote, kind: 'publish', version, detail: {}, at, by });
  invalidate(deps.db);
  return { version, published: true };
}

/**
 * A version served from elsewhere (a team's dev server, a CDN): its manifest's URL, which must
 * be on an allowed origin and answer, and the routes it owns. Named by the URL, so the same
 * address is the same version.
 */
export async function registerExternalVersion(
  deps: RemotesDeps,
  remote: string,
  { manifest, routes, by }: { manifest: string; routes: OwnedRoute[]; by: string },
  fetchManifest: (url: string) => Promise<Response> = fetch,
): Promise<{ version: string }> {
  const reasons = originReasons(manifest, 'auto', deps.allowedOrigins);
  if (reasons.length > 0) throw refuse(reasons);
  const answer = await fetchManifest(manifest).catch(() => null);
  if (!answer?.ok) throw refuse([`its manifest ${manifest} does not answer`]);
  const shared = Object.fromEntries(
    (
      (
        (await answer.json()) as {
          shared?: Array<{ name: string; requiredVersion?: string; singleton?: boolean }>;
        }
      ).shared ?? []
    ).map((s) => [
      s.name,
      { requiredVersion: s.requiredVersion ?? '*', singleton: s.singleton === true },
    ]),
  );
  const shellReasons = sharedReasons(remote, await shellShared(deps.shellDist), shared);
  if (shellReasons.length > 0) throw refuse(shellReasons);
  // Named by the URL's hash: the same dev server registered twice is the same version.
  const version = `url-${createHash('sha256').update(manifest).digest('hex').slice(0, 12)}`;
  const at = deps.now().toISOString();
  const existing = await repo.findVersion(deps.db, remote, version);
  if (!existing) {
    await repo.insertVersion(deps.db, {
      remote,
      version,
      content_hash: manifest,
      manifest,
      routes: JSON.stringify(routes),
      widgets: JSON.stringify([]),
      shared: JSON.stringify(shared),
      integrity: JSON.stringify({}),
      published_at: at,
      published_by: by,
      source_commit: null,
      built_at: null,
      kernel_uses: null,
    });
    await repo.insertEvent(deps.db, {
      remote,
      kind: 'publish',
      version,
      detail: { manifest },
      at,
      by,
    });
  }
  invalidate(deps.db);
  return { version };
}

/**
 * Forgets a version served from elsewhere (`pnpm dev` when it stops): an override link naming it
 * then gives the channel's version again. A published build is never removed, nor a version a
 * channel points at.
 */
export async function removeExternalVersion(
  deps: RemotesDeps,
  remote: string,
  version: string,
  by: string,
) {
  const row = await repo.findVersion(deps.db, remote, version);
  if (!row || !/^https?:\/\//.test(row.content_hash)) throw unknownVersion(remote, version);
  const channel = await repo.findChannel(deps.db, remote);
  if (channel && (channel.stable === version || channel.candidate === version))
    throw refuse([`${version} is live on the channel: deploy another version first`]);
  await repo.deleteVersion(deps.db, remote, version);
  await repo.insertEvent(deps.db, {
    remote,
    kind: 'remove',
    version,
    detail: { manifest: row.manifest },
    at: deps.now().toISOString(),
    by,
  });
  invalidate(deps.db);
}

export interface ChannelRequest {
  expectedRevision: number;
  stable?: string;
  candidate?: string | null;
  percent?: number;
  rules?: CandidateRules;
  /** Whether the deploy ran the remote's journeys against the version first (issue 47 §3). */
  journeys?: 'passed' | 'skipped';
}

/**
 * Changes which versions of a remote browsers get, if nobody changed it since the revision the
 * caller saw (compare-and-swap: two teams deploying different remotes both land; a stale change
 * gets 409 and why). The gate checks the versions against the other remotes' live routes and the
 * live shell.
 */
export async function changeChannel(
  deps: RemotesDeps,
  remote: string,
  request: ChannelRequest,
  { by, kind: given }: { by: string; kind?: string },
) {
  const at = deps.now().toISOString();
  await repo.ensureChannel(deps.db, remote, at, by);
  const channel = (await repo.findChannel(deps.db, remote))!;
  // What happened, as the history says it (issue 47 §2): a canary stopped is not a version made
  // stable, though it leaves the stable one alone.
  const stopped =
    request.candidate === null && request.stable === undefined && channel.candidate !== null;
  const kind =
    given ??
    (stopped ? 'stop' : request.candidate ? 'candidate' : request.stable ? 'stable' : 'change');
  if (channel.revision !== request.expectedRevision) throw stale(channel.revision);
  const stable = request.stable ?? channel.stable;
  const candidate = request.candidate === undefined ? channel.candidate : request.candidate;
  const percent = candidate === null ? 0 : (request.percent ?? channel.candidate_percent);
  const rules =
    candidate === null ? {} : (request.rules ?? parse<CandidateRules>(channel.candidate_rules));
  candidateRulesSchema.parse(rules);
  const versions: RemoteVersionRow[] = [];
  for (const version of [stable, candidate]) {
    if (version === null) continue;
    const row = await repo.findVersion(deps.db, remote, version);
    if (!row) throw unknownVersion(remote, version);
    versions.push(row);
  }
  const others = await liveRoutes(deps.db);
  const shell = await shellShared(deps.shellDist);
  const kernel = await shellKernel(deps.shellDist);
  const live = channel.stable ? await repo.findVersion(deps.db, remote, channel.stable) : undefined;
  const reasons = versions.flatMap((row) => [
    ...routeReasons(remote, parse<OwnedRoute[]>(row.routes), others),
    ...sharedReasons(remote, shell, parse(row.shared)),
    ...kernelReasons(remote, row.version, kernel, kernelUsesOf(row)),
    // A dev server's or CDN's version says nothing of what it exposes: not judged by name.
    ...exposedReasons(
      remote,
      row.version,
      parse<string[]>(row.widgets),
      live && ![live, row].some((one) => /^https?:\/\//.test(one.content_hash))
        ? { version: live.version, widgets: parse<string[]>(live.widgets) }
        : null,
    ),
  ]);
  if (reasons.length > 0) throw refuse([...new Set(reasons)]);
  const swapped = await repo.swapChannel(
    deps.db,
    remote,
    channel.revision,
    {
      stable,
      candidate,
      candidate_percent: percent,
      candidate_rules: JSON.stringify(rules),
      candidate_since:
        candidate === null ? null : candidate === channel.candidate ? channel.candidate_since : at,
    },
    { at, by },
  );
  if (!swapped) throw stale((await repo.findChannel(deps.db, remote))!.revision);
  await repo.insertEvent(deps.db, {
    remote,
    kind,
    version: stopped ? channel.candidate : (request.stable ?? candidate),
    detail: {
      stable,
      candidate,
      percent,
      rules,
      was: { stable: channel.stable, candidate: channel.candidate },
      ...(request.journeys ? { journeys: request.journeys } : {}),
    },
    at,
    by,
  });
  invalidate(deps.db);
  return (await repo.findChannel(deps.db, remote))!;
}

/** Every other remote's live routes (stable and candidate), for the route-collision check. */
async function liveRoutes(db: Db) {
  const routes: Array<{ remote: string; routes: OwnedRoute[] }> = [];
  for (const channel of await repo.listChannels(db))
    for (const version of [channel.stable, channel.candidate]) {
      if (version === null) continue;
      const row = await repo.findVersion(db, channel.remote, version);
      if (row) routes.push({ remote: channel.remote, routes: parse(row.routes) });
    }
  return routes;
}

/** The candidate becomes stable for everyone. */
export async function promote(
  deps: RemotesDeps,
  remote: string,
  expectedRevision: number,
  by: string,
) {
  const channel = await repo.findChannel(deps.db, remote);
  if (!channel?.candidate)
    throw new HttpError(409, 'deploy_refused', `${remote} has no candidate to promote.`, {
      reason: 'no candidate',
    });
  return changeChannel(
    deps,
    remote,
    { expectedRevision, stable: channel.candidate, candidate: null },
    { by, kind: 'promote' },
  );
}

/**
 * Back to an earlier version (the one before the current stable when none is named); the
 * candidate, if any, is withdrawn with it.
 */
export async function rollback(
  deps: RemotesDeps,
  remote: string,
  { expectedRevision, version }: { expectedRevision: number; version?: string },
  by: string,
) {
  let target = version;
  if (!target) {
    const channel = await repo.findChannel(deps.db, remote);
    const previous = (await repo.recentEvents(deps.db, remote, 200))
      .map((event) => parse<{ was?: { stable?: string | null } }>(event.detail).was?.stable)
      .find((stable) => stable && stable !== channel?.stable);
    if (!previous)
      throw new HttpError(
        409,
        'deploy_refused',
        `${remote} has no earlier version to go back to.`,
        { reason: 'no earlier version' },
      );
    target = previous;
  }
  return changeChannel(
    deps,
    remote,
    { expectedRevision, stable: target, candidate: null },
    { by, kind: 'rollback' },
  );
}

// The registry as browsers get it, rebuilt from the database at most once a second per node
// (and at once after a change made here): every page load reads it.
interface Snapshot {
  at: number;
  read: Promise<{ channels: RemoteChannelRow[]; versions: Map<string, RemoteVersionRow> }>;
}
const snapshots = new WeakMap<Db, Snapshot>();
const SNAPSHOT_MS = 1000;

function invalidate(db: Db) {
  snapshots.delete(db);
}
/** After a channel change made elsewhere (a staged rollout's step): the next read is fresh. */
export const invalidateRegistry = invalidate;

function readSnapshot(db: Db, now: number) {
  const cached = snapshots.get(db);
  if (cached && now - cached.at <= SNAPSHOT_MS) return cached.read;
  const read = (async () => {
    const channels = await repo.listChannels(db);
    const versions = new Map<string, RemoteVersionRow>();
    for (const channel of channels)
      for (const version of [channel.stable, channel.candidate]) {
        if (version === null) continue;
        const row = await repo.findVersion(db, channel.remote, version);
        if (row) versions.set(`${channel.remote}@${version}`, row);
      }
    return { channels, versions };
  })();
  read.catch(() => snapshots.delete(db));
  snapshots.set(db, { at: now, read });
  return read;
}

function entryOf(row: RemoteVersionRow): RegistryEntry {
  const hashes = parse<Record<string, string>>(row.integrity);
  const integrity = hashes.entry;
  const manifestIntegrity = hashes['mf-manifest.json'];
  return {
    name: containerName(row.remote),
    version: row.version,
    manifest: row.manifest,
    routes: parse(row.routes),
    widgets: parse(row.widgets),
    ...(integrity ? { integrity } : {}),
    ...(manifestIntegrity ? { manifestIntegrity } : {}),
  };
}

/**
 * The registry for one browser: each remote's stable version, or its candidate where the
 * browser is in the candidate's share and meets its rules, or the version a valid override
 * names (a published version, or a manifest on an allowed origin).
 */
export async function registryFor(
  deps: Pick<RemotesDeps, 'db' | 'allowedOrigins' | 'now'>,
  audience: Audience,
  overrides: Overrides | null = null,
): Promise<Registry> {
  const { channels, versions } = await readSnapshot(deps.db, deps.now().getTime());
  const remotes: Record<string, RegistryEntry> = {};
  const overridden: string[] = [];
  for (const channel of channels) {
    const candidate = getsCandidate(
      channel.remote,
      {
        candidate: channel.candidate,
        candidate_percent: channel.candidate_percent,
        rules: parse(channel.candidate_rules),
      },
      audience,
    );
    const version = candidate ? channel.candidate : channel.stable;
    const row = version === null ? undefined : versions.get(`${channel.remote}@${version}`);
    if (row) remotes[channel.remote] = entryOf(row);
  }
  for (const [remote, target] of Object.entries(overrides ?? {})) {
    const base = remotes[remote];
    if (/^https?:\/\//.test(target)) {
      if (!originAllowed(target, deps.allowedOrigins)) continue;
      remotes[remote] = {
        name: containerName(remote),
        version: 'override',
        manifest: target,
        routes: base?.routes ?? [],
        widgets: base?.widgets ?? [],
      };
    } else {
      const row =
        versions.get(`${remote}@${target}`) ?? (await repo.findVersion(deps.db, remote, target));
      if (!row) continue;
      remotes[remote] = entryOf(row);
    }
    overridden.push(remote);
  }
  return overridden.length > 0 ? { remotes, overrides: overridden } : { remotes };
}

/** Events `status` shows per remote. */
const STATUS_EVENTS = 5;

/** Every remote's channel and the health of its versions, for `pnpm remote:status`. */
export async function status(db: Db) {
  const channels = await repo.listChannels(db);
  return Promise.all(channels.map((channel) => channelStatus(db, channel, STATUS_EVENTS)));
}

/** One remote's channel, health, origins and last `events` events (the console's view). */
async function channelStatus(db: Db, channel: RemoteChannelRow, eventCount: number) {
  const versions = [channel.stable, channel.candidate].filter((v): v is string => v !== null);
  const loads = new Map(
    (await repo.loadsOf(db, channel.remote, versions)).map((row) => [row.version, row]),
  );
  const health = async (version: string | null) => {
    if (version === null) return null;
    const row = loads.get(version);
    const good = (row?.loads ?? 0) - (row?.failures ?? 0);
    return {
      loads: row?.loads ?? 0,
      failures: row?.failures ?? 0,
      mean_ms: good > 0 ? Math.round(row!.ok_duration_ms / good) : null,
      top_failures: await repo.failuresOf(db, channel.remote, version, SHOWN_FAILURE_KINDS),
    };
  };
  const events = await repo.recentEvents(db, channel.remote, eventCount);
  // Where a version came from: its commit and build time, and who published it when.
  const origin = async (version: string | null) => {
    const row = version === null ? undefined : await repo.findVersion(db, channel.remote, version);
    return row
      ? {
          commit: row.source_commit,
          built_at: row.built_at,
          published_at: row.published_at,
          published_by: row.published_by,
        }
      : null;
  };
  return {
    remote: channel.remote,
    revision: channel.revision,
    stable: channel.stable,
    candidate: channel.candidate,
    percent: channel.candidate_percent,
    rules: parse<CandidateRules>(channel.candidate_rules),
    health: {
      stable: await health(channel.stable),
      candidate: await health(channel.candidate),
    },
    origin: {
      stable: await origin(channel.stable),
      candidate: await origin(channel.candidate),
    },
    events: events.map((event) => ({
      kind: event.kind,
      version: event.version,
      at: event.at,
      by: event.by,
      detail: parse<Record<string, unknown>>(event.detail),
    })),
  };
}

/**
 * A browser's report of one load of a remote (the telemetry runtime plugin). When the version is
 * the remote's candidate and, over at least `minLoads` loads, fails more often than stable by
 * more than the margin, the registry withdraws the candidate on its own and records why.
 */
/** A load ticket's one use (load-tickets.ts): true the first time, on any node. */
export const useLoadTicket = (deps: RemotesDeps, hash: string, until: Date, now: Date) =>
  repo.useLoadTicket(deps.db, hash, { until: until.toISOString(), now: now.toISOString() });

export async function recordLoad(
  deps: RemotesDeps,
  report: Pick<RemoteLoadReport, 'remote' | 'version' | 'ok' | 'phase' | 'duration_ms' | 'error'>,
  /** Where it came from: a hash of the address, never the address. */
  source: string,
): Promise<{ withdrawn: boolean; sources: number; inRollout: boolean }> {
  const channel = await repo.findChannel(deps.db, report.remote);
  // Slow against stable's mean good load time (the staged rollout's load-time trials).
  const stableRow = channel?.stable
    ? (await repo.loadsOf(deps.db, report.remote, [channel.stable]))[0]
    : undefined;
  const stableGood = (stableRow?.loads ?? 0) - (stableRow?.failures ?? 0);
  await repo.countLoad(deps.db, report.remote, report.version, {
    failure: report.ok ? null : { phase: report.phase, code: failureCode(report.error) },
    durationMs: report.duration_ms,
    hour: deps.now().toISOString().slice(0, 13),
    slow: isSlow(
      report.duration_ms,
      stableGood > 0 ? stableRow!.ok_duration_ms / stableGood : null,
    ),
  });
  const sources = await repo.countLoadSource(deps.db, report.remote, report.version, source);
  const untouched = { withdrawn: false, sources, inRollout: false };
  if (!channel || channel.candidate !== report.version) return untouched;
  // A candidate in a staged rollout is judged by its sequential test (staged-rollout.ts), which
  // the caller runs next.
  const rollout = await findRollout(deps.db, report.remote);
  if (rollout?.version === report.version && ['running', 'paused'].includes(rollout.state))
    return { ...untouched, inRollout: true };
  const rows = await repo.loadsOf(
    deps.db,
    report.remote,
    [channel.candidate, channel.stable].filter((v): v is string => v !== null),
  );
  const of = (version: string | null) => rows.find((row) => row.version === version);
  const candidate = of(channel.candidate)!;
  if (candidate.loads < deps.canary.minLoads || sources < deps.canary.minSources) return untouched;
  const stable = of(channel.stable);
  const rate = (row: { loads: number; failures: number } | undefined) =>
    row && row.loads > 0 ? row.failures / row.loads : 0;
  if (rate(candidate) - rate(stable) <= deps.canary.margin) return untouched;
  const at = deps.now().toISOString();
  const [mostly] = await repo.failuresOf(deps.db, report.remote, channel.candidate!, 1);
  const reason = `failure rate ${Math.round(rate(candidate) * 100)}% over ${candidate.loads} loads, stable ${Math.round(rate(stable) * 100)}%${mostly ? `; mostly ${mostly.phase} ${mostly.code} (${mostly.count})` : ''}`;
  const swapped = await repo.swapChannel(
    deps.db,
    report.remote,
    channel.revision,
    {
      stable: channel.stable,
      candidate: null,
      candidate_percent: 0,
      candidate_rules: '{}',
      candidate_since: null,
    },
    { at, by: 'telemetry' },
  );
  // Another node withdrew it first (or a team changed it): nothing more to do.
  if (!swapped) return untouched;
  await repo.insertEvent(deps.db, {
    remote: report.remote,
    kind: 'withdraw',
    version: channel.candidate,
    detail: {
      reason,
      candidate: { loads: candidate.loads, failures: candidate.failures },
      stable: stable ? { loads: stable.loads, failures: stable.failures } : null,
    },
    at,
    by: 'telemetry',
  });
  invalidate(deps.db);
  return { withdrawn: true, sources, inRollout: false };
}

/**
 * A build on this node's disk (what `pnpm build` leaves in the remotes folder: version folders
 * and a remotes.json naming them): at boot, each listed version is published through the same
 * gate, and made stable only for a remote with nothing live yet; then the file is set aside. A
 * restart never changes a live channel: a canary stays a canary, a rollback stays rolled back.
 */
export async function importLocalRegistry(
  deps: RemotesDeps,
  remotesDir: string,
  log: (message: string) => void,
) {
  const file = path.join(remotesDir, 'remotes.json');
  let local: Registry;
  try {
    local = JSON.parse(await fs.readFile(file, 'utf8')) as Registry;
  } catch {
    return;
  }
  for (const [remote, entry] of Object.entries(local.remotes ?? {})) {
    const match = entry.manifest.match(/^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/);
    try {
      let version: string;
      if (!match) {
        version = (
          await registerExternalVersion(deps, remote, {
            manifest: entry.manifest,
            routes: entry.routes,
            by: 'local build',
          })
        ).version;
      } else {
        const folder = path.join(remotesDir, match[1]!, match[2]!);
        const files = await readFolder(folder);
        if (!files.has('routes.json'))
          files.set('routes.json', Buffer.from(JSON.stringify(entry.routes)));
        version = (
          await publishVersion(deps, remote, files, { by: 'local build', version: match[2] })
        ).version;
      }
      await repo.ensureChannel(deps.db, remote, deps.now().toISOString(), 'local build');
      const channel = (await repo.findChannel(deps.db, remote))!;
      // A restart never changes what teams made live (issue 23 §3): a local build goes live
      // only where nothing is live yet (a fresh demo); otherwise it waits to be deployed.
      if (channel.stable === null)
        await changeChannel(
          deps,
          remote,
          { expectedRevision: channel.revision, stable: version, candidate: null },
          { by: 'local build', kind: 'stable' },
        );
      else if (channel.stable !== version)
        log(
          `${remote} ${version} from the local build is published, not live (live: ${channel.stable}${channel.candidate ? `, candidate ${channel.candidate}` : ''}); deploy it with pnpm remote:deploy ${remote} --no-build`,
        );
    } catch (error) {
      log(`${remote} from the local build was not made live: ${(error as Error).message}`);
    }
  }
  await fs
    .rename(file, `${file}.imported-${Date.now()}-${randomBytes(3).toString('hex')}`)
    .catch(() => undefined);
}

export { notFound };

/**
 * A secret every node shares (override links' key, the traffic source's), made at the first
 * start and kept in the database; when two nodes make one at once, the first stored wins.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  const found = await repo.findSecret(db, name);
  if (found) return found.value;
  await repo.insertSecret(
    db,
    name,
    randomBytes(32).toString('base64url'),
    new Date().toISOString(),
  );
  return (await repo.findSecret(db, name))!.value;
}

/** Versions the console lists per remote (newest first). */
const CONSOLE_VERSIONS = 50;
/** Events the console lists per remote (newest first). */
const CONSOLE_EVENTS = 50;

/**
 * What the delivery console shows of one remote (issue 28 §2): its channel and health as
 * `status` says, the last events, every version with its origin, and loads per hour.
 */
export async function delivery(db: Db, remote: string, telemetryHours: number, now = new Date()) {
  const channel = await repo.findChannel(db, remote);
  if (!channel) return null;
  const since = new Date(now.getTime() - telemetryHours * 3_600_000).toISOString().slice(0, 13);
  const [entry, versions, hours] = await Promise.all([
    channelStatus(db, channel, CONSOLE_EVENTS),
    repo.versionsOf(db, remote, CONSOLE_VERSIONS),
    repo.loadsPerHour(db, remote, since),
  ]);
  return {
    remote: entry,
    versions: versions.map((row) => ({
      version: row.version,
      commit: row.source_commit,
      built_at: row.built_at,
      published_at: row.published_at,
      published_by: row.published_by,
    })),
    telemetry: hours.map((row) => {
      const good = row.loads - row.failures;
      return {
        version: row.version,
        hour: row.hour,
        loads: row.loads,
        failures: row.failures,
        mean_ms: good > 0 ? Math.round(row.ok_duration_ms / good) : null,
      };
    }),
  };
}
