// `pnpm db:backup <file>`: a backup of the database while the servers keep serving (SQLite's
// online backup API, or pg_dump with DATABASE_URL). `pnpm db:restore <file>` puts one back; it
// refuses while servers are connected to the database, naming them (what they write during a
// restore is lost), unless `--force`. Exit codes: 0 done, 1 failed or refused, 2 usage.
import path from 'node:path';
import { databaseConfig } from '../config';
import {
  backUpPostgres,
  backUpSqlite,
  connectedNodes,
  restorePostgres,
  restoreSqlite,
} from './backup';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [command, file] = args.filter((arg) => arg !== '--force');
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: pnpm db:backup <file> | pnpm db:restore <file> [--force]');
  process.exit(2);
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const { databaseUrl, sqliteFile } = databaseConfig();
try {
  if (command === 'backup') {
    await (databaseUrl ? backUpPostgres(databaseUrl, target) : backUpSqlite(sqliteFile, target));
    console.log(`Backed up ${databaseUrl ? 'PostgreSQL' : sqliteFile} to ${target}`);
  } else {
    const nodes = force ? [] : await connectedNodes({ databaseUrl, sqliteFile });
    if (nodes.length > 0) {
      console.error(
        `The restore was refused: ${nodes.length} ${nodes.length === 1 ? 'server is' : 'servers are'} connected to the database:\n${nodes.map((node) => `  - ${node}`).join('\n')}\nStop them first (what they write during a restore is lost), or pass --force.`,
      );
      process.exit(1);
    }
    await (databaseUrl ? restorePostgres(target, databaseUrl) : restoreSqlite(target, sqliteFile));
    console.log(`Restored ${target} into ${databaseUrl ? 'PostgreSQL' : sqliteFile}`);
  }
} catch (error) {
  console.error(`The ${command} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
