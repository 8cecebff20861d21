import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  apiErrorSchema,
  companyResponseSchema,
  interestsResponseSchema,
  regionsResponseSchema,
  settingsResponseSchema,
  settingsSchema,
} from '@app/shared/contracts';
import { DEMO_COUNTRIES } from '../../../src/seed/content/site';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import {
  createTestApp,
  describeEachDatabase,
  envOf,
  productionEnv,
  type TestApp,
} from '../../helpers/test-app';
import { forgetSiteRows } from '../../../src/domains/site/service';

describeEachDatabase('site: settings, interests, regions, company info', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
    // A second site, to see settings picked by domain.
    const site = await t.app.db.selectFrom('site').selectAll().executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(site.settings), name: 'Amour', domain_language: 'fr-FR' };
    await t.app.db
      .insertInto('site')
      .values({
        domain: 'amour.test',
        settings: JSON.stringify(settings),
        created_at: site.created_at,
      })
      .execute();
    // Read afresh, as a site:create run would be within a second.
    forgetSiteRows();
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the settings of the request host with every field of the contract', async () => {
    const response = await get('/api/settings.php', { host: 'localhost:3000' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    const { settings } = settingsResponseSchema.parse(body);
    assert.deepEqual(Object.keys(body.settings).sort(), Object.keys(settingsSchema.shape).sort());
    assert.equal(settings.name, 'Amora');
    assert.equal(settings.domain, 'localhost');
    assert.equal(settings.domain_language, 'en-US');
    assert.equal(settings.cdn_prefix, '/uploads/');
    assert.equal(settings.niche, 1);
    assert.equal(settings.signups, 'all');
    assert.equal(settings.logged_out_search, 'no');
    assert.equal(settings.enable_site_entry_popup, 'yes');
    assert.deepEqual(settings.languages, ['en', 'fr']);
    assert.deepEqual([...settings.countries].sort(), [...DEMO_COUNTRIES].sort());
    assert.ok(settings.minimum_message_costs.NL);
    assert.equal(settings.geoip_country, null);
    assert.equal(settings.geoip_selected_country, null);
  });

  it('picks the site by domain and falls back to the default site', async () => {
    const amour = settingsResponseSchema.parse(
      (await get('/api/settings.php', { host: 'AMOUR.test:8080' })).json(),
    );
    assert.equal(amour.settings.name, 'Amour');
    assert.equal(amour.settings.domain, 'amour.test');
    const unknown = settingsResponseSchema.parse(
      (await get('/api/settings.php', { host: 'unknown.example' })).json(),
    );
    assert.equal(unknown.settings.domain, 'localhost');
  });

  it('prefers forced_domain over the Host header and ignores other route params', async () => {
    const response = await get('/api/settings.php?forced_domain=amour.test:3000&t=5&network=x', {
      host: 'localhost',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(settingsResponseSchema.parse(response.json()).settings.name, 'Amour');
  });

  it('derives geoip fields from the CDN country header', async () => {
    const nl = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'cf-ipcountry': 'nl' })).json(),
    ).settings;
    assert.equal(nl.geoip_country, 'NL');
    assert.equal(nl.geoip_selected_country, 'NL');
    const jp = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'x-country': 'JP' })).json(),
    ).settings;
    assert.equal(jp.geoip_country, 'JP');
    assert.equal(jp.geoip_selected_country, null, 'the site does not serve JP');
    const unknown = settingsResponseSchema.parse(
      (await get('/api/settings.php', { 'cf-ipcountry': 'XX' })).json(),
    ).settings;
    assert.equal(unknown.geoip_country, null);
  });

  it('takes the country header in production only from a proxy it trusts', async () => {
    for (const [trustProxy, expected] of [
      [undefined, null],
      ['127.0.0.1', 'NL'],
    ] as const) {
      const production = await buildApp(
        loadConfig({
          ...productionEnv(envOf(t)),
          ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
        }),
      );
      try {
        const settings = settingsResponseSchema.parse(
          (
            await production.inject({
              method: 'GET',
              url: '/api/settings.php',
              headers: { 'cf-ipcountry': 'NL' },
            })
          ).json(),
        ).settings;
        assert.equal(settings.geoip_country, expected);
      } finally {
        await production.close();
      }
    }
  });

  it('lists interests', async () => {
    const response = await get('/api/interests.php');
    assert.equal(response.statusCode, 200);
    const { interests } = interestsResponseSchema.parse(response.json());
    assert.ok(interests.length >= 10);
    const keys = interests.map((i) => i.key);
    for (const key of ['relationship', 'kissing', 'gym', 'music'])
      assert.ok(keys.includes(key), key);
    assert.equal(new Set(interests.map((i) => i.id)).size, interests.length);
  });

  it('lists the regions of a country with the label that country uses', async () => {
    const expected: Record<string, string> = {
      NL: 'province',
      BE: 'province',
      CA: 'province',
      US: 'state',
      DE: 'state',
      AT: 'state',
      AU: 'state',
      CH: 'canton',
      GB: 'county',
      IE: 'county',
      PL: 'voivodeship',
      FR: 'region',
      IT: 'region',
      ES: 'region',
    };
    for (const [country, label] of Object.entries(expected)) {
      const response = await get(`/api/regions.php?country=${country}`);
      assert.equal(response.statusCode, 200, country);
      const body = regionsResponseSchema.parse(response.json());
      assert.equal(body.label, label, country);
      assert.ok(body.regions.length > 0, country);
      assert.ok(body.regions.every((r) => r.country === country));
    }
    const nl = regionsResponseSchema.parse((await get('/api/regions.php?country=NL')).json());
    assert.equal(nl.regions.length, 12);
  });

  it('has regions for every country the site serves', async () => {
    for (const country of DEMO_COUNTRIES) {
      const body = regionsResponseSchema.parse(
        (await get(`/api/regions.php?country=${country}`)).json(),
      );
      assert.ok(body.regions.length > 0, country);
    }
    const none = regionsResponseSchema.parse((await get('/api/regions.php?country=JP')).json());
    assert.deepEqual(none, { regions: [], label: 'region', labels: { JP: 'region' } });
  });

  it("without a country (spec §7 'none') answers every region of the site, labelled by country", async () => {
    const all = regionsResponseSchema.parse((await get('/api/regions.php')).json());
    assert.deepEqual(new Set(all.regions.map((r) => r.country)), new Set(DEMO_COUNTRIES));
    assert.equal(all.labels.NL, 'province');
    assert.equal(all.labels.US, 'state');
    const nl = regionsResponseSchema.parse((await get('/api/regions.php?country=NL')).json());
    assert.deepEqual(
      all.regions.filter((r) => r.country === 'NL'),
      nl.regions,
    );
  });

  it('rejects a malformed country', async () => {
    for (const query of ['?country=', '?country=nl', '?country=NED']) {
      const response = await get(`/api/regions.php${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(apiErrorSchema.parse(response.json()).error.code, 'validation_failed');
    }
  });

  it('answers the company info with the support phone cleaned', async () => {
    const response = await get('/api/companyinfo.php');
    assert.equal(response.statusCode, 200);
    const { company } = companyResponseSchema.parse(response.json());
    assert.equal(company.name, 'Amora Media B.V.');
    assert.equal(company.support_phone, '+31201234567');
    assert.deepEqual(company.tradenames, ['Amora', 'Amora Dating']);
    assert.ok(!Number.isNaN(Date.parse(company.added)));
  });
});
