import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sitePageResponseSchema } from '@app/shared/contracts';
import { termsVersionDate } from '../../../src/domains/site/pages/service';
import { siteWithSettings } from '../../helpers/open-site';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

const page = async (app: FastifyInstance, name: string, cookie = 'locale=en') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/page.php?page=${name}`,
    headers: { cookie },
  });
  assert.equal(response.statusCode, 200, response.body);
  return sitePageResponseSchema.parse(response.json()).page;
};
const allText = (p: Awaited<ReturnType<typeof page>>) =>
  [
    p.title,
    ...p.sections.flatMap((s) => [s.heading ?? '', ...s.paragraphs, ...(s.items ?? [])]),
  ].join('\n');

it('dates the terms 2023-12-01, or the company’s added date when later (spec §9)', () => {
  assert.equal(termsVersionDate('2020-05-01T00:00:00Z'), '2023-12-01T12:00:00.000Z');
  assert.equal(termsVersionDate('2025-03-04T10:00:00Z'), '2025-03-04T10:00:00.000Z');
  assert.equal(termsVersionDate(null), '2023-12-01T12:00:00.000Z');
});

describeEachDatabase('static pages', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('serves every page in English and French with the site’s own values', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings.php' })).json()
      .settings;
    for (const name of [
      'terms',
      'privacy',
      'cookies',
      'ban',
      'return-policy',
      'faq',
      'service',
      'safety',
    ]) {
      const en = await page(t.app, name);
      const fr = await page(t.app, name, 'locale=fr');
      assert.equal(en.language, 'en');
      assert.equal(fr.language, 'fr');
      assert.notEqual(en.title, fr.title, name);
      for (const text of [allText(en), allText(fr)])
        assert.doesNotMatch(text, /\{\{\w+\}\}/, `${name} left a value unfilled`);
    }
    const returns = allText(await page(t.app, 'return-policy'));
    assert.match(returns, new RegExp(`within ${settings.refund_days} days`));
    // Spec §9: the support phone without dashes and spaces.
    await siteWithSettings(t.app, 'dashes.test', { support_phone: '+31 20-123 4567' });
    const service = await t.app.inject({
      method: 'GET',
      url: '/api/page.php?page=service',
      headers: { cookie: 'locale=en', host: 'dashes.test' },
    });
    assert.ok(
      allText(sitePageResponseSchema.parse(service.json()).page).includes('Phone: +31201234567'),
    );

    const terms = await page(t.app, 'terms');
    const company = await t.app.db.selectFrom('company').selectAll().executeTakeFirstOrThrow();
    assert.equal(terms.version_date, termsVersionDate(company.added));
    assert.match(allText(terms), new RegExp(settings.name));
    assert.equal((await page(t.app, 'faq')).version_date, null);

    // The site's word for the profiles it operates, in the page's language (issue 25 §4).
    const operated = (text: string) =>
      /[Ss]ome profiles are ([^,]+),|des ([^,]+), animés/.exec(text);
    const [enTerms, frTerms] = [
      allText(await page(t.app, 'terms')),
      allText(await page(t.app, 'terms', 'locale=fr')),
    ];
    assert.ok(operated(enTerms)?.[1]?.includes(settings.fictional_plural), enTerms);
    assert.ok(operated(frTerms)?.[2]?.includes(settings.texts.fr.fictional_plural), frTerms);
    assert.notEqual(settings.fictional_plural, settings.texts.fr.fictional_plural);
  });

  it('prefers the site’s own texts, per language, and serves pages the site added', async () => {
    const site = await t.app.db
      .selectFrom('site')
      .select('id')
      .where('domain', '=', 'localhost')
      .executeTakeFirstOrThrow();
    const own = (title: string) =>
      JSON.stringify({
        title,
        sections: [{ paragraphs: ['Refunds within {{refund_days}} days.'] }],
      });
    await t.app.db
      .insertInto('site_page')
      .values([
        {
          site_id: site.id,
          name: 'faq',
          language: 'fr',
          text: own('Nos questions'),
          updated_at: '',
        },
        {
          site_id: site.id,
          name: 'summer-rules',
          language: 'en',
          text: own('Summer rules'),
          updated_at: '',
        },
      ])
      .execute();
    assert.equal((await page(t.app, 'faq', 'locale=fr')).title, 'Nos questions');
    assert.equal((await page(t.app, 'faq')).title, 'Frequently asked questions');
    // A page the site wrote only in English is shown in English to a French reader.
    const summer = await page(t.app, 'summer-rules', 'locale=fr');
    assert.equal(summer.title, 'Summer rules');
    assert.equal(summer.language, 'en');
    assert.match(summer.sections[0]!.paragraphs[0]!, /^Refunds within \d+ days\.$/);
  });

  it('answers 404 for a page the site does not have, 400 for a malformed name', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/page.php?page=nothing-here' });
    assert.equal(missing.statusCode, 404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/page.php?page=../etc' });
    assert.equal(bad.statusCode, 400);
  });
});
