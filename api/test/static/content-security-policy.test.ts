import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Registry } from '@app/shared/contracts';
import { contentSecurityPolicy } from '../../src/static/content-security-policy';

/** The registry a browser got, with these manifests. */
const registry = (manifests: Record<string, string>): Registry => ({
  remotes: Object.fromEntries(
    Object.entries(manifests).map(([name, manifest]) => [
      name,
      { name: name.replace('-', '_'), version: 'v1', manifest, routes: [], widgets: [] },
    ]),
  ),
});

describe('content security policy', () => {
  it('allows only this origin when every remote is served from it', () => {
    const policy = contentSecurityPolicy(
      registry({ 'mf-members': '/remotes/mf-members/v1/mf-manifest.json' }),
    );
    assert.match(policy, /default-src 'self'/);
    assert.match(policy, /script-src 'self';/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.match(policy, /object-src 'none'/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|\*/);
  });

  it('adds the origin of a remote registered elsewhere (a CDN or a dev server)', () => {
    const policy = contentSecurityPolicy(
      registry({
        'mf-members': '/remotes/mf-members/v1/mf-manifest.json',
        'mf-chat': 'https://cdn.example.com/chat/v2/mf-manifest.json',
        'mf-landers': 'http://localhost:3105/mf-manifest.json',
      }),
    );
    assert.match(policy, /script-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:3105;/);
    assert.match(policy, /connect-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:3105;/);
  });

  it('allows style attributes only to a page that carries server-rendered markup', () => {
    assert.doesNotMatch(contentSecurityPolicy(registry({})), /style-src-attr/);
    const painted = contentSecurityPolicy(registry({}), { styleAttributes: true });
    assert.match(painted, /style-src 'self';/);
    assert.match(painted, /style-src-attr 'unsafe-inline'/);
    assert.doesNotMatch(painted, /script-src[^;]*unsafe/);
  });

  it('allows a server-rendered page its inline stylesheet by nonce, and style attributes', () => {
    const policy = contentSecurityPolicy(registry({}), { styleNonce: 'abc123' });
    assert.match(policy, /style-src 'self' 'nonce-abc123';/);
    assert.match(policy, /style-src-attr 'unsafe-inline'/);
    assert.doesNotMatch(policy, /script-src[^;]*unsafe/);
  });
});
