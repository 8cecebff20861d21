import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { NODE_APPLICATION_PREFIX, schemaOfUrl } from '../db/connection';

/**
 * Backups of the database (issue 23 §6). SQLite through its online backup API, page by page while
 * the server keeps serving (a consistent copy as of the moment it finishes); PostgreSQL through
 * pg_dump and pg_restore (its custom format), which must be on the PATH. A URL scoped to one
 * schema (`?options=-c search_path=…`) backs up and restores that schema only.
 */

export async function backUpSqlite(databaseFile: string, backupFile: string): Promise<void> {
  const db = new SQLite(databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // Every page in one step, under one read transaction: copied a hundred pages at a time, a
    // backup starts over whenever a server writes in between, and on a busy site never ends.
    await db.backup(backupFile, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in the database file's place. The servers must be stopped: a running one would
 * go on with the file it has open.
 */
export async function restoreSqlite(backupFile: string, databaseFile: string): Promise<void> {
  const backup = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    const [check] = backup.pragma('integrity_check') as Array<{ integrity_check: string }>;
    if (check?.integrity_check !== 'ok')
      throw new Error(`${backupFile} is damaged: ${check?.integrity_check}`);
  } finally {
    backup.close();
  }
  // The backup is a whole database file: it takes the old one's place in one rename, and the
  // old one's write-ahead log goes with it.
  const incoming = `${databaseFile}.restoring`;
  await fs.copyFile(backupFile, incoming);
  for (const suffix of ['-wal', '-shm']) await fs.rm(`${databaseFile}${suffix}`, { force: true });
  await fs.rename(incoming, databaseFile);
}

/** The schema a test or a shared database scopes the URL to, and the URL without it. */
function schemaOf(url: string): { url: string; schema: string | null } {
  const parsed = new URL(url);
  parsed.searchParams.delete('options');
  return { url: parsed.toString(), schema: schemaOfUrl(url) };
}

/**
 * The servers connected to the database now, each named: a restore under them loses what they
 * write meanwhile (SQLite: they go on with the replaced file; PostgreSQL: their writes land
 * between the restore's statements or are wiped by it). PostgreSQL: the nodes' connections by
 * their application name (and address); SQLite: the processes holding the file open (Linux's
 * /proc; elsewhere nothing can be seen, and nothing is named).
 */
export async function connectedNodes(config: {
  databaseUrl: string | undefined;
  sqliteFile: string;
}): Promise<string[]> {
  if (config.databaseUrl) return connectedPostgresNodes(config.databaseUrl);
  return processesHolding(config.sqliteFile);
}

async function connectedPostgresNodes(databaseUrl: string): Promise<string[]> {
  const schema = schemaOfUrl(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection the server ends fails the query with its reason, rather than the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; address: string | null }>(
      `select distinct application_name as name, host(client_addr) as address
       from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()
         and application_name like $1 and ($2::text is null or application_name like $3)
       order by 1, 2`,
      [`${NODE_APPLICATION_PREFIX}%`, schema, `% (${schema})`],
    );
    return rows.map(({ name, address }) =>
      address
        ? `${name.slice(NODE_APPLICATION_PREFIX.length)} from ${address}`
        : name.slice(NODE_APPLICATION_PREFIX.length),
    );
  } finally {
    await client.end();
  }
}

function processesHolding(file: string): string[] {
  let target: string;
  try {
    target = realpathSync(file);
  } catch {
    return []; // no database yet
  }
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const holders: string[] = [];
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    let descriptors: string[];
    try {
      descriptors = readdirSync(path.join('/proc', pid, 'fd'));
    } catch {
      continue; // gone, or not ours to look at
    }
    const holds = descriptors.some((fd) => {
      try {
        return readlinkSync(path.join('/proc', pid, 'fd', fd)) === target;
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = '';
    try {
      command = readFileSync(path.join('/proc', pid, 'cmdline'), 'utf8')
        .split('\0')
        .join(' ');
    } catch {
      // Named by its id alone.
    }
    holders.push(`process ${pid}${command ? ` (${command.trim().slice(0, 120)})` : ''}`);
  }
  return holders;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed here (PostgreSQL's client tools are needed)`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

export async function backUpPostgres(databaseUrl: string, backupFile: string): Promise<void> {
  const { url, schema } = schemaOf(databaseUrl);
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    ...(schema ? [`--schema=${schema}`] : []),
    `--file=${backupFile}`,
    url,
  ]);
}

export async function restorePostgres(backupFile: string, databaseUrl: string): Promise<void> {
  const { url } = schemaOf(databaseUrl);
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    `--dbname=${url}`,
    backupFile,
  ]);
}
