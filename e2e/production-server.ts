// A server of its own in PRODUCTION mode, for the journeys that prove the product without demo
// data: a site set up by `site:create` from a site file before the server starts, mail through a
// real SMTP server started here, SMS through an HTTP gateway started here, the sandbox PSP
// allowed as a staging site. The other journeys share the demo server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ROOT } from './helpers';

export interface ProductionServer {
  base: string;
  /** The environment the server runs with (for the operator's commands beside it). */
  env: Record<string, string>;
  /** The mails the SMTP server received: raw messages, newest last. */
  mails: string[];
  /** The link to `pathname` in the newest mail to `to` that has one (quoted-printable undone). */
  linkInMail(to: string, pathname: string): Promise<string>;
  /** The raw mails to `to` (quoted-printable undone), oldest first. */
  mailsTo(to: string): string[];
  /** An operator's command on the server (`api/dist/<name>.mjs`), answering what it printed. */
  command(name: string, args: string[]): string;
  stop(): Promise<void>;
}

async function listening(start: (port: number) => void, get: () => AddressInfo) {
  start(0);
  for (let i = 0; i < 50 && !get()?.port; i += 1) await new Promise((r) => setTimeout(r, 20));
  return get().port;
}

/** A mail as text: quoted-printable soft breaks and `=3D` undone. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

export async function startProductionServer({
  port,
  name,
  siteFile = 'docs/site.example.yaml',
  domain = 'lovelace.example',
}: {
  port: number;
  /** The folder under `.e2e/` for its data and remotes. */
  name: string;
  siteFile?: string;
  domain?: string;
}): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${port}`;
  const dir = path.join(ROOT, '.e2e', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push(raw);
        done();
      });
    },
  });
  const smtpPort = await listening(
    (p) => smtp.listen(p, '127.0.0.1'),
    () => smtp.server.address() as AddressInfo,
  );
  const smsGateway = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(202).end());
  });
  const smsPort = await listening(
    (p) => smsGateway.listen(p, '127.0.0.1'),
    () => smsGateway.address() as AddressInfo,
  );

  // The remotes, as `pnpm build` leaves them, for this server's own registry.
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { publishRemote } from './scripts/lib/remote-registry.mjs';" +
        "import { REMOTE_NAMES } from './scripts/lib/workspace.mjs';" +
        'for (const name of REMOTE_NAMES) await publishRemote(name);',
    ],
    { cwd: ROOT, env: { ...process.env, REMOTES_DIR: path.join(dir, 'remotes') }, stdio: 'pipe' },
  );

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    APP_MODE: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    // The test stands for the CDN in front, which sets the visitor's country.
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    REMOTES_DIR: path.join(dir, 'remotes'),
    PUBLIC_ORIGIN: base,
    DEFAULT_SITE_DOMAIN: domain,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: `no-reply@${domain}`,
    SMS_GATEWAY_URL: `http://127.0.0.1:${smsPort}/send`,
    SMS_GATEWAY_TOKEN: 'e2e-sms-token',
    DEPLOY_TOKENS: '*=e2e-production-platform-token',
    PAYMENTS: 'sandbox',
    LOG_LEVEL: 'warn',
  };
  const command = (script: string, args: string[]) =>
    execFileSync(process.execPath, [`api/dist/${script}.mjs`, ...args], {
      cwd: ROOT,
      env,
      stdio: 'pipe',
    }).toString();
  // The site, by the operator's command, before the server ever starts.
  command('site-create', [siteFile]);
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'api/dist/server.mjs'],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => smsGateway.close(() => resolve()));
  };
  let ready = false;
  for (let i = 0; i < 600 && !ready; i += 1) {
    ready = (await fetch(`${base}/readyz`).catch(() => null))?.ok ?? false;
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  if (!ready) {
    await stop();
    throw new Error(`the production server did not get ready:\n${output}`);
  }

  const mailsTo = (to: string) =>
    mails.filter((mail) => mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)).map(readable);
  return {
    base,
    env,
    mails,
    mailsTo,
    command,
    stop,
    async linkInMail(to, pathname) {
      for (let i = 0; i < 100; i += 1) {
        const text = [...mailsTo(to)]
          .reverse()
          .find((mail) => mail.includes(pathname.slice(1, 12)));
        if (text) {
          const link = new RegExp(`${base.replace(/[.:/]/g, '\\$&')}${pathname}[^\\s"<>]*`).exec(
            text,
          );
          if (link) return link[0];
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to} with ${pathname}; received ${mails.length}`);
    },
  };
}
