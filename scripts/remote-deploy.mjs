// `pnpm remote:deploy <name> [--canary <percent>] [--rules <json>] [--no-build]`: build one remote
// and publish it through the registry service's deploy API, then make it the stable version
// (or, with --canary, the candidate for that share of browsers). Every change names the
// channel's revision it saw: a deploy that lost a race to another is refused (409) and says so.
// With no registry service to reach, nothing is deployed and it exits non-zero (a deploy that
// did not happen must not look like one that did). Nothing else is rebuilt or restarted.
import { buildApps } from './lib/rspack-build.mjs';
import { REMOTE_NAMES } from './lib/workspace.mjs';
import {
  DeployError,
  channelOf,
  deployUrl,
  registryReachable,
  setChannel,
  uploadBuild,
} from './lib/deploy-client.mjs';

const [name, ...rest] = process.argv.slice(2);
const option = (flag) => {
  const at = rest.indexOf(flag);
  return at === -1 ? undefined : rest[at + 1];
};
if (!REMOTE_NAMES.includes(name)) {
  console.error(
    `Usage: pnpm remote:deploy <${REMOTE_NAMES.join('|')}> [--canary <percent>] [--rules <json>] [--no-build]`,
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
  const before = await channelOf(name);
  const canary = option('--canary');
  const change =
    canary === undefined
      ? { expected_revision: before.revision, stable: version, candidate: null }
      : {
          expected_revision: before.revision,
          candidate: version,
          percent: Number(canary),
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
