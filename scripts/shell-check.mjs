// `pnpm shell:check`: before a shell release (a new server build with its shell), asks the
// registry whether its kernel — the typed report the shell build carries, or shared's own when
// the shell is not built — still provides every name, as it was built against, that the remote
// versions browsers get now use (issue 47 §1). Prints what it would break and exits non-zero;
// a server started with such a shell refuses to start in production.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KERNEL_REPORT_FILE } from '../shared/platform/apps.mjs';
import { DeployError, shellCheck } from './lib/deploy-client.mjs';
import { ROOT } from './lib/workspace.mjs';

const built = path.join(ROOT, 'shell', 'dist', KERNEL_REPORT_FILE);
const file = existsSync(built) ? built : path.join(ROOT, 'shared', 'kernel-api.json');
const report = JSON.parse(readFileSync(file, 'utf8'));
try {
  const { ok, reasons } = await shellCheck(report);
  if (ok) {
    console.log(`The shell's kernel ${report.version} provides what every live remote uses.`);
  } else {
    console.error(`The shell's kernel ${report.version} would break live remotes:`);
    for (const reason of reasons) console.error(`  - ${reason}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof DeployError ? error.message : error);
  process.exitCode = 1;
}
