import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, repoRoot } from '../src/config';

describe('config', () => {
  it('has safe defaults for the embedded mode', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.dataDir, path.join(repoRoot, 'data'));
    assert.equal(config.sqliteFile, path.join(repoRoot, 'data/app.sqlite'));
    assert.equal(config.shellDist, path.join(repoRoot, 'shell/dist'));
    assert.equal(config.remotesDir, path.join(repoRoot, 'data/remotes'));
    assert.equal(config.uploadsDir, path.join(repoRoot, 'data/uploads'));
    assert.equal(config.defaultSiteDomain, 'localhost');
    assert.equal(config.seedDemo, true);
    assert.equal(config.cookieSecure, 'auto');
    assert.equal(config.trustProxy, false);
  });

  it('resolves relative paths against the repository root', () => {
    assert.ok(path.isAbsolute(repoRoot));
    assert.equal(
      loadConfig({ DATA_DIR: 'var/x' }).uploadsDir,
      path.join(repoRoot, 'var/x/uploads'),
    );
    assert.equal(loadConfig({ SHELL_DIST: '/srv/shell' }).shellDist, '/srv/shell');
  });

  it('makes cookies Secure when the public origin is https, else per request', () => {
    assert.equal(loadConfig({ PUBLIC_ORIGIN: 'https://amora.example' }).cookieSecure, true);
    assert.equal(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).cookieSecure, 'auto');
    assert.equal(
      loadConfig({ PUBLIC_ORIGIN: 'https://amora.example', COOKIE_SECURE: 'false' }).cookieSecure,
      false,
    );
  });

  it('reads which proxies to trust', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy, [
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('treats empty variables as unset and parses flags', () => {
    assert.equal(loadConfig({ PORT: '', DATABASE_URL: '' }).port, 3000);
    assert.equal(loadConfig({ SEED_DEMO: 'false' }).seedDemo, false);
  });

  it('fails at boot on invalid values, naming them', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty' }),
      (error: unknown) => error instanceof ConfigError && /PORT/.test(error.message),
    );
    assert.throws(() => loadConfig({ DATABASE_URL: 'not a url' }), ConfigError);
    assert.throws(() => loadConfig({ SEED_DEMO: 'maybe' }), ConfigError);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), ConfigError);
  });
});
