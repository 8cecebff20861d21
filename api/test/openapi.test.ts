import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { after, before, it } from 'node:test';
import { OPENAPI_PATH } from '../src/http/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 24 §4: the API's description is generated from the routes' own contracts, served in
// demo mode, and the copy in docs/openapi.json cannot drift from the routes (`pnpm openapi`
// writes it anew).
const COPY = new URL('../../docs/openapi.json', import.meta.url);

let t: TestApp;
before(async () => {
  t = await createTestApp('sqlite');
});
after(() => t.close());

it('describes every API route from its contracts, and docs/openapi.json is that description', async () => {
  const served = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  assert.equal(served.statusCode, 200);
  const document = served.json() as {
    paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>>;
  };
  // The routes members use, with their contracts; member routes say they need the session.
  assert.ok(document.paths['/api/messages.php']?.post?.requestBody);
  assert.deepEqual(document.paths['/api/messages.php']?.post?.security, [{ session: [] }]);
  assert.equal(document.paths['/api/packages.php']?.get?.security, undefined);
  // No static file, no catch-all, not itself.
  assert.ok(Object.keys(document.paths).every((path) => path.startsWith('/api/')));
  assert.equal(document.paths[OPENAPI_PATH], undefined);

  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (process.env.OPENAPI_WRITE === '1') await writeFile(COPY, text);
  assert.equal(
    await readFile(COPY, 'utf8').catch(() => ''),
    text,
    'docs/openapi.json differs from the routes: run pnpm openapi',
  );
});
