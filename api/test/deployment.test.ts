import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { loadConfig, repoRoot } from '../src/config';
import { ensureApiDist } from './helpers/api-dist';

// Issue 45 §3: this machine runs no containers, so what can be checked of the container path is
// checked here: compose.yaml parses, every image is pinned, every setting production requires
// reaches the nodes from the operator's .env (and .env.example names each one), and the image
// has what the README's commands in it run.

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  stop_grace_period?: string;
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** `.env.example`'s lines as name → value (empty for the secrets the operator fills in). */
const envExample = new Map(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_0-9]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** What an operator writes for the secrets `.env.example` leaves empty (shapes, not secrets). */
const OPERATOR_FILLS: Record<string, string> = {
  POSTGRES_PASSWORD: 'a-database-password',
  S3_ACCESS_KEY: 'amora-s3',
  S3_SECRET_KEY: 'an-s3-secret-key',
  SMTP_URL: 'smtps://mailer:secret@smtp.amora.example:465',
  SMS_GATEWAY_URL: 'https://sms.amora.example/send',
  SMS_GATEWAY_TOKEN: 'an-sms-token',
  DEPLOY_TOKENS: '*=platform-team-token-0123456789',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz0123',
  METRICS_TOKEN: 'a-metrics-token-0123456789',
};

/** Compose's interpolation of one value: `${X}`, `${X:-default}`, `${X:?message}`. */
function interpolate(value: string, env: Map<string, string>, missing: Set<string>): string {
  return value.replace(/\$\{([A-Z_0-9]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind, rest) => {
    const given = env.get(name);
    if (given) return given;
    if (kind === '-') return rest as string;
    missing.add(name);
    return '';
  });
}

describe('the container path', () => {
  it('pins every image by version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) continue;
      assert.ok(service.image, `${name} has an image`);
      const tag = service.image.split(':')[1] ?? '';
      assert.match(tag, /\d/, `${name}: ${service.image} is pinned by version`);
      assert.ok(!/latest/.test(tag), `${name}: ${service.image}`);
    }
  });

  it("passes every setting production requires to both nodes, from the operator's .env", () => {
    const env = new Map(envExample);
    for (const [name, value] of Object.entries(OPERATOR_FILLS))
      if (!env.get(name)) env.set(name, value);
    const nodes = Object.entries(compose.services).filter(([, service]) => service.build);
    assert.deepEqual(
      nodes.map(([name]) => name),
      ['app', 'app-2'],
    );
    for (const [name, service] of nodes) {
      const missing = new Set<string>();
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [
          key,
          interpolate(String(value), env, missing),
        ]),
      );
      assert.deepEqual([...missing], [], `${name}: variables .env.example does not name`);
      // The server's own check: it would refuse to start, naming what is missing.
      const config = loadConfig(environment);
      assert.equal(config.mode, 'production');
      assert.equal(config.mailFrom, 'no-reply@amora.example');
      assert.ok(config.databaseUrl && config.redisUrl && config.s3, `${name} shares its state`);
      assert.equal(config.nodeName, name === 'app' ? 'app-1' : 'app-2');
      // A stop drains for up to 25 s: compose must wait longer before it kills.
      assert.ok(Number.parseInt(service.stop_grace_period ?? '10', 10) > 25);
    }
    // A staging site: the sandbox and its shared secret reach the nodes too.
    env.set('MOLLIE_API_KEY', '');
    env.set('PAYMENTS', 'sandbox');
    env.set('SANDBOX_WEBHOOK_SECRET', 'a-secret-every-node-shares');
    const staging = loadConfig(
      Object.fromEntries(
        Object.entries(compose.services.app!.environment ?? {}).map(([key, value]) => [
          key,
          interpolate(String(value), env, new Set()),
        ]),
      ),
    );
    assert.equal(staging.payments.provider, 'sandbox');
  });

  it('names in .env.example every variable compose.yaml reads', () => {
    const text = read('compose.yaml');
    const used = new Set([...text.matchAll(/\$\{([A-Z_0-9]+)/g)].map((match) => match[1]!));
    assert.deepEqual(
      [...used].filter((name) => !envExample.has(name)),
      [],
    );
  });

  it('balances with the Caddyfile in the repository, given its upstreams and address', () => {
    const caddy = compose.services.caddy!;
    assert.ok(caddy.volumes?.includes('./Caddyfile:/etc/caddy/Caddyfile:ro'));
    assert.ok(existsSync(path.join(repoRoot, 'Caddyfile')));
    const placeholders = [...read('Caddyfile').matchAll(/\{\$([A-Z_0-9]+)\}/g)].map((m) => m[1]!);
    for (const name of placeholders) assert.ok(caddy.environment?.[name], `caddy gets ${name}`);
  });

  it('has in its image what the README runs in it: the commands, the example site, pg_dump of the server version', async () => {
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const pgMajor = /ARG PG_MAJOR=(\d+)/.exec(runtime)?.[1];
    assert.ok(pgMajor, 'the runtime stage names its PostgreSQL client version');
    assert.match(runtime, /postgresql-client-\$\{PG_MAJOR\}/);
    assert.equal(compose.services.postgres!.image!.split(':')[1]!.split('.')[0], pgMajor);
    assert.match(runtime, /COPY --from=build \/app\/api\/dist \/app\/api\/dist/);
    assert.match(runtime, /docs\/site\.example\.yaml/);
    await ensureApiDist();
    const readme = read('README.md');
    for (const [, command] of readme.matchAll(/node (api\/dist\/[a-z-]+\.mjs)/g))
      assert.ok(existsSync(path.join(repoRoot, command!)), `${command} is built`);
    for (const [, command] of read('compose.yaml').matchAll(/node (api\/dist\/[a-z-]+\.mjs)/g))
      assert.ok(existsSync(path.join(repoRoot, command!)), `${command} is built`);
  });
});
