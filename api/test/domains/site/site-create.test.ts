import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { creditBundlesResponseSchema, niches, settingsResponseSchema } from '@app/shared/contracts';
import { repoRoot } from '../../../src/config';
import { setUpSite } from '../../../src/domains/site/setup';
import { readSiteFile } from '../../../src/domains/site/site-file';
import { YamlFileError } from '../../../src/platform/yaml-file';
import { createUnseededApp, describeEachDatabase, type TestDatabase } from '../../helpers/test-app';

// Issue 23 §2: a site set up without the demo, from the documented file that ships with the
// product (docs/site.example.yaml): idempotent, refusing bad input with its line, all or nothing.

const EXAMPLE = path.join(repoRoot, 'docs', 'site.example.yaml');
const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

describeEachDatabase('pnpm site:create', (kind) => {
  let unseeded: Awaited<ReturnType<typeof createUnseededApp>>;
  let dir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    // A server with no demo data at all: nothing but what the file sets up.
    unseeded = await createUnseededApp(kind, 'api-site-');
    ({ app, dir, database } = unseeded);
  });
  after(() => unseeded.close());

  const count = async (table: 'site' | 'company' | 'credit_package' | 'discount_code') =>
    (await app.db.selectFrom(table).select('id').execute()).length;

  it('the example names each niche by the number the product gives it', async () => {
    const comment = (await fs.readFile(EXAMPLE, 'utf8'))
      .split('\n')
      .find((line) => /^\s*# 1 general/.test(line));
    assert.ok(comment, 'the niche comment');
    const documented = Object.fromEntries(
      [...comment.matchAll(/(\d) (\w+)/g)].map(([, number, name]) => [name, Number(number)]),
    );
    assert.deepEqual(documented, niches);
  });

  it('refuses a bad file with each problem on its line, writing nothing', async () => {
    const good = await fs.readFile(EXAMPLE, 'utf8');
    const bad = good
      .replace('countries: [NL, BE, GB]', 'countries: [NL, BE, GB, de]')
      .replace('  niche: 1', '  niche: 9')
      .replace('support_email: support@lovelace.example', 'support_email: not-an-address');
    let problems: YamlFileError['problems'] = [];
    try {
      readSiteFile(bad);
    } catch (error) {
      assert.ok(error instanceof YamlFileError);
      problems = error.problems;
    }
    const lineOf = (text: string) => bad.split('\n').findIndex((line) => line.includes(text)) + 1;
    const at = (field: string) => problems.find((p) => p.path.startsWith(field));
    assert.equal(at('site.countries')?.line, lineOf('countries: [NL, BE, GB, de]'));
    assert.equal(at('site.niche')?.line, lineOf('niche: 9'));
    assert.equal(at('site.support_email')?.line, lineOf('support_email: not-an-address'));
    // Each served country needs its bundles.
    const noBundles = readSiteFileProblems(
      good.replace(/\n {2}GB:\n[\s\S]*?highlighted: true }\n/, '\n'),
    );
    assert.ok(
      noBundles.some((p) => /no bundles for GB/.test(p.message)),
      JSON.stringify(noBundles),
    );
    assert.equal(await count('site'), 0);
  });

  it('sets the site up from the example file: settings, domains, bundles, codes, pages', async () => {
    const result = await setUpSite(app.db, readSiteFile(await fs.readFile(EXAMPLE, 'utf8')));
    assert.deepEqual(result, {
      created: ['lovelace.example', 'www.lovelace.example'],
      updated: [],
    });
    for (const host of ['lovelace.example', 'www.lovelace.example']) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/settings.php',
        headers: { host },
      });
      assert.equal(answer.statusCode, 200);
      const { settings } = settingsResponseSchema.parse(answer.json());
      assert.equal(settings.name, 'Lovelace');
      assert.deepEqual(settings.countries, ['NL', 'BE', 'GB']);
      assert.equal(settings.message_length, 1000);
      assert.deepEqual(settings.localeDomains, { en: 'lovelace.example', fr: 'lovelace.example' });
      // From the cheapest credit: 25.99 / 100 credits × 1 credit a message.
      assert.deepEqual(settings.minimum_message_costs.GB, { costs: 0.26, currency: 'GBP' });
    }
    const bundles = await app.inject({
      method: 'GET',
      url: '/api/packages.php?country=GB',
      headers: { host: 'lovelace.example' },
    });
    const { packages } = creditBundlesResponseSchema.parse(bundles.json());
    assert.deepEqual(
      packages.map((p) => [p.credits, p.amount, p.currency]),
      [
        [25, 899, 'GBP'],
        [100, 2599, 'GBP'],
      ],
    );
    const codes = await app.db
      .selectFrom('discount_code')
      .select(['code', 'value_percentage', 'single_use'])
      .where('code', 'in', ['WELCOME10', 'SPRING25'])
      .orderBy('code')
      .execute();
    assert.deepEqual(codes, [
      { code: 'SPRING25', value_percentage: 25, single_use: 1 },
      { code: 'WELCOME10', value_percentage: 10, single_use: 0 },
    ]);
    const page = await app.inject({
      method: 'GET',
      url: '/api/page.php?page=about',
      headers: { host: 'lovelace.example', cookie: 'locale=fr' },
    });
    assert.equal(page.json().page.title, 'À propos de Lovelace');
    // The reference data a site needs came with it.
    assert.ok((await app.db.selectFrom('interest').select('id').execute()).length > 10);
  });

  it('changes nothing when run again with the same file, and updates what the file changes', async () => {
    const before = {
      sites: await app.db.selectFrom('site').selectAll().orderBy('id').execute(),
      packages: await app.db.selectFrom('credit_package').selectAll().orderBy('id').execute(),
      companies: await count('company'),
      codes: await count('discount_code'),
    };
    const text = await fs.readFile(EXAMPLE, 'utf8');
    assert.deepEqual(await setUpSite(app.db, readSiteFile(text)), {
      created: [],
      updated: ['lovelace.example', 'www.lovelace.example'],
    });
    assert.deepEqual(
      await app.db.selectFrom('site').selectAll().orderBy('id').execute(),
      before.sites,
    );
    assert.deepEqual(
      await app.db.selectFrom('credit_package').selectAll().orderBy('id').execute(),
      before.packages,
    );
    assert.equal(await count('company'), before.companies);
    assert.equal(await count('discount_code'), before.codes);

    await setUpSite(
      app.db,
      readSiteFile(text.replace('message_length: 1000', 'message_length: 500')),
    );
    const { settings } = settingsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/settings.php',
          headers: { host: 'lovelace.example' },
        })
      ).json(),
    );
    assert.equal(settings.message_length, 500);
    assert.equal(await count('site'), 2);

    // A text taken out of the file is taken off the site; the others stay.
    const stored = () =>
      app.db
        .selectFrom('site_page')
        .select(['name', 'language'])
        .distinct()
        .orderBy('name')
        .orderBy('language')
        .execute();
    assert.deepEqual(await stored(), [
      { name: 'about', language: 'en' },
      { name: 'about', language: 'fr' },
    ]);
    const file = readSiteFile(text);
    delete file.pages.about!.fr;
    await setUpSite(app.db, file);
    assert.deepEqual(await stored(), [{ name: 'about', language: 'en' }]);
    delete file.pages.about;
    await setUpSite(app.db, file);
    assert.deepEqual(await stored(), []);
  });

  it(
    'the command says where a file is wrong and exits 1; a good file exits 0',
    { skip: kind === 'postgres' },
    async () => {
      const broken = path.join(dir, 'broken.yaml');
      await fs.writeFile(
        broken,
        (await fs.readFile(EXAMPLE, 'utf8')).replace('  niche: 1', '  niche: nine'),
      );
      const run = (file: string) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/site-create.ts', file], {
          cwd: apiDir,
          env: { ...process.env, ...database.env, DATA_DIR: dir },
        });
      await assert.rejects(run(broken), (error: { code: number; stderr: string }) => {
        assert.equal(error.code, 1);
        assert.match(error.stderr, /broken\.yaml:\d+: site\.niche: /);
        assert.match(error.stderr, /Nothing was written/);
        return true;
      });
      const { stdout } = await run(EXAMPLE);
      assert.match(stdout, /updated lovelace\.example/);
    },
  );
});

function readSiteFileProblems(text: string) {
  try {
    readSiteFile(text);
    return [];
  } catch (error) {
    if (error instanceof YamlFileError) return error.problems;
    throw error;
  }
}
