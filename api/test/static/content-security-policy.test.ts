import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from '../../src/static/content-security-policy';

describe('content security policy', () => {
  let dir: string;
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'csp-'));
  });
  after(() => fs.rm(dir, { recursive: true, force: true }));

  const writeRegistry = (manifests: Record<string, string>) =>
    fs.writeFile(
      path.join(dir, 'remotes.json'),
      JSON.stringify({
        remotes: Object.fromEntries(
          Object.entries(manifests).map(([name, manifest]) => [
            name,
            { name: name.replace('-', '_'), version: 'v1', manifest, routes: [], widgets: [] },
          ]),
        ),
      }),
    );

  it('allows only this origin when every remote is served from it', async () => {
    await writeRegistry({ 'mf-members': '/remotes/mf-members/v1/mf-manifest.json' });
    const policy = await contentSecurityPolicy(dir);
    assert.match(policy, /default-src 'self'/);
    assert.match(policy, /script-src 'self';/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.match(policy, /object-src 'none'/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|\*/);
  });

  it('adds the origin of a remote registered elsewhere (a CDN or a dev server)', async () => {
    await writeRegistry({
      'mf-members': '/remotes/mf-members/v1/mf-manifest.json',
      'mf-chat': 'https://cdn.example.com/chat/v2/mf-manifest.json',
      'mf-landers': 'http://localhost:3105/mf-manifest.json',
    });
    const policy = await contentSecurityPolicy(dir);
    assert.match(policy, /script-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:3105;/);
    assert.match(policy, /connect-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:3105;/);
  });

  it('trusts no origin from a registry that is not a valid registry', async () => {
    await fs.writeFile(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ remotes: { x: { manifest: 'https://evil.example/m.json' } } }),
    );
    assert.doesNotMatch(await contentSecurityPolicy(dir), /evil/);
  });
});
