// `pnpm e2e --remote <name>@<version|url>`: what it refuses before any browser starts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { it } from 'node:test';
import { ROOT } from '../lib/workspace.mjs';

const e2e = (...args) =>
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/e2e.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });

it('refuses an unknown remote, or a remote without a version, with its usage', () => {
  for (const pair of ['mf-nope@1a2b3c', 'mf-chat@', 'mf-chat', '@1a2b3c']) {
    const run = e2e('--remote', pair, '--list');
    assert.equal(run.status, 2, pair);
    assert.match(run.stderr, /Usage: pnpm e2e \[--remote <mf-members\|.*>@<version\|url> …\]/);
  }
});

it('hands the rest of its arguments to Playwright', () => {
  // --list loads the configuration and the journeys without starting the server.
  const run = e2e('--remote', 'mf-chat@1a2b3c', '--list', 'e2e/remote-rollout.spec.ts');
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /remote-rollout\.spec\.ts.*a 50 % candidate/);
  assert.doesNotMatch(run.stdout, /signup\.spec\.ts/);
});
