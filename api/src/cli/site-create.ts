// `pnpm site:create <file> [--overwrite-panel]`: sets a site up from its file
// (docs/site.example.yaml), or brings an existing one in line with it. Settings an owner changed
// in the back office since the last import are not set back unless --overwrite-panel says so
// (issue 48 §3). Exit codes: 0 done, 1 the file is refused (each problem with its line) or would
// undo the back office's changes, 2 usage.
import { readSiteFile } from '../domains/site/site-file';
import { PanelChangesInTheWay, setUpSite } from '../domains/site/setup';
import { openMigratedDatabase } from './database';
import { givenFile, readOrRefuse } from './operator-file';

const OVERWRITE_PANEL = '--overwrite-panel';
const { file, text } = await givenFile(
  `Usage: pnpm site:create <site file (YAML)> [${OVERWRITE_PANEL}]   (see docs/site.example.yaml)`,
);
const site = await readOrRefuse(file, () => readSiteFile(text));
const { db } = await openMigratedDatabase();
try {
  const { created, updated } = await setUpSite(db, site, new Date(), {
    overwritePanel: process.argv.includes(OVERWRITE_PANEL),
  });
  for (const domain of created) console.log(`created ${domain}`);
  for (const domain of updated) console.log(`updated ${domain}`);
} catch (error) {
  if (!(error instanceof PanelChangesInTheWay)) throw error;
  console.error(error.message);
  console.error('Nothing was written.');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
