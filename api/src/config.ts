import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (parent of api/): relative paths in the environment resolve against it. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every environment variable the server reads, validated at boot. The defaults are the
 * embedded mode: one process, SQLite under data/, no other services.
 */
const envSchema = z.object({
  /**
   * production (the default): safe, refuses to start without what a real site needs, no demo
   * conveniences. demo: everything embedded, demo data, the outbox for this machine's browsers.
   */
  APP_MODE: z.enum(['production', 'demo']).default('production'),
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to bind; 0.0.0.0 serves the whole network, 127.0.0.1 only this machine. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection URL (postgres://user:pass@host:5432/db). Unset: SQLite. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL's named prepared statements (ADR 0018): on by default. Behind PgBouncer in
   * transaction mode before 1.21 (which cannot carry them between server connections), false.
   */
  DATABASE_NAMED_STATEMENTS: flag.default(true),
  /** Root of everything the server writes (SQLite file, uploads, remote builds). */
  DATA_DIR: z.string().min(1).default('data'),
  /** SQLite database file when DATABASE_URL is unset. Default: $DATA_DIR/app.sqlite. */
  SQLITE_FILE: z.string().min(1).optional(),
  /** The shell's production build (index.html and its assets). */
  SHELL_DIST: z.string().min(1).default('shell/dist'),
  /** The back office's production build, served under /backoffice/. */
  BACKOFFICE_DIST: z.string().min(1).default('backoffice/dist'),
  /** Remote builds, as `<name>/<version>/…`, plus the registry remotes.json. Default: $DATA_DIR/remotes. */
  REMOTES_DIR: z.string().min(1).optional(),
  /** Processed member photos, served under /uploads/. Default: $DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** S3-compatible bucket for member photos; unset keeps them under UPLOADS_DIR (embedded). */
  S3_BUCKET: z.string().min(1).optional(),
  /** The S3-compatible service's URL (MinIO, R2, …); unset with S3_BUCKET: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  /** The bucket's region. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bucket in the URL path rather than the host name (most S3-compatible services). */
  S3_FORCE_PATH_STYLE: flag.default(true),
  /** Key prefix for photos inside the bucket. */
  S3_PREFIX: z.string().default(''),
  /** auto: uploaded photos that pass the checks are shown at once; manual: after review. */
  PHOTO_MODERATION: z.enum(['auto', 'manual']).default('auto'),
  /** GIPHY API key for the chat's GIF search; unset: the bundled GIF catalogue (embedded). */
  GIPHY_API_KEY: z.string().min(1).optional(),
  /** GIPHY's API address, for a proxy in front of it; unset: GIPHY's own. */
  GIPHY_API_URL: z.string().url().optional(),
  /**
   * Mollie API key (test_… or live_…): payments go through Mollie. Unset: the sandbox PSP
   * built into the product (embedded default), with its hosted checkout under /sandbox-checkout/.
   */
  MOLLIE_API_KEY: z.string().min(1).optional(),
  /** Mollie's API address, for a proxy in front of it; unset: Mollie's own. */
  MOLLIE_API_URL: z.string().url().optional(),
  /**
   * The payment provider: mollie (needs MOLLIE_API_KEY) or sandbox (the built-in test PSP).
   * Unset: Mollie when MOLLIE_API_KEY is set, else the sandbox in demo mode. Production runs the
   * sandbox only when told so (a staging site), and then says so on every page.
   */
  PAYMENTS: z.enum(['mollie', 'sandbox']).optional(),
  /**
   * The secret the sandbox PSP signs its webhooks with. Unset: a random one per start, which is
   * right for one process; several nodes behind one address need the same value.
   */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How long the sandbox's "pending, then paid" outcome stays pending (milliseconds). */
  SANDBOX_PENDING_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** Demo members answer messages on the demo site (demo mode), showing typing first. */
  DEMO_RESPONDER: flag.optional(),
  /** How long a demo member takes to answer (milliseconds); typing shows a third of the way. */
  DEMO_REPLY_AFTER_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Public origin (https://example.com) for links in e-mails; never taken from the Host header. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Site whose settings answer requests for a domain that has no site of its own. */
  DEFAULT_SITE_DOMAIN: z.string().min(1).default('localhost'),
  /** Seed the demo site, members and accounts on first start (demo mode only; default there). */
  SEED_DEMO: flag.optional(),
  /** Render demo profile photos while seeding; off gives every demo member one shared placeholder. */
  SEED_IMAGES: flag.default(true),
  /** SMTP server for mail (smtp:// or smtps://user:pass@host:port). Unset: the outbox (embedded). */
  SMTP_URL: z.string().url().optional(),
  /** An HTTP SMS gateway for the direct-debit codes; unset: the SMS outbox (embedded default). */
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** The gateway's bearer token (required with SMS_GATEWAY_URL). */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /**
   * Sender address of the product's mails; the display name is the site's mail_name. Demo
   * default: no-reply@localhost; production requires one of the site's own domain.
   */
  MAIL_FROM: z
    .string()
    .regex(/^[^\s@<>",]+@[^\s@<>",]+$/, 'must be an e-mail address, e.g. no-reply@example.com')
    .optional(),
  /**
   * Offer direct debit (SEPA, confirmed by an SMS code on the product's own form). In production
   * its codes need SMS_GATEWAY_URL; false offers no direct debit, and needs no SMS gateway.
   */
  DIRECT_DEBIT: flag.default(true),
  /** This node's name in its log lines (several nodes, one log); default: the host's name. */
  NODE_NAME: z.string().min(1).max(64).optional(),
  /**
   * Push services the server may send web pushes to, as origins (a leading `*.` matches any
   * sub-domain): a subscription names the URL the server will call, so only these are accepted.
   */
  PUSH_SERVICES: z
    .string()
    .default(
      'https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://*.notify.windows.com,https://*.push.apple.com',
    )
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  /** The VAPID contact (mailto: or https:) push services may reach; default: MAIL_FROM. */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'Expected a mailto: or https: URL')
    .optional(),
  /** Redis URL (redis://host:6379) for event fan-out and shared rate limits between nodes. */
  REDIS_URL: z.string().url().optional(),
  /** Secure flag on cookies: auto means "when the request came over https, or PUBLIC_ORIGIN is https". */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Which proxies to believe about the client's address and scheme (X-Forwarded-For/-Proto):
   * false (none, the default), true (any), a hop count, or a comma-separated list of addresses
   * and CIDR ranges. Set it behind a TLS-terminating proxy or CDN.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => value !== 'true', {
      message:
        'true would let every client choose its own address (X-Forwarded-For) and void every per-address limit: give the number of proxies in front (1) or their addresses/CIDRs',
    })
    .superRefine((value, ctx) => {
      if (value === 'false' || value === 'true' || /^\d+$/.test(value)) return;
      for (const part of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        // proxy-addr's own names for the private ranges.
        if (['loopback', 'linklocal', 'uniquelocal'].includes(part)) continue;
        const [address, prefix, ...rest] = part.split('/');
        const version = isIP(address ?? '');
        const bits = prefix === undefined ? null : Number(prefix);
        if (
          version === 0 ||
          rest.length > 0 ||
          (bits !== null && (!/^\d+$/.test(prefix!) || bits > (version === 4 ? 32 : 128)))
        )
          ctx.addIssue({
            code: 'custom',
            message: `${part} is not an address or a CIDR range (give the number of proxies in front, or their addresses/CIDRs)`,
          });
        else if (bits === 0)
          ctx.addIssue({
            code: 'custom',
            message: `${part} is every address: like true, it would let every client choose its own address (X-Forwarded-For) and void every per-address limit`,
          });
      }
    })
    .transform((value): false | number | string[] => {
      if (value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  /**
   * Deploy tokens, `name=token` separated by commas: `mf-chat=…` may deploy mf-chat, `*=…` any
   * remote (the platform team). Unset (the demo): one per remote and `*` are made at first start,
   * kept hashed in the database for every node, and written to $DATA_DIR/deploy-tokens.json for
   * this machine's scripts.
   */
  DEPLOY_TOKENS: z.string().min(1).optional(),
  /**
   * Origins remote builds may be served from besides this one (a CDN, teams' dev servers), as
   * `scheme://host` or `scheme://host:port` (`:*` any port).
   */
  REMOTE_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .optional(),
  /**
   * Where published remote builds live: disk (REMOTES_DIR), the database (every node reads it)
   * or the S3 bucket (S3_BUCKET, a CDN in front). Unset: the database with DATABASE_URL (several
   * nodes), else disk.
   */
  REMOTES_STORE: z.enum(['disk', 'database', 's3']).optional(),
  /** A canary is judged after this many loads in browsers… */
  CANARY_MIN_LOADS: z.coerce.number().int().min(1).default(20),
  /** …and withdrawn when its failure rate exceeds stable's by more than this (0–1)… */
  CANARY_MARGIN: z.coerce.number().min(0).max(1).default(0.2),
  /**
   * …over loads from at least this many sources: a logged-in member is one, an anonymous
   * browser counts as its network (IPv4 /24, IPv6 /48), so a few machines cannot tip a candidate.
   */
  CANARY_MIN_SOURCES: z.coerce.number().int().min(1).default(8),
  /** Loads of one version counted per source in ten minutes (browsers behind one NAT count a few). */
  CANARY_LOADS_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Rate limits on login, search, profiles and photos; false only for load tests. */
  RATE_LIMITS: flag.default(true),
  /**
   * The bearer token that reads GET /metrics (Prometheus). Unset: /metrics answers only this
   * machine in the demo, and nobody in production.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * The bearer token an SMTP relay or mail provider calls POST /api/mail-events.php with, to say
   * a member's mail bounced or was reported as spam (issue 25 §3). Unset: the intake is off.
   */
  MAIL_EVENTS_TOKEN: z.string().min(16).optional(),
  /** Log level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppMode = 'production' | 'demo';

export interface Config {
  /** production (default): safe, nothing for show; demo: embedded everything, demo data. */
  mode: AppMode;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Named prepared statements on PostgreSQL (off behind a pooler that cannot carry them). */
  namedStatements: boolean;
  sqliteFile: string;
  dataDir: string;
  shellDist: string;
  backofficeDist: string;
  remotesDir: string;
  uploadsDir: string;
  photoModeration: 'auto' | 'manual';
  /** Set when photos go to an S3-compatible bucket instead of UPLOADS_DIR. */
  s3:
    | { bucket: string; endpoint?: string; region: string; forcePathStyle: boolean; prefix: string }
    | undefined;
  publicOrigin: string | undefined;
  /** Set when the GIF search goes to GIPHY instead of the bundled catalogue. */
  giphy: { apiKey: string; apiUrl?: string } | undefined;
  /** The PSP: Mollie with an API key, else the built-in sandbox. */
  payments:
    | { provider: 'mollie'; apiKey: string; apiUrl?: string }
    | { provider: 'sandbox'; webhookSecret: string; pendingMs: number };
  /**
   * True when nothing a member pays is real although the site is not the demo: production with
   * PAYMENTS=sandbox (a staging site). Every page then says "test payments".
   */
  testPayments: boolean;
  /** On only in demo mode with the demo seed: the generated members it marks fictional answer. */
  demoResponder: { replyAfterMs: number | undefined } | undefined;
  defaultSiteDomain: string;
  seedDemo: boolean;
  seedImages: boolean;
  redisUrl: string | undefined;
  /** Web push: the push services subscriptions may point at, and the VAPID contact. */
  push: { services: string[]; subject: string };
  /** 'auto': Secure when the request came over https (directly or through a trusted proxy). */
  cookieSecure: boolean | 'auto';
  trustProxy: false | number | string[];
  rateLimits: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Direct debit is offered (its SMS codes leave through the gateway in production). */
  directDebit: boolean;
  /** This node's name in its access lines. */
  nodeName: string;
  /** Set when SMS go to an HTTP gateway instead of the outbox. */
  smsGateway: { url: string; token: string } | undefined;
  /** Deploys (issue 12): tokens by name (a remote or `*`), or null to make them at first start. */
  deployTokens: Map<string, string> | null;
  remoteOrigins: string[];
  remotesStore: 'disk' | 'database' | 's3';
  canary: { minLoads: number; margin: number; minSources: number; loadsPerAddress: number };
  /** Reads /metrics; unset: this machine in the demo, nobody in production. */
  metricsToken: string | undefined;
  /** Lets POST /api/mail-events.php in; unset: the intake answers 404. */
  mailEventsToken: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

/** Thrown at boot with every invalid variable listed, so a bad deploy fails loudly and early. */
export class ConfigError extends Error {}

/**
 * Prefixes of the server's own variables: one of these the server does not know is a typo
 * (`SMTP_HOST` for `SMTP_URL`) that would otherwise fall back to a default without a word.
 */
const OWN_PREFIXES = [
  'APP_',
  'DATABASE_',
  'SQLITE_',
  'SHELL_',
  'REMOTES_',
  'REMOTE_',
  'UPLOADS_',
  'S3_',
  'PHOTO_',
  'GIPHY_',
  'MOLLIE_',
  'SANDBOX_',
  'DEMO_',
  'PUBLIC_',
  'SEED_',
  'SMTP_',
  'SMS_',
  'MAIL_',
  'PUSH_',
  'REDIS_',
  'COOKIE_',
  'TRUST_',
  'DEPLOY_',
  'CANARY_',
  'RATE_',
  'LOG_',
  'METRICS_',
];
/** Variables with those prefixes that belong to the tools around the server, not to it. */
const TOOL_VARIABLES = new Set(['DEPLOY_URL', 'DEPLOY_TOKEN']);

/** Origins of a developer's own machine: fine for dev servers in the demo, never in production. */
const DEMO_REMOTE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
/** The demo's sender: its mails stay in the outbox. */
const DEMO_MAIL_FROM = 'no-reply@localhost';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the database is, from the environment alone: for the operator's commands (site:create,
 * admin:create, db:backup), which need nothing else a server needs.
 */
export function databaseConfig(env: Record<string, string | undefined> = process.env) {
  const given = (name: string) => (env[name] === '' ? undefined : env[name]);
  const dataDir = path.resolve(repoRoot, given('DATA_DIR') ?? 'data');
  const sqlite = given('SQLITE_FILE');
  return {
    databaseUrl: given('DATABASE_URL'),
    namedStatements: !['false', '0', 'no'].includes(given('DATABASE_NAMED_STATEMENTS') ?? ''),
    sqliteFile: sqlite ? path.resolve(repoRoot, sqlite) : path.join(dataDir, 'app.sqlite'),
    dataDir,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as in most process managers' env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const problems: string[] = [];
  const known = new Set(Object.keys(envSchema.shape));
  for (const name of Object.keys(present).sort()) {
    if (known.has(name) || TOOL_VARIABLES.has(name)) continue;
    if (OWN_PREFIXES.some((prefix) => name.startsWith(prefix)))
      problems.push(`${name}: not a setting of this server (a typo?)`);
  }
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw configError(problems);
  }
  const e = parsed.data;
  const demo = e.APP_MODE === 'demo';
  if (e.REMOTES_STORE === 's3' && !e.S3_BUCKET) problems.push('REMOTES_STORE=s3 needs S3_BUCKET');
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_TOKEN)
    problems.push('SMS_GATEWAY_URL needs SMS_GATEWAY_TOKEN');
  if (e.PAYMENTS === 'mollie' && !e.MOLLIE_API_KEY)
    problems.push('PAYMENTS=mollie needs MOLLIE_API_KEY');
  if (e.PAYMENTS === 'sandbox' && e.MOLLIE_API_KEY)
    problems.push('PAYMENTS=sandbox contradicts MOLLIE_API_KEY: say which provider takes payments');
  if (!demo) problems.push(...productionProblems(e));
  if (problems.length > 0) throw configError(problems);

  const fromRoot = (p: string) => path.resolve(repoRoot, p);
  const dataDir = fromRoot(e.DATA_DIR);
  const seedDemo = e.SEED_DEMO ?? demo;
  const sandbox = e.PAYMENTS === 'sandbox' || (!e.PAYMENTS && !e.MOLLIE_API_KEY);
  const mailFrom = e.MAIL_FROM ?? DEMO_MAIL_FROM;
  return {
    mode: e.APP_MODE,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    namedStatements: e.DATABASE_NAMED_STATEMENTS,
    sqliteFile: e.SQLITE_FILE ? fromRoot(e.SQLITE_FILE) : path.join(dataDir, 'app.sqlite'),
    dataDir,
    shellDist: fromRoot(e.SHELL_DIST),
    backofficeDist: fromRoot(e.BACKOFFICE_DIST),
    remotesDir: e.REMOTES_DIR ? fromRoot(e.REMOTES_DIR) : path.join(dataDir, 'remotes'),
    uploadsDir: e.UPLOADS_DIR ? fromRoot(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    photoModeration: e.PHOTO_MODERATION,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    publicOrigin: e.PUBLIC_ORIGIN,
    giphy: e.GIPHY_API_KEY
      ? { apiKey: e.GIPHY_API_KEY, ...(e.GIPHY_API_URL ? { apiUrl: e.GIPHY_API_URL } : {}) }
      : undefined,
    payments:
      !sandbox && e.MOLLIE_API_KEY
        ? {
            provider: 'mollie',
            apiKey: e.MOLLIE_API_KEY,
            ...(e.MOLLIE_API_URL ? { apiUrl: e.MOLLIE_API_URL } : {}),
          }
        : {
            provider: 'sandbox',
            webhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url'),
            pendingMs: e.SANDBOX_PENDING_MS,
          },
    testPayments: sandbox && !demo,
    demoResponder:
      demo && (e.DEMO_RESPONDER ?? true) && seedDemo
        ? { replyAfterMs: e.DEMO_REPLY_AFTER_MS }
        : undefined,
    defaultSiteDomain: e.DEFAULT_SITE_DOMAIN.toLowerCase(),
    seedDemo,
    push: { services: e.PUSH_SERVICES, subject: e.PUSH_SUBJECT ?? `mailto:${mailFrom}` },
    seedImages: e.SEED_IMAGES,
    redisUrl: e.REDIS_URL,
    cookieSecure:
      e.COOKIE_SECURE === 'auto'
        ? e.PUBLIC_ORIGIN?.startsWith('https:') || 'auto'
        : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    directDebit: e.DIRECT_DEBIT,
    nodeName: e.NODE_NAME ?? os.hostname(),
    smsGateway:
      e.SMS_GATEWAY_URL && e.SMS_GATEWAY_TOKEN
        ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN }
        : undefined,
    logLevel: e.LOG_LEVEL,
    deployTokens: e.DEPLOY_TOKENS ? parseDeployTokens(e.DEPLOY_TOKENS) : null,
    remoteOrigins: e.REMOTE_ORIGINS ?? (demo ? DEMO_REMOTE_ORIGINS : []),
    remotesStore: e.REMOTES_STORE ?? (e.DATABASE_URL ? 'database' : 'disk'),
    canary: {
      minLoads: e.CANARY_MIN_LOADS,
      margin: e.CANARY_MARGIN,
      minSources: e.CANARY_MIN_SOURCES,
      loadsPerAddress: e.CANARY_LOADS_PER_ADDRESS,
    },
    metricsToken: e.METRICS_TOKEN,
    mailEventsToken: e.MAIL_EVENTS_TOKEN,
  };
}

/**
 * What production mode needs and the demo fakes: each missing or contradictory setting, named.
 * A real site needs links that point at itself, mail and SMS that really leave, a real PSP (or
 * the sandbox asked for by name, for a staging site), deploy tokens the operator chose, and with
 * several nodes (DATABASE_URL) storage every node reads.
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(e.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN is required: the https origin members reach the site at');
  if (e.PUBLIC_ORIGIN) {
    const origin = new URL(e.PUBLIC_ORIGIN);
    need(
      origin.protocol === 'https:' || LOOPBACK_HOSTS.has(origin.hostname),
      'PUBLIC_ORIGIN must be https (plain http only for a site on this machine)',
    );
  }
  need(e.SMTP_URL, 'SMTP_URL is required: mail must leave (the outbox is for the demo)');
  need(
    e.MAIL_FROM,
    "MAIL_FROM is required: the address mail is sent from, e.g. no-reply@<the site's domain>",
  );
  need(
    !e.MAIL_FROM?.endsWith('@localhost'),
    'MAIL_FROM must not be @localhost in production: receiving servers refuse such mail',
  );
  need(
    e.SMS_GATEWAY_URL || !e.DIRECT_DEBIT,
    'SMS_GATEWAY_URL is required while direct debit is offered: its codes must leave (the SMS outbox is for the demo); DIRECT_DEBIT=false offers none',
  );
  need(e.DEPLOY_TOKENS, "DEPLOY_TOKENS is required: the teams' deploy tokens, name=token,…");
  need(
    e.MOLLIE_API_KEY || e.PAYMENTS === 'sandbox',
    'MOLLIE_API_KEY is required (or PAYMENTS=sandbox for a staging site where nothing is charged)',
  );
  need(e.SEED_DEMO !== true, 'SEED_DEMO=true: the demo data exists in demo mode only');
  need(
    e.DEMO_RESPONDER !== true,
    'DEMO_RESPONDER=true: the demo responder exists in demo mode only',
  );
  need(e.RATE_LIMITS, 'RATE_LIMITS=false: rate limits stay on in production');
  need(
    !(e.REMOTE_ORIGINS ?? []).some((origin) =>
      DEMO_REMOTE_ORIGINS.some((local) => origin.startsWith(local.replace(':*', ''))),
    ),
    'REMOTE_ORIGINS names this machine: dev servers are for the demo',
  );
  if (e.DATABASE_URL) {
    need(e.S3_BUCKET, 'S3_BUCKET is required with DATABASE_URL: every node must read the photos');
    need(
      e.REMOTES_STORE !== 'disk',
      'REMOTES_STORE=disk with DATABASE_URL: the other nodes would not find the remote builds (use database or s3)',
    );
    need(
      !(e.PAYMENTS === 'sandbox') || e.SANDBOX_WEBHOOK_SECRET,
      'SANDBOX_WEBHOOK_SECRET is required with DATABASE_URL and PAYMENTS=sandbox: every node checks the webhooks',
    );
  }
  return problems;
}

function configError(problems: string[]): ConfigError {
  return new ConfigError(
    `Invalid environment (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
}

/** `mf-chat=abc,*=xyz` → name → token; a malformed entry fails the boot. */
function parseDeployTokens(value: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, token] = part.split('=');
    if (!name || !token || token.length < 16)
      throw configError(['DEPLOY_TOKENS: entries are name=token, tokens of 16 characters or more']);
    tokens.set(name, token);
  }
  return tokens;
}
