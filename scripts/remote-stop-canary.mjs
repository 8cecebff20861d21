// `pnpm remote:stop-canary <name>`: withdraws the remote's candidate; every browser gets stable
// again, which stays as it is. No version to name: the registry knows which one is the candidate.
import { REMOTE_NAMES } from './lib/workspace.mjs';
import { DeployError, channelOf, setChannel } from './lib/deploy-client.mjs';

const [name] = process.argv.slice(2);
if (!REMOTE_NAMES.includes(name)) {
  console.error(`Usage: pnpm remote:stop-canary <${REMOTE_NAMES.join('|')}>`);
  process.exit(2);
}
try {
  const before = await channelOf(name);
  if (!before.candidate) {
    console.log(`${name} has no candidate; stable is ${before.stable ?? 'none'}.`);
    process.exit(0);
  }
  await setChannel(name, {
    expected_revision: before.revision,
    stable: before.stable,
    candidate: null,
  });
  console.log(`Stopped the ${name} canary ${before.candidate}; everyone gets ${before.stable}.`);
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`The ${name} canary was not stopped: ${error.message}`);
  process.exit(error.status === 409 ? 3 : 1);
}
