import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, made with the machine's PostgreSQL binaries (initdb,
 * pg_ctl) in a temporary folder on a free port, so a test may stop, restart and crash it as an
 * operator or a failover would, without touching the shared server other tests use.
 */
export interface OwnPostgres {
  /** A URL for its `postgres` database (trust authentication, loopback only). */
  url: string;
  port: number;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart`: a fast one ends sessions cleanly, an immediate one as a crash does. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Ends every other connection to the server, as an operator or a pooler might. */
  terminateConnections(): Promise<number>;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

/** The folder of initdb and pg_ctl: PG_BINDIR, else Debian's newest /usr/lib/postgresql/N/bin. */
export function postgresBinaries(): string | null {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0]!, 'bin') : null;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** PostgreSQL (and PgBouncer) refuse to run as root: as root, they run as the `postgres` user. */
export async function serverUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const user = await serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const tool = (name: string, args: string[]) =>
    run(path.join(bin, name), args, { ...as, cwd: dir, env: { ...process.env, LC_ALL: 'C' } });
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Its socket in its own folder; fsync off, as nothing here survives the machine anyway (an
  // immediate stop is still a crash to PostgreSQL: it recovers from its WAL on the next start).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const logFile = path.join(dir, 'server.log');
  const ctl = (args: string[]) => tool('pg_ctl', ['-D', data, '-l', logFile, '-w', ...args]);
  const start = async () => void (await ctl(['-o', options, 'start']));
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;
  return {
    url,
    port,
    start: async () => {
      await start();
      running = true;
    },
    async stop(mode) {
      await ctl(['-m', mode, 'stop']);
      running = false;
    },
    async restart(mode) {
      await ctl(['-m', mode, '-o', options, 'restart']);
    },
    async terminateConnections() {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        const { rows } = await client.query(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity ' +
            'where pid <> pg_backend_pid() and backend_type = $1',
          ['client backend'],
        );
        return rows.filter((row: { ended: boolean }) => row.ended).length;
      } finally {
        await client.end();
      }
    },
    async remove() {
      if (running) await ctl(['-m', 'immediate', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
