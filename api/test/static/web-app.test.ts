import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import sharp from 'sharp';
import { describeEachDatabase, type TestApp, createTestApp } from '../helpers/test-app';
import { siteWithSettings } from '../helpers/open-site';

const mark =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#0f766e" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.6.7-1.5 2.2-2.6 4.3-2.6 3.7 0 5.8 3.8 4.3 7.3C19.5 16.4 12 21 12 21z"/></svg>';

describeEachDatabase('installed app: manifest and icons', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
    await fs.mkdir(t.config.shellDist, { recursive: true });
    await fs.writeFile(path.join(t.config.shellDist, 'favicon.svg'), mark);
  });
  after(() => t.close());

  it('describes the site as a standalone app with its name and installable icons', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/manifest\+json/);
    const manifest = response.json();
    assert.equal(manifest.name, 'Amora');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/members');
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    assert.deepEqual(sizes.sort(), [
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await t.app.inject({ method: 'GET', url: icon.src });
      assert.equal(png.statusCode, 200);
      assert.equal(png.headers['content-type'], 'image/png');
      const meta = await sharp(png.rawPayload).metadata();
      assert.equal(`${meta.width}x${meta.height}`, icon.sizes);
    }
    const badge = await t.app.inject({ method: 'GET', url: '/icons/badge-72.png' });
    assert.equal((await sharp(badge.rawPayload).metadata()).hasAlpha, true);
    assert.equal((await t.app.inject({ method: 'GET', url: '/icons/other.png' })).statusCode, 404);
  });

  it('names each site by its own settings', async () => {
    await siteWithSettings(t.app, 'other.test', { name: 'Lumière' });
    const manifest = (
      await t.app.inject({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { host: 'other.test' },
      })
    ).json();
    assert.equal(manifest.name, 'Lumière');
  });

  it('speaks the page’s language: its lang and the site’s description in it (issue 25 §4)', async () => {
    await siteWithSettings(t.app, 'bilingual.test', {
      description: 'Meet singles near you',
      texts: { fr: { description: 'Rencontrez des célibataires près de chez vous' } },
    });
    const manifest = async (query: string, cookie?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/manifest.webmanifest${query}`,
          headers: { host: 'bilingual.test', ...(cookie ? { cookie } : {}) },
        })
      ).json() as { lang: string; description: string };
    const french = await manifest('?lang=fr');
    assert.equal(french.lang, 'fr');
    assert.equal(french.description, 'Rencontrez des célibataires près de chez vous');
    const english = await manifest('?lang=en');
    assert.equal(english.lang, 'en');
    assert.equal(english.description, 'Meet singles near you');
    assert.equal((await manifest('', 'locale=fr')).lang, 'fr');
    // A language the product does not speak falls back, as a bad cookie does.
    assert.equal((await manifest('?lang=xx')).lang, 'en');
  });
});
