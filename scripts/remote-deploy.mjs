// `pnpm remote:deploy <name> [--canary <percent>] [--rules <json>] [--rollout <stages>]
// [--confidence <0–1>] [--skip-journeys] [--no-build]`: build one remote and publish it through
// the registry service's deploy API; run the remote's own journeys (e2e/journeys-by-remote.json)
// in browsers given the new version by an override link, before any member gets it (issue 47
// §3: a failing journey stops the deploy; skipping them is recorded with the change); then make
// it the stable version (or, with --canary, the candidate for that share of browsers; with
// --rollout 1,10,50,100, a staged rollout that advances itself). Every change names the
// channel's revision it saw: a deploy that lost a race to another is refused (409) and says so.
// With no registry service to reach, nothing is deployed and it exits non-zero (a deploy that
// did not happen must not look like one that did). Nothing else is rebuilt or restarted.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './lib/rspack-build.mjs';
import { REMOTE_NAMES, ROOT } from './lib/workspace.mjs';
import {
  DeployError,
  channelOf,
  deployUrl,
  registryReachable,
  setChannel,
  startRollout,
  uploadBuild,
} from './lib/deploy-client.mjs';

/** The default stages of a staged rollout and its confidence (shared/src/contracts/deploy.ts). */
const ROLLOUT_STAGES = '1,10,50,100';
const ROLLOUT_CONFIDENCE = 0.95;

/**
 * The remote's own journeys, in this checkout's shell and a fresh e2e server, with the version
 * just built given to their browsers by an override link. True when they passed.
 */
function journeysPass(remote, version) {
  const journeys = JSON.parse(
    readFileSync(path.join(ROOT, 'e2e', 'journeys-by-remote.json'), 'utf8'),
  )[remote];
  if (!journeys?.length) return true;
  console.log(`Running ${remote}'s journeys (${journeys.join(', ')}) with ${remote}@${version}…`);
  const run = spawnSync(
    process.execPath,
    [
      'scripts/on-node.mjs',
      'node',
      'scripts/e2e.mjs',
      '--remote',
      `${remote}@${version}`,
      // Journeys that change what is live test the platform, and an override would mask them.
      '--grep-invert',
      '@changes-live',
      ...journeys,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '3290' },
    },
  );
  return run.status === 0;
}

const [name, ...rest] = process.argv.slice(2);
const option = (flag) => {
  const at = rest.indexOf(flag);
  return at === -1 ? undefined : rest[at + 1];
};
if (!REMOTE_NAMES.includes(name)) {
  console.error(
    `Usage: pnpm remote:deploy <${REMOTE_NAMES.join('|')}> [--canary <percent>] [--rules <json>] [--rollout <stages>] [--confidence <0-1>] [--skip-journeys] [--no-build]`,
  );
  process.exit(2);
}
if (!rest.includes('--no-build')) await buildApps([name]);

if (!(await registryReachable())) {
  console.error(
    `${name} was not deployed: no registry service answers at ${deployUrl()}. Start the product (npm start) or set DEPLOY_URL, then run: pnpm remote:deploy ${name} --no-build`,
  );
  process.exit(4);
}
try {
  const { version, published } = await uploadBuild(name);
  const skipped = rest.includes('--skip-journeys');
  if (!skipped && !journeysPass(name, version)) {
    console.error(
      `${name} ${version} was published but not deployed: its journeys failed (above). Nothing changed for members.`,
    );
    process.exit(5);
  }
  const journeys = skipped ? 'skipped' : 'passed';
  const before = await channelOf(name);
  if (rest.includes('--rollout')) {
    const stages = (option('--rollout') ?? ROLLOUT_STAGES)
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const confidence = Number(option('--confidence') ?? ROLLOUT_CONFIDENCE);
    const { rollout } = await startRollout(name, {
      expected_revision: before.revision,
      version,
      stages,
      confidence,
      journeys,
    });
    console.log(
      `Started a staged rollout of ${name} ${version}: ${rollout.stages.join(' % → ')} %, judged at ${confidence * 100} % confidence (stable stays ${before.stable ?? 'none'} until it is promoted). Follow it with pnpm remote:status or in the back office's Delivery screen.`,
    );
    process.exit(0);
  }
  const canary = option('--canary');
  const change =
    canary === undefined
      ? { expected_revision: before.revision, stable: version, candidate: null, journeys }
      : {
          expected_revision: before.revision,
          candidate: version,
          percent: Number(canary),
          journeys,
          ...(option('--rules') ? { rules: JSON.parse(option('--rules')) } : {}),
        };
  const { channel } = await setChannel(name, change);
  console.log(
    canary === undefined
      ? `Deployed ${name} ${version}${published ? '' : ' (already published)'} as stable (was ${before.stable ?? 'none'}). Roll back with: pnpm remote:rollback ${name}`
      : `Deployed ${name} ${version} as candidate for ${channel.percent}% of browsers (stable stays ${channel.stable}). Promote with: pnpm remote:promote ${name}`,
  );
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`${name} was not deployed: ${error.message}`);
  process.exit(error.status === 409 ? 3 : 1);
}
