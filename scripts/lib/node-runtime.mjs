// The Node.js the product runs on (issue 24 §3): Node 24 LTS, with 22 as the floor. On a machine
// whose Node is older (20 reached its end of life in April 2026), `npm start` and `npm test`
// bring Node 24 from the npm registry — its `node-<platform>-<arch>` package, the binaries and
// headers of the official build — into .tools/, and run themselves again on it. Nothing but npm
// is needed; the machine's own Node is left as it is.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, exitWithChild } from './workspace.mjs';

/** The Node.js major the product targets. */
export const TARGET_NODE_MAJOR = 24;
/** The oldest major it runs on as it is. */
export const FLOOR_NODE_MAJOR = 22;

const major = Number(process.versions.node.split('.')[0]);

/** Where the registry's Node lives once brought, and its binary. */
function broughtNode() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const name = `node-${platform}-${process.arch}`;
  const prefix = path.join(ROOT, '.tools', `node-${TARGET_NODE_MAJOR}`);
  const home = path.join(prefix, 'node_modules', name);
  const bin =
    process.platform === 'win32' ? path.join(home, 'node.exe') : path.join(home, 'bin', 'node');
  return { name, prefix, home, bin };
}

/**
 * On Node 22 or newer: nothing. On an older Node: brings Node 24 (once) and runs this very
 * script again on it, passing signals on, then exits with its code — it never returns.
 */
export async function onSupportedNode() {
  if (major >= FLOOR_NODE_MAJOR) return;
  const node = broughtNode();
  if (!existsSync(node.bin)) {
    // On standard error, as npm's own output: a production server's standard output carries
    // JSON log lines only.
    console.error(
      `Node.js ${process.versions.node} is past its end of life: bringing Node.js ${TARGET_NODE_MAJOR} from the npm registry (${node.name})…`,
    );
    const installed = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        node.prefix,
        `${node.name}@${TARGET_NODE_MAJOR}`,
      ],
      { stdio: ['inherit', 2, 'inherit'], shell: process.platform === 'win32' },
    );
    if (installed.status !== 0 || !existsSync(node.bin)) {
      console.error(
        `Could not bring Node.js ${TARGET_NODE_MAJOR}; install Node.js ${FLOOR_NODE_MAJOR} or newer.`,
      );
      process.exit(1);
    }
  }
  await exitWithChild(node.bin, process.argv.slice(1), {
    env: {
      ...process.env,
      // Everything started from here (pnpm, the server, the tests) runs on it too, and native
      // addons are compiled against its headers.
      PATH: `${path.dirname(node.bin)}${path.delimiter}${process.env.PATH ?? ''}`,
      npm_config_nodedir: node.home,
    },
  });
}

/**
 * Whether the native addon built against Node's own ABI (better-sqlite3; the others use the
 * stable Node-API) loads on this Node: a workspace installed on another Node has to rebuild it.
 */
export function sqliteAddonLoads() {
  const loaded = spawnSync(
    process.execPath,
    ['-e', "new (require('better-sqlite3'))(':memory:').close()"],
    { cwd: path.join(ROOT, 'api'), stdio: 'ignore' },
  );
  return loaded.status === 0;
}
