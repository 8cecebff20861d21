import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, repoRoot } from '../src/config';

/** What a production site needs, all given: each test takes one away or adds a contradiction. */
const PRODUCTION = {
  PUBLIC_ORIGIN: 'https://amora.example',
  SMTP_URL: 'smtps://mailer:secret@smtp.amora.example:465',
  MAIL_FROM: 'no-reply@amora.example',
  SMS_GATEWAY_URL: 'https://sms.amora.example/send',
  SMS_GATEWAY_TOKEN: 'sms-token',
  DEPLOY_TOKENS: '*=platform-team-token-0123456789',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz0123',
};

const demo = (env: Record<string, string> = {}) => loadConfig({ APP_MODE: 'demo', ...env });

/** The problems a ConfigError lists, one per line. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^\s+- /, ''));
  }
  return [];
}

describe('config: modes', () => {
  it('starts in production mode unless told otherwise, and refuses to start without what a real site needs, naming each', () => {
    const problems = problemsOf({});
    for (const name of [
      'PUBLIC_ORIGIN',
      'SMTP_URL',
      'MAIL_FROM',
      'SMS_GATEWAY_URL',
      'DEPLOY_TOKENS',
      'MOLLIE_API_KEY',
    ])
      assert.ok(
        problems.some((problem) => problem.startsWith(name)),
        `${name} in ${problems.join(' | ')}`,
      );
    assert.equal(problems.length, 6);
  });

  it('wants the address mail is sent from, of a real domain, in production only', () => {
    const { MAIL_FROM: _, ...withoutSender } = PRODUCTION;
    assert.deepEqual(problemsOf(withoutSender), [
      "MAIL_FROM is required: the address mail is sent from, e.g. no-reply@<the site's domain>",
    ]);
    assert.match(
      problemsOf({ ...PRODUCTION, MAIL_FROM: 'no-reply@localhost' })[0]!,
      /^MAIL_FROM must not be @localhost/,
    );
    assert.match(problemsOf({ ...PRODUCTION, MAIL_FROM: 'no reply' })[0]!, /^MAIL_FROM: must be/);
    assert.equal(loadConfig(PRODUCTION).mailFrom, 'no-reply@amora.example');
    // The demo's default, also when written out as the README gives it.
    assert.equal(demo().mailFrom, 'no-reply@localhost');
    assert.equal(demo({ MAIL_FROM: 'no-reply@localhost' }).mailFrom, 'no-reply@localhost');
  });

  it('wants an SMS gateway only while direct debit is offered', () => {
    const { SMS_GATEWAY_URL: _, SMS_GATEWAY_TOKEN: __, ...withoutSms } = PRODUCTION;
    assert.match(problemsOf(withoutSms)[0]!, /^SMS_GATEWAY_URL is required while direct debit/);
    const config = loadConfig({ ...withoutSms, DIRECT_DEBIT: 'false' });
    assert.equal(config.directDebit, false);
    assert.equal(config.smsGateway, undefined);
    assert.equal(loadConfig(PRODUCTION).directDebit, true);
  });

  it('runs production with everything given: no demo data, no responder, real providers', () => {
    const config = loadConfig(PRODUCTION);
    assert.equal(config.mode, 'production');
    assert.equal(config.seedDemo, false);
    assert.equal(config.demoResponder, undefined);
    assert.equal(config.payments.provider, 'mollie');
    assert.equal(config.testPayments, false);
    assert.deepEqual(config.remoteOrigins, []);
    assert.equal(config.cookieSecure, true);
  });

  it('refuses demo conveniences and contradictions in production', () => {
    assert.deepEqual(problemsOf({ ...PRODUCTION, SEED_DEMO: 'true' }), [
      'SEED_DEMO=true: the demo data exists in demo mode only',
    ]);
    assert.equal(problemsOf({ ...PRODUCTION, DEMO_RESPONDER: 'yes' }).length, 1);
    assert.equal(problemsOf({ ...PRODUCTION, RATE_LIMITS: 'false' }).length, 1);
    assert.equal(problemsOf({ ...PRODUCTION, PAYMENTS: 'sandbox' }).length, 1);
    assert.equal(
      problemsOf({ ...PRODUCTION, REMOTE_ORIGINS: 'https://cdn.amora.example,http://localhost:*' })
        .length,
      1,
    );
    assert.match(
      problemsOf({ ...PRODUCTION, PUBLIC_ORIGIN: 'http://amora.example' })[0]!,
      /PUBLIC_ORIGIN must be https/,
    );
    // A site on this machine (a staging run, the journeys) may be plain http.
    assert.equal(
      loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }).publicOrigin,
      'http://127.0.0.1:3000',
    );
  });

  it('runs the sandbox in production only when asked by name, and says so on every page', () => {
    const { MOLLIE_API_KEY: _, ...withoutPsp } = PRODUCTION;
    const staging = loadConfig({ ...withoutPsp, PAYMENTS: 'sandbox' });
    assert.equal(staging.payments.provider, 'sandbox');
    assert.equal(staging.testPayments, true);
    assert.equal(demo().payments.provider, 'sandbox');
    assert.equal(demo().testPayments, false);
    assert.ok(
      problemsOf({ ...withoutPsp, PAYMENTS: 'mollie' }).includes(
        'PAYMENTS=mollie needs MOLLIE_API_KEY',
      ),
    );
  });

  it('wants storage every node reads when several nodes share a database', () => {
    const { MOLLIE_API_KEY: _, ...withoutPsp } = PRODUCTION;
    const problems = problemsOf({
      ...withoutPsp,
      PAYMENTS: 'sandbox',
      DATABASE_URL: 'postgres://app@db.amora.example/amora',
    });
    assert.deepEqual(
      problems.map((problem) => problem.split(' ')[0]),
      ['S3_BUCKET', 'SANDBOX_WEBHOOK_SECRET'],
    );
    // The builds' default with a shared database is the database; a node's own disk is refused.
    assert.deepEqual(
      problemsOf({
        ...withoutPsp,
        PAYMENTS: 'sandbox',
        SANDBOX_WEBHOOK_SECRET: 'a-secret-every-node-shares',
        DATABASE_URL: 'postgres://app@db.amora.example/amora',
        S3_BUCKET: 'amora',
        REMOTES_STORE: 'disk',
      }).map((problem) => problem.split(' ')[0]),
      ['REMOTES_STORE=disk'],
    );
    assert.deepEqual(
      problemsOf({
        ...withoutPsp,
        PAYMENTS: 'sandbox',
        SANDBOX_WEBHOOK_SECRET: 'a-secret-every-node-shares',
        DATABASE_URL: 'postgres://app@db.amora.example/amora',
        S3_BUCKET: 'amora',
      }),
      [],
    );
  });

  it("names a variable of its own it does not know (a typo), but not the tools' or others'", () => {
    assert.deepEqual(problemsOf({ APP_MODE: 'demo', SMTP_HOST: 'smtp.example' }), [
      'SMTP_HOST: not a setting of this server (a typo?)',
    ]);
    assert.deepEqual(problemsOf({ APP_MODE: 'demo', APP_MODUS: 'demo' }).length, 1);
    assert.equal(
      demo({ DEPLOY_URL: 'http://localhost:3000', DEPLOY_TOKEN: 'x', HOME: '/root' }).mode,
      'demo',
    );
  });

  it('refuses TRUST_PROXY=true, which would let every client choose its address', () => {
    assert.match(
      problemsOf({ APP_MODE: 'demo', TRUST_PROXY: 'true' })[0]!,
      /^TRUST_PROXY: true would/,
    );
    assert.equal(demo({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(demo({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy, [
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    assert.equal(demo().trustProxy, false);
  });

  it('refuses every-address ranges and what is not an address by name, as it refuses true (issue 46 §1)', () => {
    for (const range of ['0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/0'])
      assert.match(
        problemsOf({ APP_MODE: 'demo', TRUST_PROXY: range })[0]!,
        /^TRUST_PROXY: (0\.0\.0\.0|::)\/0 is every address/,
        range,
      );
    for (const nonsense of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', '::1/200'])
      assert.match(
        problemsOf({ APP_MODE: 'demo', TRUST_PROXY: nonsense })[0]!,
        /is not an address or a CIDR range/,
        nonsense,
      );
    assert.deepEqual(demo({ TRUST_PROXY: 'loopback, 2001:db8::/32' }).trustProxy, [
      'loopback',
      '2001:db8::/32',
    ]);
  });
});

describe('config: the demo', () => {
  it('has the embedded defaults', () => {
    const config = demo();
    assert.equal(config.mode, 'demo');
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
    assert.ok(config.demoResponder);
    assert.deepEqual(config.remoteOrigins, ['http://localhost:*', 'http://127.0.0.1:*']);
    assert.equal(config.cookieSecure, 'auto');
  });

  it('resolves relative paths against the repository root', () => {
    assert.ok(path.isAbsolute(repoRoot));
    assert.equal(demo({ DATA_DIR: 'var/x' }).uploadsDir, path.join(repoRoot, 'var/x/uploads'));
    assert.equal(demo({ SHELL_DIST: '/srv/shell' }).shellDist, '/srv/shell');
  });

  it('makes cookies Secure when the public origin is https, else per request', () => {
    assert.equal(demo({ PUBLIC_ORIGIN: 'https://amora.example' }).cookieSecure, true);
    assert.equal(demo({ PUBLIC_ORIGIN: 'http://localhost:3000' }).cookieSecure, 'auto');
    assert.equal(
      demo({ PUBLIC_ORIGIN: 'https://amora.example', COOKIE_SECURE: 'false' }).cookieSecure,
      false,
    );
  });

  it('treats empty variables as unset and parses flags', () => {
    assert.equal(demo({ PORT: '', DATABASE_URL: '' }).port, 3000);
    assert.equal(demo({ SEED_DEMO: 'false' }).seedDemo, false);
    assert.equal(demo({ SEED_DEMO: 'false' }).demoResponder, undefined);
  });

  it('fails at boot on invalid values, naming them', () => {
    assert.throws(
      () => demo({ PORT: 'eighty' }),
      (error: unknown) => error instanceof ConfigError && /PORT/.test(error.message),
    );
    assert.throws(() => demo({ DATABASE_URL: 'not a url' }), /DATABASE_URL/);
    assert.throws(() => demo({ SEED_DEMO: 'maybe' }), /SEED_DEMO/);
    assert.throws(() => demo({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
    assert.throws(() => loadConfig({ APP_MODE: 'staging' }), /APP_MODE/);
  });
});
