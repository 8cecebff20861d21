import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the SQLite file is used. */
  databaseUrl: string | undefined;
  sqliteFile: string;
}

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Opens the database: PostgreSQL when a URL is configured, else an embedded SQLite file. */
export function openDatabase(options: DatabaseOptions): DatabaseConnection {
  if (options.databaseUrl) {
    // The pool reads everything (including `?options=-c search_path=…`) from the URL.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  // WAL lets readers run during a write; busy_timeout waits instead of failing on a lock
  // (another process, e.g. a migration CLI); SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
  };
}
