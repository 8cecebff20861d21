// `pnpm site:export <domain> [file]`: the live site — its settings as the back office left them,
// its domains, company, bundles, codes and page texts — as a site file (issue 48 §3), to keep in
// version control or edit and import again with `pnpm site:create`. Without a file it is printed.
// Exit codes: 0 written, 1 no such site, 2 usage.
import fs from 'node:fs/promises';
import path from 'node:path';
import { exportSiteFile, siteFileText } from '../domains/site/site-export';
import { openMigratedDatabase } from './database';

const [domain, file] = process.argv.slice(2);
if (!domain) {
  console.error('Usage: pnpm site:export <domain> [file]');
  process.exit(2);
}
const { db } = await openMigratedDatabase();
try {
  const site = await exportSiteFile(db, domain.trim().toLowerCase());
  if (!site) {
    console.error(`${domain}: no site has this domain.`);
    process.exitCode = 1;
  } else if (file) {
    const where = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    await fs.writeFile(where, siteFileText(site));
    console.log(`${domain} written to ${file}`);
  } else process.stdout.write(siteFileText(site));
} finally {
  await db.destroy();
}
