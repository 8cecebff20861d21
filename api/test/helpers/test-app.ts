import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../../src/seed/demo-accounts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Runs the same suite once per database. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => suite(kind));
}

/** A fresh, empty database: a temp SQLite file, or a new PostgreSQL schema dropped afterwards. */
export interface TestDatabase {
  env: { DATABASE_URL?: string; SQLITE_FILE?: string };
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind, dir: string): Promise<TestDatabase> {
  if (kind === 'sqlite')
    return { env: { SQLITE_FILE: path.join(dir, 'test.sqlite') }, drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await onPostgres(url, `CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  // Every pooled connection starts in the test's own schema.
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: scoped.toString() },
    drop: () => onPostgres(url, `DROP SCHEMA ${schema} CASCADE`),
  };
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // A connection the server ends (a test restarting its own server) fails the query, not the run.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Temp directory holding data/, uploads, remotes and a shell dist for this app. */
  dir: string;
  close(): Promise<void>;
}

/**
 * The real app in demo mode on a fresh database with the demo seed (shared placeholder photo, so
 * setup is quick). `env` overrides any environment variable (APP_MODE too).
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  const database = await createTestDatabase(kind, dir);
  const config = loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: dir,
    SHELL_DIST: path.join(dir, 'shell-dist'),
    BACKOFFICE_DIST: path.join(dir, 'backoffice-dist'),
    LOG_LEVEL: (process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent',
    SEED_IMAGES: 'false',
    // Test members are generated (fictional) ones: no answers arriving mid-test unless asked.
    DEMO_RESPONDER: 'false',
    ...database.env,
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A server with no demo data at all, on a fresh database: nothing but what the test sets up (a
 * site file, a profiles file). `database.env` and `dir` are for the commands the test runs.
 */
export async function createUnseededApp(
  kind: DatabaseKind,
  prefix: string,
  env: Record<string, string> = {},
) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const database = await createTestDatabase(kind, dir);
  const app = await buildApp(
    loadConfig({
      APP_MODE: 'demo',
      SEED_DEMO: 'false',
      DATA_DIR: dir,
      SHELL_DIST: path.join(dir, 'shell-dist'),
      LOG_LEVEL: 'silent',
      ...database.env,
      ...env,
    }),
  );
  await app.ready();
  return {
    app,
    dir,
    database,
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The environment of a test app's database and files: for a second node or a restart. */
export function envOf(app: TestApp): Record<string, string> {
  const c = app.config;
  return {
    APP_MODE: c.mode,
    DATA_DIR: c.dataDir,
    SHELL_DIST: c.shellDist,
    BACKOFFICE_DIST: c.backofficeDist,
    LOG_LEVEL: 'silent',
    SEED_IMAGES: 'false',
    // A second node answers as the first does: without the demo responder unless it was asked.
    ...(c.demoResponder ? {} : { DEMO_RESPONDER: 'false' }),
    ...(c.databaseUrl ? { DATABASE_URL: c.databaseUrl } : { SQLITE_FILE: c.sqliteFile }),
  };
}

/** `name=value` of a Set-Cookie header, ready for a Cookie request header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'auth.session');
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Logs in (the demo account by default) and returns the Cookie header value. */
export async function logIn(
  app: FastifyInstance,
  email = DEMO_ACCOUNT.email,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user.php',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}

/**
 * What a production node on this machine needs besides its database: a public origin, mail and
 * SMS that leave (to servers the test may start; nothing connects before a mail is sent), deploy
 * tokens and the sandbox PSP as a staging site. With PostgreSQL (several nodes), add the shared
 * photo storage the config asks for (`S3_BUCKET`, `S3_ENDPOINT`); remote builds go to the
 * database then.
 */
export const PRODUCTION_ENV = {
  APP_MODE: 'production',
  SEED_DEMO: 'false',
  PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
  MAIL_FROM: 'no-reply@amora.test',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_GATEWAY_URL: 'http://127.0.0.1:2526/send',
  SMS_GATEWAY_TOKEN: 'sms-gateway-token',
  DEPLOY_TOKENS: '*=platform-team-token-0123456789',
  PAYMENTS: 'sandbox',
  SANDBOX_WEBHOOK_SECRET: 'a-secret-every-node-shares',
} as const;

/**
 * A production node's environment over a test database's (`envOf`, or `createTestDatabase`'s
 * env): with PostgreSQL, several nodes, so the photo bucket too (the S3 server the test started;
 * without one, an address nothing answers, for tests that store no photo).
 */
export function productionEnv(
  databaseEnv: Record<string, string>,
  s3Endpoint?: string,
): Record<string, string> {
  return {
    ...databaseEnv,
    ...PRODUCTION_ENV,
    ...(databaseEnv.DATABASE_URL
      ? { S3_BUCKET: 'amora', S3_ENDPOINT: s3Endpoint ?? 'http://127.0.0.1:9' }
      : {}),
  };
}
