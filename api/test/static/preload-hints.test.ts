import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Registry } from '@app/shared/contracts';
import { diskRemoteStore } from '../../src/platform/remotes/store';
import { prefetchHints, preloadHints } from '../../src/static/preload-hints';

/** The paths each remote of the test registry owns. */
const owned: Record<string, string[]> = {
  'mf-members': ['/members', '/members/:id'],
  'mf-chat': ['/members/:id/chat'],
  'mf-landers': ['/', '/landers/:name/:slug?'],
  'mf-signup': ['/signup'],
};

describe('preload hints', () => {
  let dir: string;
  let registry: Registry;
  const shellDist = () => path.join(dir, 'shell');
  const remotesDir = () => path.join(dir, 'remotes');
  const assets = (js: string[], css: string[] = []) => ({
    js: { sync: js, async: [] },
    css: { sync: css, async: [] },
  });

  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hints-'));
    await fs.mkdir(shellDist(), { recursive: true });
    await fs.writeFile(
      path.join(shellDist(), 'mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: '/', remoteEntry: { name: '', path: '' } },
        shared: [
          { assets: assets(['assets/react.1.js']) },
          { assets: assets(['assets/router.2.js', 'assets/react.1.js']) },
        ],
        exposes: [],
      }),
    );
    for (const name of Object.keys(owned)) {
      const folder = path.join(remotesDir(), name, 'v1');
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(
        path.join(folder, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
          shared: [],
          exposes: [
            {
              name: 'routes',
              assets: {
                js: { sync: [`routes.${name}.js`], async: [`page.${name}.js`] },
                css: { sync: [`routes.${name}.css`], async: [] },
              },
            },
          ],
          // The hashes the build recorded (the stylesheet's is missing: no integrity then).
          integrity: { [`routes.${name}.js`]: `sha384-${name}-routes` },
        }),
      );
      await fs.writeFile(path.join(folder, `routes.${name}.js`), `export default '${name}';`);
      await fs.writeFile(path.join(folder, `routes.${name}.css`), `.x { content: '${name}' }`);
    }
    registry = {
      remotes: Object.fromEntries(
        Object.entries(owned).map(([name, paths]) => [
          name,
          {
            name: name.replace('-', '_'),
            version: 'v1',
            manifest: `/remotes/${name}/v1/mf-manifest.json`,
            routes: paths.map((p) => ({ path: p, layout: 'default' })),
            widgets: [],
            integrity: 'sha384-entry',
            manifestIntegrity: 'sha384-manifest',
          },
        ]),
      ),
    };
  });
  after(() => fs.rm(dir, { recursive: true, force: true }));

  it("preloads the shell's startup chunks once each, and the owning remote's manifest, entry and routes", async () => {
    const hints = await preloadHints(
      { shellDist: shellDist(), store: diskRemoteStore(remotesDir()) },
      registry,
      '/members/3/chat',
    );
    assert.equal(hints.match(/assets\/react\.1\.js/g)?.length, 1);
    assert.match(hints, /<link rel="preload" as="script" href="\/assets\/router\.2\.js">/);
    // A remote's files are fetched in CORS mode with the integrity the build recorded, not the
    // stored files' own: their preloads ask alike.
    assert.match(
      hints,
      /<link rel="preload" as="fetch" crossorigin href="\/remotes\/mf-chat\/v1\/mf-manifest\.json">/,
    );
    assert.match(
      hints,
      /as="script" crossorigin integrity="sha384-entry" href="\/remotes\/mf-chat\/v1\/remoteEntry\.js"/,
    );
    assert.ok(
      hints.includes(
        `as="script" crossorigin integrity="sha384-mf-chat-routes" href="/remotes/mf-chat/v1/routes.mf-chat.js"`,
      ),
      hints,
    );
    assert.ok(
      hints.includes(`as="style" crossorigin href="/remotes/mf-chat/v1/routes.mf-chat.css"`),
      hints,
    );
    assert.doesNotMatch(hints, /mf-members/);
  });

  it('hints no remote for a path the shell owns', async () => {
    const hints = await preloadHints(
      { shellDist: shellDist(), store: diskRemoteStore(remotesDir()) },
      registry,
      '/login',
    );
    assert.doesNotMatch(hints, /remotes\//);
    assert.match(hints, /router\.2\.js/);
  });

  it("prefetches, for a visitor's landing, what the sign-up page loads: the shell's entry, styles and chunks, the sign-up remote's entry, routes and page", async () => {
    const template =
      '<html><head><link href="/assets/main.9.css" rel="stylesheet"><script defer src="/assets/main.8.js"></script></head></html>';
    const hints = await prefetchHints(
      { shellDist: shellDist(), store: diskRemoteStore(remotesDir()) },
      registry,
      '/signup',
      template,
    );
    for (const expected of [
      '<link rel="prefetch" as="script" href="/assets/main.8.js">',
      '<link rel="prefetch" as="style" href="/assets/main.9.css">',
      '<link rel="prefetch" as="script" href="/assets/router.2.js">',
      'as="script" crossorigin integrity="sha384-entry" href="/remotes/mf-signup/v1/remoteEntry.js"',
      'href="/remotes/mf-signup/v1/routes.mf-signup.js"',
      // The page the route loads when it renders.
      'as="script" crossorigin href="/remotes/mf-signup/v1/page.mf-signup.js"',
    ])
      assert.ok(hints.includes(expected), `${expected} in ${hints}`);
    // Nothing is preloaded (the landing's own downloads come first), nor the registry (no-cache).
    assert.doesNotMatch(hints, /rel="preload"/);
    assert.doesNotMatch(hints, /remotes\.json/);
    assert.doesNotMatch(hints, /mf-members|mf-chat/);
  });
});
