import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { campaignSchema, landingResponseSchema, type LandingData } from '@app/shared/contracts';
import { campaignInput } from '../helpers/campaigns';
import { staffMember } from '../helpers/staff';
import { DEMO_ACCOUNT } from '../../src/seed/demo-accounts';
import { userIdOf } from '../helpers/members';
import { deployBuild } from '../helpers/remotes';
import { readFolder } from '../../src/platform/remotes/package';
import { createTestApp, describeEachDatabase, logIn, type TestApp } from '../helpers/test-app';

// The landing and the landers, rendered by the live version of the landers remote (issue 11):
// its real build, published into the test server's remotes folder as a deploy would. Built into a
// folder of this test's own: the journeys beside this suite build mf-landers/dist themselves.
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const LANDERS_DIST = mkdtempSync(path.join(os.tmpdir(), 'landers-build-'));

before(() => {
  const built = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { buildApps } = await import('./scripts/lib/rspack-build.mjs'); await buildApps(['mf-landers'], { outDir: ${JSON.stringify(LANDERS_DIST)} });`,
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  assert.equal(built.status, 0, built.stderr);
  assert.ok(existsSync(path.join(LANDERS_DIST, 'server', 'render.mjs')));
});
after(() => rmSync(LANDERS_DIST, { recursive: true, force: true }));

/** Publishes a landers build (its files as built, or changed) and makes it stable. */
async function deploy(t: TestApp, files?: Map<string, Buffer>) {
  return deployBuild(t.app, 'mf-landers', files ?? (await readFolder(LANDERS_DIST)));
}

/** The landers build with one file changed: another version. */
async function changedBuild(file: string, change: (code: string) => string) {
  const files = await readFolder(LANDERS_DIST);
  files.set(file, Buffer.from(change(files.get(file)!.toString('utf8'))));
  return files;
}

describeEachDatabase('landing and landers rendered on the server', (kind) => {
  let t: TestApp;
  let v1: string;
  before(async () => {
    t = await createTestApp(kind);
    v1 = await deploy(t);
  });
  after(() => t.close());

  /** One of a landers version's counters (remote_load), 0 before its first count. */
  const countedOf = async (version: string, counter: 'failures' | 'signup_starts') =>
    Number(
      (
        await t.app.db
          .selectFrom('remote_load')
          .select(counter)
          .where('remote', '=', 'mf-landers')
          .where('version', '=', version)
          .executeTakeFirst()
      )?.[counter] ?? 0,
    );
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const landing = async (query: string): Promise<LandingData> =>
    landingResponseSchema.parse((await get(`/api/landing.php${query}`)).json());

  it('renders the landing with the site, its first featured member and the proof, in the visitor’s language', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    const html = response.body;
    assert.match(html, /<html lang="en">/);
    assert.match(html, /<title>Amora – dating and chat for adults<\/title>/);
    assert.match(html, /<h1 class="ld-headline">Meet singles near you on Amora<\/h1>/);
    const [first] = (await landing('?count=11')).featured;
    assert.ok(html.includes(`${first!.name}, ${first!.age}`), 'the first featured member');
    assert.match(html, /members online now/);
    // Its stylesheet inline under the page's nonce, its hydration script from this version.
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    assert.ok(nonce);
    assert.ok(String(response.headers['content-security-policy']).includes(`'nonce-${nonce}'`));
    assert.ok(
      html.includes(`<script type="module" src="/remotes/mf-landers/${v1}/island/hydrate.js">`),
    );
    assert.equal(response.headers['cache-control'], 'private, no-cache');
    // The state the browser hydrates from is the one the page was rendered with.
    const state = JSON.parse(
      /<script id="landing-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    assert.equal(state.data.featured[0].id, first!.id);

    const french = await get('/', { cookie: 'locale=fr' });
    assert.match(french.body, /<html lang="fr">/);
    assert.match(french.body, /Rencontrez des célibataires près de chez vous sur Amora/);
    assert.match(french.body, /Inscription gratuite/);
    assert.ok(french.body.includes(`${first!.name}, ${first!.age}`));
  });

  it("has the browser fetch the sign-up page's scripts while a visitor reads the landing", async () => {
    // The shell's page names its entry and styles (issue 27 §1: the tap on "Sign up for free").
    await fs.mkdir(t.config.shellDist, { recursive: true });
    await fs.writeFile(
      path.join(t.config.shellDist, 'index.html'),
      '<!doctype html><html><head><link href="/assets/main.c1.css" rel="stylesheet"><script defer src="/assets/main.e1.js"></script></head><body><div id="root"></div></body></html>',
    );
    try {
      const html = (await get('/')).body;
      const head = html.slice(0, html.indexOf('</head>'));
      // Held inert until the page has loaded (the island's entry applies them): the landing's
      // photos come first on a slow line.
      const held = /<template id="next-page-hints">(.*?)<\/template>/s.exec(head)?.[1] ?? '';
      assert.ok(held.includes('<link rel="prefetch" as="script" href="/assets/main.e1.js">'), head);
      assert.ok(held.includes('<link rel="prefetch" as="style" href="/assets/main.c1.css">'), head);
      assert.doesNotMatch(head.replace(held, ''), /<link[^>]*main\.(e1|c1)/);
    } finally {
      await fs.rm(path.join(t.config.shellDist, 'index.html'));
    }
  });

  it('renders each lander from its campaign, keeps the tracking data on its calls to action, and falls back from an unknown slug', async () => {
    const gallery = await get('/landers/gallery?ref=news&sub1={abc}', { 'cf-ipcountry': 'NL' });
    assert.equal(gallery.statusCode, 200);
    assert.match(gallery.body, /<h1 class="ld-headline">16 singles near you, online today<\/h1>/);
    const [first] = landingResponseSchema.parse(
      (await get('/api/landing.php?count=16', { 'cf-ipcountry': 'NL' })).json(),
    ).featured;
    assert.ok(gallery.body.includes(first!.name));
    // The lander's name goes along too: its campaign's figures count the sign-up.
    assert.match(gallery.body, /href="\/signup\?ref=news&amp;sub1=%7Babc%7D&amp;campaign=gallery"/);
    assert.match(gallery.body, /<title>16 singles near you, online today · Amora<\/title>/);

    const young = await get('/landers/gallery/young');
    assert.match(young.body, /Singles under 30 near you, online today/);
    const unknownSlug = await get('/landers/gallery/spring-2019');
    assert.equal(unknownSlug.statusCode, 200);
    assert.match(unknownSlug.body, /near you, online today<\/h1>/);

    for (const name of [
      'collagelanding',
      'iconslanding',
      'maplanding',
      'socialnetwork',
      'alonetonight',
      'video',
      'transitionsvideolanding',
      'tinderswipe',
    ]) {
      const response = await get(`/landers/${name}`);
      assert.equal(response.statusCode, 200, name);
      assert.match(response.body, /class="ld-headline/, name);
    }
    // A lander nobody shipped: the app's 404.
    const unknown = await get('/landers/nothing-here');
    assert.equal(unknown.statusCode, 404);
  });

  it('answers at a campaign’s path once marketing publishes it, with no deploy or restart, and 404 once unpublished', async () => {
    const { cookie } = await staffMember(t.app, 'marketing');
    const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const created = await staff('POST', '/api/backoffice/campaigns', {
      ...campaignInput({ slug: `printemps-${kind}`, template: 'gallery' }),
      texts: {
        en: { headline: 'Spring is here, {{who}}', lead: 'Meet someone.', cta: 'Start now' },
        fr: { headline: 'Le printemps est là: {{who}}', lead: 'Rencontrez!', cta: 'Commencer' },
      },
      tracking: { network: 'spring-ads' },
    });
    assert.equal(created.statusCode, 201, created.body);
    let campaign = campaignSchema.parse(created.json());
    const path = `/landers/${campaign.slug}`;
    // A draft: nobody shipped this lander yet.
    assert.equal((await get(path)).statusCode, 404);

    // The preview, as a visitor from France reading French, before it is published.
    const preview = await staff(
      'GET',
      `/api/backoffice/campaigns/${campaign.id}/preview?language=fr&country=FR`,
    );
    assert.equal(preview.statusCode, 200, preview.body);
    assert.match(preview.body, /<html lang="fr">/);
    assert.match(preview.body, /Le printemps est là\u00a0: /);
    assert.match(String(preview.headers['content-security-policy']), /frame-ancestors 'self'/);
    assert.equal(preview.headers['x-frame-options'], 'SAMEORIGIN');
    const previewState = JSON.parse(
      /<script id="landing-state" type="application\/json">(.*?)<\/script>/s.exec(
        preview.body,
      )![1]!,
    );
    assert.equal(previewState.data.country, 'FR');
    // Visitors and other roles get no preview.
    assert.equal((await get(`/api/backoffice/campaigns/${campaign.id}/preview`)).statusCode, 401);

    const published = await staff('POST', `/api/backoffice/campaigns/${campaign.id}/publish`, {
      revision: campaign.revision,
    });
    assert.equal(published.statusCode, 200, published.body);
    campaign = campaignSchema.parse(published.json());
    const started = performance.now();
    const page = await get(`${path}?sub1=banner`);
    const answeredMs = performance.now() - started;
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<h1 class="ld-headline">Spring is here, singles<\/h1>/);
    // Its calls to action carry the visitor's source, the campaign's default network and name.
    assert.ok(
      page.body.includes(
        `href="/signup?sub1=banner&amp;network=spring-ads&amp;campaign=${campaign.slug}"`,
      ),
      page.body.match(/href="\/signup[^"]*"/)?.[0],
    );
    console.log(`publish → the lander answering: first request ${answeredMs.toFixed(1)} ms`);
    // The visit is counted with that source.
    const visits = await t.app.db
      .selectFrom('campaign_visit')
      .select(['step', 'network', 'sub1'])
      .where('campaign', '=', campaign.slug)
      .execute();
    assert.deepEqual(visits, [{ step: 'visit', network: 'spring-ads', sub1: 'banner' }]);
    // A preview is not a visit.
    await staff('GET', `/api/backoffice/campaigns/${campaign.id}/preview`);
    assert.equal(
      (
        await t.app.db
          .selectFrom('campaign_visit')
          .select('id')
          .where('campaign', '=', campaign.slug)
          .execute()
      ).length,
      1,
    );

    // A new version of the words is live once published; the older one comes back by rollback.
    const edited = await staff('POST', `/api/backoffice/campaigns/${campaign.id}/publish`, {
      revision: campaign.revision,
    });
    campaign = campaignSchema.parse(edited.json());
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/campaigns/${campaign.id}`,
      headers: { cookie },
      payload: {
        revision: campaign.revision,
        template: 'collage',
        featured: campaign.featured,
        partner: null,
        tracking: campaign.tracking,
        texts: {
          ...campaign.versions[0]!.texts,
          en: { ...campaign.versions[0]!.texts.en, headline: 'Summer already, {{who}}' },
        },
      },
    });
    campaign = campaignSchema.parse(put.json());
    campaign = campaignSchema.parse(
      (
        await staff('POST', `/api/backoffice/campaigns/${campaign.id}/publish`, {
          revision: campaign.revision,
        })
      ).json(),
    );
    assert.match((await get(path)).body, /Summer already, singles/);
    campaign = campaignSchema.parse(
      (
        await staff('POST', `/api/backoffice/campaigns/${campaign.id}/publish`, {
          revision: campaign.revision,
          version: 1,
        })
      ).json(),
    );
    assert.match((await get(path)).body, /Spring is here, singles/);

    await staff('POST', `/api/backoffice/campaigns/${campaign.id}/unpublish`, {
      revision: campaign.revision,
    });
    assert.equal((await get(path)).statusCode, 404);
  });

  it('renders a featured member’s landings, and no landing for a real member', async () => {
    const [member] = (await landing('?count=1')).featured;
    for (const suffix of ['landing', 'landing2', 'landing3/flirt']) {
      const response = await get(`/members/${member!.id}/${suffix}`);
      assert.equal(response.statusCode, 200, suffix);
      assert.ok(response.body.includes(member!.name), suffix);
    }
    const chat = await get(`/members/${member!.id}/landing2`);
    assert.match(
      chat.body,
      new RegExp(`<form action="/members/${member!.id}/signup" method="get">`),
    );
    const demo = await userIdOf(t.app, DEMO_ACCOUNT.email);
    assert.equal((await get(`/members/${demo}/landing`)).statusCode, 404);
  });

  it('changes with a deploy of the landers remote alone, with no restart, and back with a rollback', async () => {
    const changed = await changedBuild('server/render.mjs', (code) => {
      assert.ok(code.includes('Sign up for free'));
      return code.replaceAll('Sign up for free', 'Join Amora today');
    });
    const v2 = await deploy(t, changed);
    const after = await get('/');
    assert.match(after.body, /Join Amora today/);
    assert.ok(after.body.includes(`/remotes/mf-landers/${v2}/island/hydrate.js`));
    await deploy(t);
    const back = await get('/');
    assert.doesNotMatch(back.body, /Join Amora today/);
    assert.match(back.body, /Sign up for free/);
  });

  it('answers with the server’s own landing when the live version cannot render, and counts the failed load', async () => {
    const broken = await deploy(
      t,
      await changedBuild(
        'server/render.mjs',
        () => "export async function render() { throw new Error('this version is broken'); }\n",
      ),
    );
    try {
      const response = await get('/', { cookie: 'locale=fr' });
      // Against that version's health, as a browser's failed load would be (issue 23 §3).
      const failures = await t.app.db
        .selectFrom('remote_load_failure')
        .select(['code', 'count'])
        .where('remote', '=', 'mf-landers')
        .where('version', '=', broken)
        .execute();
      assert.deepEqual(failures, [{ code: 'ServerRenderError', count: 1 }]);
      assert.equal(response.statusCode, 200);
      assert.match(response.body, /<html lang="fr">/);
      assert.match(response.body, /<a class="button" href="\/signup">Inscription gratuite<\/a>/);
      assert.match(response.body, /href="\/login">Se connecter</);
      // Not the landers' page: nothing of theirs is loaded.
      assert.doesNotMatch(response.body, /hydrate\.js/);
    } finally {
      await deploy(t);
    }
  });

  it('counts each visitor’s render as a load of the version, with its time, once per visitor and a few per network (issue 47 §2)', async () => {
    const version = await deploy(t);
    const loadsOf = async () =>
      (await t.app.db
        .selectFrom('remote_load')
        .select(['loads', 'failures', 'ok_duration_ms'])
        .where('remote', '=', 'mf-landers')
        .where('version', '=', version)
        .executeTakeFirst()) ?? { loads: 0, failures: 0, ok_duration_ms: 0 };
    const before = await loadsOf();
    const visit = (visitor: string, address: string) =>
      t.app.inject({
        method: 'GET',
        url: '/landers/gallery',
        headers: { cookie: `visitor_id=${visitor}` },
        remoteAddress: address,
      });
    // Three visitors on three networks, one of them reloading four times.
    for (const [visitor, address] of [
      ['visitorAAAAAAAAAAAAAAA', '198.51.100.7'],
      ['visitorBBBBBBBBBBBBBBB', '203.0.113.7'],
      ['visitorCCCCCCCCCCCCCCC', '192.0.2.7'],
      ['visitorCCCCCCCCCCCCCCC', '192.0.2.7'],
      ['visitorCCCCCCCCCCCCCCC', '192.0.2.7'],
      ['visitorCCCCCCCCCCCCCCC', '192.0.2.7'],
    ] as const)
      assert.equal((await visit(visitor, address)).statusCode, 200);
    // A crawler making up visitors on one network counts a few.
    for (let i = 0; i < 20; i += 1)
      await visit(`crawler${String(i).padStart(15, '0')}`, `100.64.9.${i + 1}`);
    const after = await loadsOf();
    assert.equal(after.loads - before.loads, 3 + t.config.canary.loadsPerAddress);
    assert.equal(after.failures, before.failures);
    assert.ok(after.ok_duration_ms > before.ok_duration_ms, 'render times counted');
  });

  it('gives a lander page the ticket its failed hydration is reported with, once, as a failed load of its version', async () => {
    const version = await deploy(t);
    const failuresOf = () => countedOf(version, 'failures');
    const cookie = 'visitor_id=hydrateDDDDDDDDDDDDDDD';
    const page = await t.app.inject({
      method: 'GET',
      url: '/landers/gallery',
      headers: { cookie },
      remoteAddress: '198.51.100.77',
    });
    const load = JSON.parse(
      /<script type="application\/json" id="island-load">([^<]*)<\/script>/.exec(page.body)![1]!,
    );
    assert.deepEqual([load.remote, load.version], ['mf-landers', version]);
    const before = await failuresOf();
    const report = (ticket: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/remote-loads.php',
        headers: { cookie },
        remoteAddress: '198.51.100.77',
        payload: {
          remote: 'mf-landers',
          version,
          ok: false,
          phase: 'hydrate',
          duration_ms: 0,
          error: 'Error',
          ticket,
        },
      });
    assert.equal((await report(load.ticket)).statusCode, 200);
    assert.equal(await failuresOf(), before + 1);
    // The same ticket again, or a forged one, counts nothing.
    await report(load.ticket);
    await report(`${load.ticket.slice(0, -2)}xx`);
    assert.equal(await failuresOf(), before + 1);
  });

  it('counts a sign-up started from a lander for the version that visitor is given (its conversion)', async () => {
    const version = await deploy(t);
    const startsOf = () => countedOf(version, 'signup_starts');
    const before = await startsOf();
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/signup-start.php',
      headers: { cookie: 'visitor_id=startsEEEEEEEEEEEEEEEE' },
      payload: { campaign: 'gallery' },
    });
    assert.equal(start.statusCode, 200, start.body);
    assert.equal(await startsOf(), before + 1);
  });

  it('sends members to the members area, and lets them see a lander in the app', async () => {
    const cookie = await logIn(t.app);
    const home = await get('/', { cookie });
    assert.equal(home.statusCode, 302);
    assert.equal(home.headers.location, '/members');
    const lander = await get('/landers/gallery', { cookie });
    assert.equal(lander.statusCode, 200);
    assert.doesNotMatch(lander.body, /ld-headline/);
    // A lander nobody shipped is a 404 to members too (issue 25 §4).
    assert.equal((await get('/landers/nothing-here', { cookie })).statusCode, 404);
  });
});
