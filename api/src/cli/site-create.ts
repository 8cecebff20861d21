// `pnpm site:create <file>`: sets a site up from its file (docs/site.example.yaml), or brings an
// existing one in line with it. Exit codes: 0 done, 1 the file is refused (each problem with its
// line), 2 usage.
import fs from 'node:fs/promises';
import path from 'node:path';
import { readSiteFile, SiteFileError } from '../domains/site/site-file';
import { setUpSite } from '../domains/site/setup';
import { openMigratedDatabase } from './database';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: pnpm site:create <site file (YAML)>   (see docs/site.example.yaml)');
  process.exit(2);
}
const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
let text: string;
try {
  text = await fs.readFile(where, 'utf8');
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(2);
}
let site;
try {
  site = readSiteFile(text);
} catch (error) {
  if (!(error instanceof SiteFileError)) throw error;
  for (const problem of error.problems)
    console.error(
      `${file}:${problem.line}: ${problem.path ? `${problem.path}: ` : ''}${problem.message}`,
    );
  console.error(`Nothing was written: ${error.problems.length} problem(s) in ${file}.`);
  process.exit(1);
}
const { db } = await openMigratedDatabase();
try {
  const { created, updated } = await setUpSite(db, site);
  for (const domain of created) console.log(`created ${domain}`);
  for (const domain of updated) console.log(`updated ${domain}`);
} finally {
  await db.destroy();
}
