import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers/test-app';

// Issue 23 §7: /offline.html (the installed app's page without a network) had no
// Content-Security-Policy. It gets one that allows its own inline stylesheet by hash only.
describeEachDatabase('the offline page', (kind) => {
  let t: TestApp;
  const style = 'body{margin:0}h1{font-size:1.5rem}';
  before(async () => {
    t = await createTestApp(kind);
    await fs.mkdir(t.config.shellDist, { recursive: true });
    await fs.writeFile(
      path.join(t.config.shellDist, 'offline.html'),
      `<!doctype html><html><head><style>${style}</style></head><body><h1>Offline</h1><script src="/offline.js"></script></body></html>`,
    );
  });
  after(() => t.close());

  it('is served with a policy: its scripts from this origin, its inline style by hash, nothing else inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/offline.html' });
    assert.equal(response.statusCode, 200);
    const policy = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(style).digest('base64');
    assert.match(policy, new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`));
    assert.match(policy, /script-src 'self';/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  });
});
