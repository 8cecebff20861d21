// `pnpm remote:promote <name>`: the remote's candidate becomes its stable version for everyone.
import { REMOTE_NAMES } from './lib/workspace.mjs';
import { DeployError, channelOf, promote } from './lib/deploy-client.mjs';

const [name] = process.argv.slice(2);
if (!REMOTE_NAMES.includes(name)) {
  console.error(`Usage: pnpm remote:promote <${REMOTE_NAMES.join('|')}>`);
  process.exit(2);
}
try {
  const before = await channelOf(name);
  const { channel } = await promote(name, before.revision);
  console.log(`Promoted ${name} ${channel.stable} to stable (was ${before.stable ?? 'none'}).`);
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`${name} was not promoted: ${error.message}`);
  process.exit(error.status === 409 ? 3 : 1);
}
