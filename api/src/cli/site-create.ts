// `pnpm site:create <file>`: sets a site up from its file (docs/site.example.yaml), or brings an
// existing one in line with it. Exit codes: 0 done, 1 the file is refused (each problem with its
// line), 2 usage.
import { readSiteFile } from '../domains/site/site-file';
import { setUpSite } from '../domains/site/setup';
import { openMigratedDatabase } from './database';
import { givenFile, readOrRefuse } from './operator-file';

const { file, text } = await givenFile(
  'Usage: pnpm site:create <site file (YAML)>   (see docs/site.example.yaml)',
);
const site = await readOrRefuse(file, () => readSiteFile(text));
const { db } = await openMigratedDatabase();
try {
  const { created, updated } = await setUpSite(db, site);
  for (const domain of created) console.log(`created ${domain}`);
  for (const domain of updated) console.log(`updated ${domain}`);
} finally {
  await db.destroy();
}
