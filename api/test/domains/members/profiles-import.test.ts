import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { landingResponseSchema } from '@app/shared/contracts';
import sharp from 'sharp';
import { repoRoot } from '../../../src/config';
import { setUpSite } from '../../../src/domains/site/setup';
import { readSiteFile } from '../../../src/domains/site/site-file';
import { createUnseededApp, describeEachDatabase, type TestDatabase } from '../../helpers/test-app';

// Issue 48 §1: a site without the demo seed gets the profiles it operates from the documented
// file (docs/profiles.example.yaml) through `pnpm profiles:import`: all or nothing, each problem
// on its line, a second run changing nothing; landers feature them once their photos are checked.

const EXAMPLE = path.join(repoRoot, 'docs', 'profiles.example.yaml');
const SITE = path.join(repoRoot, 'docs', 'site.example.yaml');
const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

describeEachDatabase('pnpm profiles:import', (kind) => {
  let unseeded: Awaited<ReturnType<typeof createUnseededApp>>;
  let dir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    // A server with no demo data at all: nothing but what the file sets up.
    unseeded = await createUnseededApp(kind, 'api-profiles-');
    ({ app, dir, database } = unseeded);
    await setUpSite(app.db, readSiteFile(await fs.readFile(SITE, 'utf8')));
    // The example's photos, as an operator would have them beside the file.
    await fs.mkdir(path.join(dir, 'photos'));
    for (const [name, colour] of [
      ['lotte-1', '#b05050'],
      ['lotte-2', '#50b050'],
      ['claire-1', '#5050b0'],
    ] as const)
      await sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } })
        .jpeg()
        .toFile(path.join(dir, 'photos', `${name}.jpg`));
  });
  after(() => unseeded.close());

  const run = (file: string) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/profiles-import.ts', file, 'lovelace.example'],
      {
        cwd: apiDir,
        env: {
          ...process.env,
          ...database.env,
          APP_MODE: 'demo',
          DATA_DIR: dir,
          DEFAULT_SITE_DOMAIN: 'lovelace.example',
        },
      },
    );
  const operated = () =>
    app.db
      .selectFrom('profile')
      .select(['user_id', 'name', 'fictional'])
      .where('fictional', '=', 1)
      .orderBy('user_id')
      .execute();

  it('refuses a bad file with each problem on its line, writing nothing', async () => {
    const good = await fs.readFile(EXAMPLE, 'utf8');
    const bad = good
      .replace('    age: 44', '    age: 17')
      .replace('photos/claire-1.jpg', 'photos/missing.jpg');
    const file = path.join(dir, 'bad.yaml');
    await fs.writeFile(file, bad);
    const lineOf = (text: string) => bad.split('\n').findIndex((line) => line.includes(text)) + 1;
    await assert.rejects(run(file), (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(
        error.stderr,
        new RegExp(`bad\\.yaml:${lineOf('age: 17')}: profiles\\.1\\.age: `),
      );
      assert.match(error.stderr, /Nothing was written/);
      return true;
    });
    const unreadable = good.replace('photos/claire-1.jpg', 'photos/missing.jpg');
    await fs.writeFile(file, unreadable);
    await assert.rejects(run(file), (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, /profiles\.1\.photos\.0: photos\/missing\.jpg: not an image/);
      return true;
    });
    assert.deepEqual(await operated(), []);
  });

  it('makes the file’s profiles with their photos; landers feature them; a second run skips them', async () => {
    const file = path.join(dir, 'profiles.yaml');
    await fs.copyFile(EXAMPLE, file);
    const { stdout } = await run(file);
    assert.match(stdout, /created Lotte \(#\d+, 2 photo\(s\)\)/);
    assert.match(stdout, /created Claire \(#\d+, 1 photo\(s\)\)/);
    const made = await operated();
    assert.deepEqual(
      made.map((row) => row.name),
      ['Lotte', 'Claire'],
    );
    const lotte = made[0]!.user_id;
    // The servers check the photos (this node here), then they show.
    await app.photoScreening.drain();
    const shown = await app.db
      .selectFrom('profile_image')
      .select('status')
      .where('user_id', '=', lotte)
      .execute();
    assert.deepEqual(
      shown.map((row) => row.status),
      ['active', 'active'],
    );
    const landing = landingResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/landing.php?member=${lotte}`,
          headers: { host: 'lovelace.example' },
        })
      ).json(),
    );
    assert.equal(landing.member?.name, 'Lotte');
    assert.ok(landing.featured.some((card) => card.fictional));
    // A French reader of the lander reads the French text.
    const french = landingResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/landing.php?member=${lotte}`,
          headers: { host: 'lovelace.example', cookie: 'locale=fr' },
        })
      ).json(),
    );
    assert.equal(french.member?.fictional, true);
    assert.match(french.member?.about ?? '', /^Cycliste/);
    assert.equal(french.member?.about_lang, 'fr');
    const audit = await app.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_id'])
      .where('object_id', '=', String(lotte))
      .execute();
    assert.ok(
      audit.some((row) => row.action === 'operated_profile.create' && row.staff_id === null),
    );

    const again = await run(file);
    assert.match(again.stdout, /skipped Lotte/);
    assert.match(again.stdout, /skipped Claire/);
    assert.equal((await operated()).length, 2);
  });
});
