import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import { preparingPool } from './pg-prepared';
import { sqliteReadersDialect } from './sqlite-readers';
import pg from 'pg';
import type { Database } from './database';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the SQLite file is used. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /**
   * Who this connection is, as PostgreSQL lists it (`pg_stat_activity.application_name`): a
   * node names itself so `db:restore` can tell which nodes are still connected.
   */
  nodeName?: string;
  /** Named prepared statements (pg-prepared.ts); off behind a pooler that cannot carry them. */
  namedStatements?: boolean;
}

/** The application name a node's connections carry: `amora node <name>[ (<schema>)]`. */
export const NODE_APPLICATION_PREFIX = 'amora node ';

export function nodeApplicationName(nodeName: string, databaseUrl: string): string {
  const schema = schemaOfUrl(databaseUrl);
  // PostgreSQL keeps 63 bytes: the schema (a test's, or a shared server's) goes first.
  const suffix = schema ? ` (${schema})` : '';
  return `${NODE_APPLICATION_PREFIX}${nodeName}`.slice(0, 63 - suffix.length) + suffix;
}

/** The schema a URL scopes its connections to (`?options=-c search_path=…`), if any. */
export function schemaOfUrl(databaseUrl: string): string | null {
  const options = new URL(databaseUrl).searchParams.get('options') ?? '';
  return /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1] ?? null;
}

/**
 * What a node hears when its PostgreSQL connections break (a restart, a failover, a terminated
 * backend, a firewall dropping idle connections) and when one opens again: both once per outage.
 */
export interface ConnectionWatcher {
  lost(error: unknown): void;
  back(): void;
}

/**
 * How long a request waits for a connection (a free one from the pool, or a new one to a server
 * that does not answer) before it fails as unavailable: a database away never hangs a request.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
/** Connections in the pool of each node. */
const POOL_SIZE = 10;

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's connection pool (its size and waiters are metrics); null on SQLite. */
  pool: pg.Pool | null;
}

/** Opens the database: PostgreSQL when a URL is configured, else an embedded SQLite file. */
export function openDatabase(
  options: DatabaseOptions,
  watcher: ConnectionWatcher = { lost: () => {}, back: () => {} },
): DatabaseConnection {
  if (options.databaseUrl) {
    // The pool reads everything (including `?options=-c search_path=…`) from the URL.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      ...(options.nodeName
        ? { application_name: nodeApplicationName(options.nodeName, options.databaseUrl) }
        : {}),
      max: POOL_SIZE,
      // One connection stays open however idle the node: `db:restore` sees every node by it.
      min: 1,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A firewall or NAT that silently drops an idle connection is noticed, not waited on.
      keepAlive: true,
    });
    const outage = connectionOutage(watcher);
    // An idle connection that breaks is an 'error' on the pool: unheard, it ends the process.
    pool.on('error', outage.lost);
    pool.on('connect', (client) => {
      // And one held between two queries (in a transaction) is an 'error' on that client,
      // which pg-pool does not listen to while it is lent out: heard here, from its first
      // moment, for as long as it lives. It fails its next query and leaves the pool.
      client.on('error', outage.lost);
      outage.connected();
    });
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: preparingPool(pool, { named: options.namedStatements ?? true }),
        }),
      }),
      dialect: 'postgres',
      pool,
    };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const writer = new SQLite(options.sqliteFile);
  // WAL lets readers run during a write; busy_timeout waits instead of failing on a lock
  // (another process, e.g. a migration CLI); SQLite leaves foreign keys off unless asked.
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('foreign_keys = ON');
  // The reader answers SELECTs outside transactions (sqlite-readers.ts, ADR 0015).
  const reader = new SQLite(options.sqliteFile);
  reader.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: sqliteReadersDialect(withStatementCache(writer), withStatementCache(reader)),
    }),
    dialect: 'sqlite',
    pool: null,
  };
}

/** More distinct statements than the app has queries; only a runaway would push old ones out. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles a statement on each prepare():
 * a fifth of a chat-list request went there. Queries with the same SQL text (parameters are
 * bound separately) reuse one compiled statement. Written here because Kysely has no option
 * for it; statements run synchronously, so one is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => void sqlite.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (statement === undefined) {
        statement = sqlite.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value!);
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

/** Reports an outage once when connections start breaking, and once when one opens again. */
function connectionOutage(watcher: ConnectionWatcher) {
  let away = false;
  return {
    lost(error: unknown) {
      if (away) return;
      away = true;
      watcher.lost(error);
    },
    connected() {
      if (!away) return;
      away = false;
      watcher.back();
    },
  };
}
