import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, serverUser } from './own-postgres';

/** Debian's PgBouncer, if this machine has it. */
export const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) =>
  fs.existsSync(file),
);

/**
 * PgBouncer in transaction mode in front of a PostgreSQL server on this machine (trust
 * authentication, loopback only): each transaction may run on another server connection, as
 * behind a managed database's pooler. `url` reaches database `postgres` through it.
 */
export async function startPgBouncer(postgresPort: number) {
  const user = await serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `postgres = host=127.0.0.1 port=${postgresPort} dbname=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      // Fewer server connections than the two nodes' pools: transactions share them.
      'default_pool_size = 4',
      'max_client_conn = 100',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  if (user) {
    fs.chownSync(dir, user.uid, user.gid);
    for (const file of fs.readdirSync(dir)) fs.chownSync(path.join(dir, file), user.uid, user.gid);
  }
  const child = spawn(PGBOUNCER!, [path.join(dir, 'pgbouncer.ini')], {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    stdio: 'ignore',
  });
  for (let i = 0; ; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (i > 100 || child.exitCode !== null)
      throw new Error(
        `pgbouncer did not start: ${fs.readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8')}`,
      );
    await sleep(50);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      child.kill('SIGINT');
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
