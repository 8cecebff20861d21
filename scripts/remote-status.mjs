// `pnpm remote:status`: every remote's stable version, its candidate with its share and rules,
// how their loads went in browsers (how many, how many failed, how long the good ones took, and
// the most frequent failures), where each version came from (commit, build time, who
// published it), and what happened last (a withdrawal says why).
import { status } from './lib/deploy-client.mjs';

function health(counts) {
  if (counts === null) return '—';
  const failed = counts.loads ? Math.round((counts.failures / counts.loads) * 100) : 0;
  const mean = counts.mean_ms === null ? '' : `, ${counts.mean_ms} ms`;
  const failures = counts.top_failures
    .map(({ phase, code, count }) => `${phase} ${code} ×${count}`)
    .join(', ');
  return `${counts.loads} loads, ${failed}% failed${mean}${failures ? ` (${failures})` : ''}`;
}

/** `commit abc1234, built …, published … by …`: where a version came from. */
function origin(of) {
  if (of === null) return '';
  const built = of.commit || of.built_at;
  const source = built
    ? `commit ${of.commit ? of.commit.replace(/^([0-9a-f]{12})[0-9a-f]*/, '$1') : 'unknown'}${of.built_at ? `, built ${of.built_at}` : ''}; `
    : '';
  return `\n             ${source}published ${of.published_at} by ${of.published_by}`;
}

for (const remote of await status()) {
  console.log(`${remote.remote}  (revision ${remote.revision})`);
  console.log(
    `  stable     ${remote.stable ?? 'none'}  ${health(remote.health.stable)}${origin(remote.origin.stable)}`,
  );
  if (remote.candidate) {
    const rules = Object.keys(remote.rules).length ? ` rules ${JSON.stringify(remote.rules)}` : '';
    console.log(
      `  candidate  ${remote.candidate}  ${remote.percent}%${rules}  ${health(remote.health.candidate)}${origin(remote.origin.candidate)}`,
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
