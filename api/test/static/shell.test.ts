import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressed } from '@app/shared/platform/precompress';
import { after, before, it } from 'node:test';
import {
  apiErrorSchema,
  firstAnswersSchema,
  membersResponseSchema,
  settingsSchema,
  userSchema,
  type MembersResponse,
} from '@app/shared/contracts';
import { MEMBERS_DEFAULT_LIMIT } from '@app/shared/values';
import { siteWithSettings } from '../helpers/open-site';
import { describeEachDatabase, logIn, type TestApp, createTestApp } from '../helpers/test-app';
import { forgetSiteRows } from '../../src/domains/site/service';

// A shell build in miniature: the markers the server fills in, a hashed and an unhashed asset,
// and the service worker.
const template = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title><!--app-title--></title><link rel="manifest" href="/manifest.webmanifest" /></head>
<body><div id="root"></div><!--app-boot--><script src="/static/js/main.3f2a9b1c.js"></script></body>
</html>
`;

async function writeShell(dir: string) {
  await fs.mkdir(path.join(dir, 'static/js'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), template);
  await fs.writeFile(path.join(dir, 'static/js/main.3f2a9b1c.js'), 'console.log("shell");');
  await fs.writeFile(path.join(dir, 'static/js/main.3f2a9b1c.js.map'), '{}');
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(dir, 'sw-push.js'), 'self.addEventListener("push", () => {});');
  await fs.writeFile(path.join(dir, '.secret'), 'not for the web');
}

/** The first screen's answers inlined in a page, or null. */
function firstAnswers(html: string): unknown {
  const match = /<script id="app-first-answers" type="application\/json">(.*?)<\/script>/s.exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : null;
}

/** The boot JSON inlined in a page. */
function bootData(html: string): { settings: unknown; user: unknown } {
  const match = /<script id="app-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  assert.ok(match, 'no boot script in the page');
  return JSON.parse(match[1]!);
}

describeEachDatabase('shell: index.html with boot data, assets, service worker', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
    await writeShell(t.config.shellDist);
  });
  after(() => t.close());

  it('serves index.html with settings and user null inlined for a visitor', async () => {
    // (The landing itself is rendered by the landers remote: islands.test.ts.)
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const boot = bootData(response.body);
    const settings = settingsSchema.parse(boot.settings);
    assert.equal(settings.domain, 'localhost');
    assert.equal(boot.user, null);
    assert.match(response.body, /<html lang="en">/);
    assert.match(response.body, /<title>Amora – dating and chat for adults<\/title>/);
    assert.doesNotMatch(response.body, /<!--app-(boot|title)-->/);
  });

  it('serves the same page for every client route, with the member and their language', async () => {
    const cookie = await logIn(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'fr' },
    });
    for (const url of ['/members', '/members/12/chat', '/likes/m/3?t=5', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      assert.equal(response.statusCode, 200, url);
      const user = userSchema.parse(bootData(response.body).user);
      assert.equal(user.profile.name, 'Demo');
      assert.match(response.body, /<html lang="fr">/, url);
    }
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'en' },
    });
  });

  it('uses the site language for visitors', async () => {
    const site = await t.app.db.selectFrom('site').selectAll().executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(site.settings), domain_language: 'fr-FR' };
    await t.app.db
      .insertInto('site')
      .values({
        domain: 'fr.test',
        settings: JSON.stringify(settings),
        created_at: site.created_at,
      })
      .execute();
    // Read afresh, as a site:create run would be within a second.
    forgetSiteRows();
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'fr.test' },
    });
    assert.match(response.body, /<html lang="fr">/);
  });

  it("follows the visitor's locale cookie, which wins over the site language (spec §4)", async () => {
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/login',
      cookies: { locale: 'fr' },
    });
    assert.match(withCookie.body, /<html lang="fr">/);
    // The installed app is described in the page's language too.
    assert.match(withCookie.body, /href="\/manifest\.webmanifest\?lang=fr"/);
    // The site's own French title (issue 10: no English left in French).
    assert.match(withCookie.body, /<title>Amora – rencontres et chat pour adultes<\/title>/);
    // A cookie with an unsupported language also switches the domain rule off: the fallback.
    const unsupported = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'fr.test' },
      cookies: { locale: 'de' },
    });
    assert.match(unsupported.body, /<html lang="en">/);
  });

  it('keeps a language chosen by link, or goes to its sister domain (issue 25 §4)', async () => {
    const chosen = await t.app.inject({ method: 'GET', url: '/login?ref=x&locale=fr' });
    assert.equal(chosen.statusCode, 302);
    assert.equal(chosen.headers.location, '/login?ref=x');
    const cookies = [chosen.headers['set-cookie'] ?? []].flat();
    // Kept for 365 days, as the app's own switch keeps it (spec §9).
    assert.ok(
      cookies.some((cookie) => /^locale=fr;.*Max-Age=31536000/.test(cookie)),
      `${cookies}`,
    );
    // Something the product does not speak changes nothing but the address.
    const unknown = await t.app.inject({ method: 'GET', url: '/login?locale=xx' });
    assert.equal(unknown.headers.location, '/login');
    assert.equal(unknown.headers['set-cookie'], undefined);

    await siteWithSettings(t.app, 'en.sisters.test', {
      localeDomains: { en: 'en.sisters.test', fr: 'fr.sisters.test' },
    });
    const away = await t.app.inject({
      method: 'GET',
      url: '/members/7?locale=fr',
      headers: { host: 'en.sisters.test' },
    });
    assert.equal(away.statusCode, 302);
    assert.equal(away.headers.location, 'http://fr.sisters.test/members/7?locale=fr');
    const home = await t.app.inject({
      method: 'GET',
      url: '/members/7?locale=en',
      headers: { host: 'en.sisters.test' },
    });
    assert.equal(home.headers.location, '/members/7');
  });

  it('speaks a new visitor’s browser language, until they choose one (issue 25 §4)', async () => {
    const page = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/login', headers, cookies });
    const french = await page({ 'accept-language': 'de-DE,fr-BE;q=0.9,en;q=0.8' });
    assert.match(french.body, /<html lang="fr">/);
    // The locale cookie is a choice: it wins.
    const chosen = await page({ 'accept-language': 'fr-FR' }, { locale: 'en' });
    assert.match(chosen.body, /<html lang="en">/);
  });

  it("inlines a member's first search, as the API answers it, and preloads its first photos (issue 27 §1)", async () => {
    const cookie = await logIn(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/members', headers: { cookie } });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['cache-control'], 'private, no-store');
    const answers = firstAnswersSchema.parse(firstAnswers(page.body));
    assert.deepEqual(
      answers.map((answer) => answer.endpoint),
      ['getSearchStart', 'searchMembers'],
    );
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/search-start.php',
      headers: { cookie },
    });
    assert.deepEqual(answers[0]!.data, start.json());
    assert.equal(answers[0]!.args, null);
    // The page's own query for the same filters, first page (an infinite query's pages).
    assert.deepEqual(answers[1]!.args, start.json().filters);
    const query = new URLSearchParams({
      ...Object.fromEntries(Object.entries(start.json().filters).map(([k, v]) => [k, String(v)])),
      limit: String(MEMBERS_DEFAULT_LIMIT),
    });
    const search = membersResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/members.php?${query}`, headers: { cookie } })
      ).json(),
    );
    const inlined = answers[1]!.data as { pages: MembersResponse[]; pageParams: unknown[] };
    assert.deepEqual(inlined.pageParams, [null]);
    const [first] = inlined.pages.map((p) => membersResponseSchema.parse(p));
    // Cursors are sealed with a fresh nonce each time: the same page, a different seal.
    assert.equal(first!.next_cursor === null, search.next_cursor === null);
    assert.deepEqual({ ...first!, next_cursor: null }, { ...search, next_cursor: null });
    assert.ok(first!.results.length > 0, 'the demo member finds members');
    // The first photos, fetched beside the scripts with the sources the cards ask for.
    const photos = [
      ...page.body.matchAll(
        /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)"/g,
      ),
    ];
    const shown = first!.results.filter((member) => member.main_image?.status === 'active');
    assert.equal(photos.length, Math.min(2, shown.length));
    for (const [index, photo] of photos.entries())
      assert.ok(photo[1]!.endsWith(shown[index]!.main_image!.thumb_filename), photo[1]);
  });

  it('inlines a profile as the API answers it, and preloads the photo its gallery opens on', async () => {
    const cookie = await logIn(t.app);
    const found = membersResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/members.php', headers: { cookie } })).json(),
    );
    const { id } = found.results.find((member) => member.main_image?.status === 'active')!;
    const page = await t.app.inject({ method: 'GET', url: `/members/${id}`, headers: { cookie } });
    const [answer, ...more] = firstAnswersSchema.parse(firstAnswers(page.body));
    assert.equal(more.length, 0);
    assert.equal(answer!.endpoint, 'getMember');
    assert.equal(answer!.args, id);
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/member.php?id=${id}`,
      headers: { cookie },
    });
    // The page's endpoint keeps the profile itself.
    assert.deepEqual(answer!.data, api.json().profile);
    const photo = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(
      page.body,
    );
    assert.ok(photo?.[1]?.endsWith(api.json().profile.images[0].filename), page.body);
    // A member nobody can see: the page asks, and shows what the API says.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/members/999999',
      headers: { cookie },
    });
    assert.equal(firstAnswers(unknown.body), null);
  });

  it('inlines nothing for a visitor, another page, or a search asked by its URL', async () => {
    const cookie = await logIn(t.app);
    for (const [url, headers] of [
      ['/members', {}],
      ['/members?gender=female', { cookie }],
      ['/chats', { cookie }],
    ] as const) {
      const page = await t.app.inject({ method: 'GET', url, headers });
      assert.equal(firstAnswers(page.body), null, url);
      assert.doesNotMatch(page.body, /as="image"/, url);
    }
  });

  it('escapes settings so they cannot break out of the script or the title', async () => {
    const site = await t.app.db.selectFrom('site').selectAll().executeTakeFirstOrThrow();
    const hostile = '</script><script>alert(1)</script><!--';
    const settings = { ...JSON.parse(site.settings), index_title: hostile, description: hostile };
    await t.app.db
      .insertInto('site')
      .values({
        domain: 'hostile.test',
        settings: JSON.stringify(settings),
        created_at: site.created_at,
      })
      .execute();
    // Read afresh, as a site:create run would be within a second.
    forgetSiteRows();
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'hostile.test' },
    });
    assert.ok(!response.body.includes('<script>alert(1)'));
    assert.equal(settingsSchema.parse(bootData(response.body).settings).index_title, hostile);
    assert.match(response.body, /<title>&#60;\/script&#62;/);
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const hashed = await t.app.inject({ method: 'GET', url: '/static/js/main.3f2a9b1c.js' });
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.body, 'console.log("shell");');
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(hashed.headers['content-type']), /javascript/);
    const map = await t.app.inject({ method: 'GET', url: '/static/js/main.3f2a9b1c.js.map' });
    assert.equal(map.headers['cache-control'], 'public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['cache-control'], 'no-cache');
  });

  it("answers with the build's brotli or gzip copy of a file when the browser takes it", async () => {
    const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
    const copies = new Map(await precompressed('app.5e6f7a8b.js', Buffer.from(script)));
    await fs.writeFile(path.join(t.config.shellDist, 'static/js/app.5e6f7a8b.js'), script);
    for (const [name, bytes] of copies)
      await fs.writeFile(path.join(t.config.shellDist, 'static/js', name), bytes);
    const url = '/static/js/app.5e6f7a8b.js';
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': accepted } });
      assert.equal(response.headers['content-encoding'], encoding, accepted);
      assert.deepEqual(
        response.rawPayload,
        copies.get(`app.5e6f7a8b.js.${encoding === 'br' ? 'br' : 'gz'}`),
      );
      assert.equal(decode(response.rawPayload).toString(), script);
      assert.match(String(response.headers['content-type']), /javascript/);
      assert.match(String(response.headers.vary), /accept-encoding/i);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.body, script);
  });

  it('answers a missing asset with 404, not the page', async () => {
    for (const url of ['/static/js/main.00000000.js', '/robots.txt', '/assets/app.css']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
    }
  });

  it('fills in the title marker also when the template plugin escaped it', async () => {
    const file = path.join(t.config.shellDist, 'index.html');
    await fs.writeFile(file, template.replace('<!--app-title-->', '&lt;!--app-title--&gt;'));
    // A new build gets a new modification time.
    const later = new Date(Date.now() + 5000);
    await fs.utimes(file, later, later);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/login' });
      assert.match(response.body, /<title>Amora – dating and chat for adults<\/title>/);
    } finally {
      await fs.writeFile(file, template);
      const latest = new Date(Date.now() + 10_000);
      await fs.utimes(file, latest, latest);
    }
  });

  it('never serves dotfiles or files outside the build', async () => {
    for (const url of [
      '/.secret',
      '/static/../.secret',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%E0%A4%A',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.ok(!response.body.includes('not for the web'), url);
      assert.ok(!response.body.includes('root:'), url);
    }
  });

  it('serves the service worker with no-cache and root scope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw-push.js?v=2' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(response.headers['service-worker-allowed'], '/');
    assert.match(String(response.headers['content-type']), /javascript/);
  });

  it('answers unknown API paths with JSON 404, never the page', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope.php'],
      ['GET', '/api'],
      ['POST', '/api/nope.php'],
      ['DELETE', '/members'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.equal(apiErrorSchema.parse(response.json()).error.code, 'not_found');
    }
  });

  it('compresses the page when the browser accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(response.rawPayload).toString(), /app-boot/);
  });
});

describeEachDatabase('shell: not built', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('explains how to build the shell instead of failing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/members' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.match(response.body, /pnpm build/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/sw-push.js' })).statusCode, 404);
  });
});
