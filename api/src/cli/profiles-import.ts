// `pnpm profiles:import <file> [domain]` (issue 48 §1): makes the operated profiles a file lists
// (docs/profiles.example.yaml), with their photos, on the site of `domain` (the default site
// otherwise), as the back office's "Operated profiles" screen would; audited as the system.
// Exit codes: 0 done, 1 the file is refused (each problem with its line; nothing written), 2 usage.
import path from 'node:path';
import { loadConfig } from '../config';
import { diskPhotoStore, s3PhotoStore } from '../domains/media/photo-store';
import {
  importOperatedProfiles,
  readProfileImport,
} from '../domains/members/operated-profile-import';
import { siteSettings } from '../domains/site/service';
import { openMigratedDatabase } from './database';
import { givenFile, readOrRefuse } from './operator-file';

const { file, where, text } = await givenFile(
  'Usage: pnpm profiles:import <profiles file (YAML)> [site domain]   (see docs/profiles.example.yaml)',
);
const domain = process.argv[3];
const entries = await readOrRefuse(file, () => readProfileImport(text, path.dirname(where)));
const config = loadConfig();
const { db } = await openMigratedDatabase();
try {
  const settings = await siteSettings(db, {
    domain: domain ?? config.defaultSiteDomain,
    defaultDomain: config.defaultSiteDomain,
    country: null,
  });
  const store = config.s3 ? s3PhotoStore(config.s3) : diskPhotoStore(config.uploadsDir);
  const { created, skipped } = await importOperatedProfiles(
    {
      db,
      staffId: null,
      siteLanguage: settings.domain_language,
      cdnPrefix: settings.cdn_prefix,
      store,
      nudityThreshold: settings.nudity_threshold_profile,
    },
    entries,
  );
  for (const profile of created)
    console.log(`created ${profile.name} (#${profile.id}, ${profile.photos} photo(s))`);
  for (const name of skipped) console.log(`skipped ${name}: the site already has this name`);
  if (created.some((profile) => profile.photos > 0))
    console.log('Photos are checked by the servers within a minute, then shown.');
} finally {
  await db.destroy();
}
