// `pnpm remote:rollback <name> <version>`: switch the registry back to a published version.
// Without a version, lists the published versions.
import { publishedVersions, readRegistry, switchRemote } from './lib/remote-registry.mjs';
import { REMOTE_NAMES } from './lib/workspace.mjs';

const [name, version] = process.argv.slice(2);
if (!REMOTE_NAMES.includes(name)) {
  console.error(`Usage: pnpm remote:rollback <${REMOTE_NAMES.join('|')}> <version>`);
  process.exit(2);
}
if (!version) {
  const live = (await readRegistry()).remotes[name]?.version;
  for (const v of await publishedVersions(name)) console.log(`${v}${v === live ? '  (live)' : ''}`);
  process.exit(0);
}
try {
  const { previous } = await switchRemote(name, version);
  console.log(`Rolled ${name} back to ${version} (was ${previous ?? 'none'}).`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
