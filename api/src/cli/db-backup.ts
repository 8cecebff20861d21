// `pnpm db:backup <file>`: a backup of the database while the servers keep serving (SQLite's
// online backup API, or pg_dump with DATABASE_URL). `pnpm db:restore <file>` puts one back
// (stop the servers first). Exit codes: 0 done, 1 failed, 2 usage.
import path from 'node:path';
import { databaseConfig } from '../config';
import { backUpPostgres, backUpSqlite, restorePostgres, restoreSqlite } from './backup';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: pnpm db:backup <file> | pnpm db:restore <file>');
  process.exit(2);
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const { databaseUrl, sqliteFile } = databaseConfig();
try {
  if (command === 'backup') {
    await (databaseUrl ? backUpPostgres(databaseUrl, target) : backUpSqlite(sqliteFile, target));
    console.log(`Backed up ${databaseUrl ? 'PostgreSQL' : sqliteFile} to ${target}`);
  } else {
    await (databaseUrl ? restorePostgres(target, databaseUrl) : restoreSqlite(target, sqliteFile));
    console.log(`Restored ${target} into ${databaseUrl ? 'PostgreSQL' : sqliteFile}`);
  }
} catch (error) {
  console.error(`The ${command} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
