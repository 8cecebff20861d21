// `pnpm remote:override-link <name> <version|url> [<name> <version|url> …]`: a signed link that
// gives the one browser that opens it those versions (a published version, or a dev server's
// manifest URL on an allowed origin), with a badge on the page naming them and a way to clear it.
import { REMOTE_NAMES } from './lib/workspace.mjs';
import { DeployError, overrideLink } from './lib/deploy-client.mjs';

const args = process.argv.slice(2);
const overrides = {};
for (let i = 0; i + 1 < args.length; i += 2) overrides[args[i]] = args[i + 1];
if (
  args.length === 0 ||
  args.length % 2 ||
  Object.keys(overrides).some((n) => !REMOTE_NAMES.includes(n))
) {
  console.error(`Usage: pnpm remote:override-link <${REMOTE_NAMES.join('|')}> <version|url> […]`);
  process.exit(2);
}
try {
  const { url, expires_at } = await overrideLink(overrides);
  console.log(url);
  console.error(
    `Works until ${expires_at}; open it in the browser that should get these versions.`,
  );
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`No link: ${error.message}`);
  process.exit(1);
}
