import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { FIRST_SCREEN_RENDER_TIMEOUT_MS, warmFirstScreens } from '../../src/static/first-screen';
import { deployBuild, fakeBuild } from '../helpers/remotes';
import { describeEachDatabase, logIn, type TestApp, createTestApp } from '../helpers/test-app';

// Issue 27 §1, ADR 0016: the server paints a member's page with the shell's layout renderer and
// the owning remote's page renderer (small ones here, standing in for the builds'), and the page
// goes out without it whenever one of them is missing, fails or is slow.

const template = `<!doctype html>
<html lang="en">
<head><title><!--app-title--></title><!--app-boot--></head>
<body>
<div id="root"></div>
</body>
</html>
`;

const layoutRenderer = `export async function renderLayout(request) {
  if (request.layout !== 'default') return null;
  return '<header>Layout in ' + request.language + '</header><main>' + request.page + '</main>';
}`;

/** How long the slow page renderer hangs: far past the render timeout. */
const SLOW_RENDERER_MS = 5000;

/** A page renderer that says what it was given; the test makes it fail or hang. */
const pageRenderer = `export async function renderPage(request) {
  if (globalThis.firstScreenTest === 'fail') throw new Error('broken');
  if (globalThis.firstScreenTest === 'slow') await new Promise((resolve) => setTimeout(resolve, ${SLOW_RENDERER_MS}));
  const search = request.answers.find((answer) => answer.endpoint === 'searchMembers');
  return '<p id="painted" data-url="' + request.url + '" data-answers="' +
    request.answers.map((answer) => answer.endpoint).join(' ') + '">' +
    request.user.profile.name + ' sees ' + (search ? search.data.pages[0].results.length : 0) + '</p>';
}`;

function paintedRoot(html: string): string | null {
  return /<div id="root" data-first-screen inert>(.*?)<\/div>\n<\/body>/s.exec(html)?.[1] ?? null;
}

describeEachDatabase('a member’s first screen painted by the server (issue 27 §1)', (kind) => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp(kind);
    await fs.mkdir(path.join(t.config.shellDist, 'server'), { recursive: true });
    await fs.writeFile(path.join(t.config.shellDist, 'index.html'), template);
    await fs.writeFile(path.join(t.config.shellDist, 'server/first-screen.mjs'), layoutRenderer);
    const build = fakeBuild('mf-members', {
      routes: [
        { path: '/members', layout: 'default' },
        { path: '/members/:id', layout: 'default' },
      ],
    });
    build.set('server/first-screen.mjs', Buffer.from(pageRenderer));
    await deployBuild(t.app, 'mf-members', build);
    // As a server started with these builds in place does (shell.ts): the renderers imported
    // before the first member's page. Cold, a busy machine took longer than a render may
    // (CI once: the page went out unpainted, as designed, and this test failed).
    await warmFirstScreens(t.app, t.config.shellDist);
    cookie = await logIn(t.app);
  });
  after(() => t.close());

  it('paints the search in the layout, with the answers the page would ask for', async () => {
    const page = await t.app.inject({ url: '/members', headers: { cookie } });
    assert.equal(page.statusCode, 200);
    const root = paintedRoot(page.body);
    assert.ok(root, page.body);
    assert.match(root, /^<header>Layout in en<\/header><main><p id="painted" data-url="\/members"/);
    assert.match(root, /data-answers="getSearchStart searchMembers">Demo sees \d+<\/p>/);
    assert.doesNotMatch(root, /Demo sees 0</);
    // React's style attributes in the markup are allowed on this page (only the attributes).
    assert.match(String(page.headers['content-security-policy']), /style-src-attr 'unsafe-inline'/);
    // The member area's body hooks, as the app sets them.
    assert.match(page.body, /<body class="logged-in not-index">/);
    // The answers go out too: the app's first render is the same page.
    assert.match(page.body, /<script id="app-first-answers"/);
  });

  it('paints a profile, in the member’s language', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'fr' },
    });
    const found = await t.app.inject({ url: '/api/members.php', headers: { cookie } });
    const id = found.json().results[0].id as number;
    const page = await t.app.inject({ url: `/members/${id}`, headers: { cookie } });
    const root = paintedRoot(page.body);
    assert.match(root ?? '', /^<header>Layout in fr<\/header>/);
    assert.match(root ?? '', new RegExp(`data-url="/members/${id}" data-answers="getMember"`));
    await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'en' },
    });
  });

  it('sends the page without it when there is nothing to paint', async () => {
    // A search by its URL, a visitor, someone nobody can see (404: no answers).
    for (const [url, headers] of [
      ['/members?gender=female', { cookie }],
      ['/members', {}],
      ['/members/999999', { cookie }],
    ] as const) {
      const page = await t.app.inject({ url, headers });
      assert.equal(paintedRoot(page.body), null, url);
      assert.match(page.body, /<div id="root"><\/div>/, url);
      assert.match(page.body, /<body>/, url);
      assert.doesNotMatch(String(page.headers['content-security-policy']), /style-src-attr/, url);
    }
  });

  it('sends the page without it, in time, when the renderer fails or is slow', async () => {
    const shared = globalThis as { firstScreenTest?: string };
    // The slow renderer hangs 5 s; the page must go out after about the render timeout, not
    // after the hang. Timed against the failing renderer's page (the same work without any
    // wait), so a busy machine's slower queries are not counted as the renderer's (CI once:
    // 1.0 s allowed in all, and the queries alone took more).
    try {
      const elapsed: Record<string, number> = {};
      for (const mode of ['fail', 'slow']) {
        shared.firstScreenTest = mode;
        const started = Date.now();
        const page = await t.app.inject({ url: '/members', headers: { cookie } });
        elapsed[mode] = Date.now() - started;
        assert.equal(page.statusCode, 200, mode);
        assert.equal(paintedRoot(page.body), null, mode);
        // The answers still go out: the app renders the same page at once.
        assert.match(page.body, /<script id="app-first-answers"/, mode);
      }
      const waited = elapsed.slow! - elapsed.fail!;
      assert.ok(waited < FIRST_SCREEN_RENDER_TIMEOUT_MS + 2000, `waited ${waited} ms`);
      assert.ok(elapsed.slow! < SLOW_RENDERER_MS, `slow ${elapsed.slow} ms`);
    } finally {
      delete shared.firstScreenTest;
    }
  });
});
