// `pnpm remote:rollback <name> [<version>]`: back to an earlier version of a remote (the one
// before the current stable when none is named); its candidate, if any, is withdrawn. Old
// versions stay published, so this is a registry change only.
import { REMOTE_NAMES } from './lib/workspace.mjs';
import { DeployError, channelOf, rollback } from './lib/deploy-client.mjs';

const [name, version] = process.argv.slice(2);
if (!REMOTE_NAMES.includes(name)) {
  console.error(`Usage: pnpm remote:rollback <${REMOTE_NAMES.join('|')}> [<version>]`);
  process.exit(2);
}
try {
  const before = await channelOf(name);
  const { channel } = await rollback(name, before.revision, version);
  console.log(`Rolled ${name} back to ${channel.stable} (was ${before.stable ?? 'none'}).`);
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`${name} was not rolled back: ${error.message}`);
  process.exit(error.status === 409 ? 3 : 1);
}
