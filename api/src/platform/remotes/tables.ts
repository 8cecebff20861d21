import type { Generated, Selectable } from 'kysely';

/** A published build of a remote (migration 0023): immutable once published. */
export interface RemoteVersionTable {
  remote: string;
  version: string;
  content_hash: string;
  manifest: string;
  /** JSON: OwnedRoute[]. */
  routes: string;
  /** JSON: string[]. */
  widgets: string;
  /** JSON: { package: required version range }. */
  shared: string;
  /** JSON: { file: 'sha384-…' }. */
  integrity: string;
  published_at: string;
  published_by: string;
  /** The commit the build came from (`-dirty` when the tree had changes), when it said. */
  source_commit: string | null;
  /** When it was built, when it said (not when published). */
  built_at: string | null;
  /** JSON: KernelImports (the kernel names it uses and their shapes), when its build said. */
  kernel_uses: string | null;
}

/** Which versions of a remote browsers get: stable, and maybe a candidate for some of them. */
export interface RemoteChannelTable {
  remote: string;
  stable: string | null;
  candidate: string | null;
  candidate_percent: Generated<number>;
  /** JSON: CandidateRules. */
  candidate_rules: Generated<string>;
  candidate_since: string | null;
  revision: Generated<number>;
  updated_at: string;
  updated_by: string;
}

export interface RemoteEventTable {
  id: Generated<number>;
  remote: string;
  kind: string;
  version: string | null;
  detail: Generated<string>;
  at: string;
  by: string;
}

/** Loads reported by browsers (the telemetry runtime plugin), per remote version. */
export interface RemoteLoadTable {
  remote: string;
  version: string;
  loads: Generated<number>;
  failures: Generated<number>;
  /** The sum of the good loads' durations. */
  ok_duration_ms: Generated<number>;
  /** Good loads that were slow (sequential-test.ts isSlow): the load-time test's trials. */
  slow_loads: Generated<number>;
  /** Sign-up starts of visitors given this version (landers: its conversion). */
  signup_starts: Generated<number>;
}

/** A remote's staged rollout, current or last (migration 0065). */
export interface RemoteRolloutTable {
  remote: string;
  version: string;
  /** JSON: number[], the shares in percent, the last 100. */
  stages: string;
  /** Index into stages. */
  stage: number;
  confidence: number;
  state: 'running' | 'paused' | 'promoted' | 'withdrawn' | 'stopped';
  /** JSON: LoadCounts of the candidate when the stage began. */
  baseline: string;
  stage_since: string;
  /** JSON: LoadCounts of the candidate when the rollout began. */
  started_counts: string;
  /** JSON: the last judgement. */
  decision: string | null;
  started_at: string;
  started_by: string;
  updated_at: string;
}

/** Loads of a version in one hour (`YYYY-MM-DDTHH`, UTC): the console's charts (migration 0049). */
export interface RemoteLoadHourTable {
  remote: string;
  version: string;
  hour: string;
  loads: Generated<number>;
  failures: Generated<number>;
  ok_duration_ms: Generated<number>;
}

/** A version's failed loads by the phase they failed in and the error's code. */
export interface RemoteLoadFailureTable {
  remote: string;
  version: string;
  phase: string;
  code: string;
  count: Generated<number>;
}

/** A secret every node shares (the override links' signing key), made at first start. */
export interface PlatformSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** A team's deploy token made at a first start (migration 0027): its SHA-256, never itself. */
export interface DeployTokenTable {
  /** A remote's name, or `*` for the platform team. */
  name: string;
  token_hash: string;
  created_at: string;
}

/** A deploy token made from the delivery console for one remote (migration 0050). */
export interface NamedDeployTokenTable {
  id: Generated<number>;
  remote: string;
  label: string;
  token_hash: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A hashed address a version's load came from (migration 0028). */
/** A load ticket that counted its load (one use each), until it expires. */
export interface RemoteLoadTicketTable {
  ticket_hash: string;
  until: string;
}

export interface RemoteLoadSourceTable {
  remote: string;
  version: string;
  source: string;
}

/** A version's file, when builds are kept in the database (several nodes, no bucket). */
export interface RemoteFileTable {
  remote: string;
  version: string;
  file: string;
  data: Buffer;
}

export interface RemotesTables {
  remote_file: RemoteFileTable;
  deploy_token: DeployTokenTable;
  named_deploy_token: NamedDeployTokenTable;
  remote_load_source: RemoteLoadSourceTable;
  remote_load_ticket: RemoteLoadTicketTable;
  platform_secret: PlatformSecretTable;
  remote_version: RemoteVersionTable;
  remote_channel: RemoteChannelTable;
  remote_event: RemoteEventTable;
  remote_load: RemoteLoadTable;
  remote_load_failure: RemoteLoadFailureTable;
  remote_load_hour: RemoteLoadHourTable;
  remote_rollout: RemoteRolloutTable;
}

export type RemoteVersionRow = Selectable<RemoteVersionTable>;
export type RemoteChannelRow = Selectable<RemoteChannelTable>;
export type RemoteRolloutRow = Selectable<RemoteRolloutTable>;
