// `pnpm remote:status`: every remote's stable version, its candidate with its share and rules,
// how their loads went in browsers, and what happened last (a withdrawal says why).
import { status } from './lib/deploy-client.mjs';

const rate = (health) =>
  health === null
    ? '—'
    : `${health.loads} loads, ${health.loads ? Math.round((health.failures / health.loads) * 100) : 0}% failed`;

for (const remote of await status()) {
  console.log(`${remote.remote}  (revision ${remote.revision})`);
  console.log(`  stable     ${remote.stable ?? 'none'}  ${rate(remote.health.stable)}`);
  if (remote.candidate) {
    const rules = Object.keys(remote.rules).length ? ` rules ${JSON.stringify(remote.rules)}` : '';
    console.log(
      `  candidate  ${remote.candidate}  ${remote.percent}%${rules}  ${rate(remote.health.candidate)}`,
    );
  } else console.log('  candidate  none');
  const last = remote.events[0];
  if (last) {
    const why = last.detail?.reason ? ` — ${last.detail.reason}` : '';
    console.log(
      `  last       ${last.kind} ${last.version ?? ''} by ${last.by} at ${last.at}${why}`,
    );
  }
}
