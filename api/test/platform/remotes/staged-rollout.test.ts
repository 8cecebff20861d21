// Rollouts that advance themselves (issue 47 §2): the sequential test, then a staged rollout
// driven by counted loads — a good candidate goes stage by stage to 100 % and is promoted, a bad
// one is withdrawn, a paused one waits, concurrent judgements move it once, loads without the
// registry's ticket move nothing, and the deployer's hand is checked by revision.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  isSlow,
  judge,
  NO_LOADS,
  type LoadCounts,
} from '../../../src/platform/remotes/sequential-test';
import { recordLoad, status } from '../../../src/platform/remotes/service';
import {
  actOnRollout,
  judgeRollout,
  rolloutOf,
  startRollout,
} from '../../../src/platform/remotes/staged-rollout';
import { deployBuild, fakeBuild } from '../../helpers/remotes';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';
import { publishVersion } from '../../../src/platform/remotes/service';

/** Counters of `loads` loads, `failures` of them failed, the good ones `ms` long, `slow` slow. */
const counts = (loads: number, failures: number, ms: number, slow = 0, starts = 0): LoadCounts => ({
  loads,
  failures,
  okMs: (loads - failures) * ms,
  slow,
  starts,
});

describe('the sequential test', () => {
  const stable = counts(2000, 20, 150);
  it('holds while the evidence is thin, and calls a candidate as good as stable not worse', () => {
    assert.equal(judge(counts(10, 0, 150), stable, 0.95).verdict, 'thin');
    let n = 10;
    while (judge(counts(n, 0, 150), stable, 0.95).verdict === 'thin') n += 1;
    assert.equal(judge(counts(n, 0, 150), stable, 0.95).verdict, 'not_worse');
    // Wald: about ln(19) / -ln(0.94/0.99) ≈ 57 loads at 95 %; more at 99 %.
    assert.ok(n > 40 && n < 80, `${n} loads`);
    assert.equal(judge(counts(n, 0, 150), stable, 0.99).verdict, 'thin');
  });
  it('calls a failing candidate worse within a few loads, and says why', () => {
    const evidence = judge(counts(6, 3, 150), stable, 0.95);
    assert.equal(evidence.verdict, 'worse');
    assert.equal(evidence.because, 'failures');
  });
  it('calls a candidate with many slow loads worse by its time; one cold start is not enough', () => {
    const evidence = judge(counts(40, 0, 400, 8), stable, 0.95);
    assert.equal(evidence.verdict, 'worse');
    assert.equal(evidence.because, 'time');
    assert.notEqual(judge(counts(30, 0, 150, 1), stable, 0.95).verdict, 'worse');
    // Slow is twice stable's mean and 200 ms more at least: a 6 ms render at 12 ms is not.
    assert.equal(isSlow(12, 6), false);
    assert.equal(isSlow(400, 150), true);
    assert.equal(isSlow(340, 150), false);
  });
  it('guards a lander’s conversion: a quarter fewer sign-up starts per visit is worse', () => {
    const landers = counts(2000, 0, 6, 0, 200);
    const stage = counts(60, 0, 6, 0, 6);
    assert.equal(judge(stage, landers, 0.95).verdict, 'not_worse');
    // Over the whole rollout its visits rarely start a sign-up: withdrawn for it.
    const evidence = judge(stage, landers, 0.95, counts(400, 0, 6, 0, 10));
    assert.equal(evidence.verdict, 'worse');
    assert.equal(evidence.because, 'conversion');
  });

  it('judges without stable loads by failures alone', () => {
    assert.equal(judge(counts(80, 0, 150), NO_LOADS, 0.95).verdict, 'not_worse');
  });
});

describeEachDatabase('staged rollouts (issue 47 §2)', (kind) => {
  let t: TestApp;
  let source = 0;
  before(async () => {
    t = await createTestApp(kind, { CANARY_MIN_SOURCES: '8' });
  });
  after(() => t.close());

  const channelOf = async (remote: string) =>
    (await status(t.app.db)).find((c) => c.remote === remote)!;
  /** One counted load, as the beacon route counts one: recorded, then the rollout judged. */
  const load = async (remote: string, version: string, ok: boolean, ms = 150) => {
    source += 1;
    const { sources } = await recordLoad(
      t.app.remotes,
      { remote, version, ok, phase: ok ? 'expose' : 'entry', duration_ms: ms },
      `source-${source % 40}`,
    );
    return judgeRollout(t.app.remotes, remote, version, sources);
  };
  /** A team starts a staged rollout of `version`, on the revision the channel is at. */
  const rollOut = async (
    remote: string,
    version: string,
    stages: number[],
    confidence: number,
    more: { journeys?: 'skipped' } = {},
  ) =>
    startRollout(
      t.app.remotes,
      remote,
      {
        expected_revision: (await channelOf(remote)).revision,
        version,
        stages,
        confidence,
        ...more,
      },
      'team',
    );
  const stableWithLoads = async (remote: string, tag: string) => {
    const stable = await deployBuild(t.app, remote, fakeBuild(remote, { tag }));
    for (let i = 0; i < 200; i += 1) await load(remote, stable, i % 100 !== 0, 140 + (i % 3) * 10);
    return stable;
  };
  const publish = async (remote: string, tag: string) =>
    (await publishVersion(t.app.remotes, remote, fakeBuild(remote, { tag }), { by: 'team' }))
      .version;

  it('takes a good candidate stage by stage to 100 % and promotes it', async () => {
    const stable = await stableWithLoads('mf-chat', 'rollout-stable');
    const candidate = await publish('mf-chat', 'rollout-good');
    await rollOut('mf-chat', candidate, [5, 50, 100], 0.95);
    assert.equal((await channelOf('mf-chat')).percent, 5);
    const seen: number[] = [];
    for (let i = 0; i < 600 && (await channelOf('mf-chat')).candidate === candidate; i += 1) {
      const decision = await load('mf-chat', candidate, true, 140 + (i % 3) * 10);
      if (decision && decision.outcome !== 'hold') seen.push((await channelOf('mf-chat')).percent);
    }
    const channel = await channelOf('mf-chat');
    assert.equal(channel.stable, candidate, 'promoted');
    assert.equal(channel.candidate, null);
    assert.deepEqual(seen, [50, 100, 0]);
    const rollout = (await rolloutOf(t.app.remotes, 'mf-chat'))!;
    assert.equal(rollout.state, 'promoted');
    assert.equal(rollout.decision?.evidence?.verdict, 'not_worse');
    // The history tells it as it happened, each step with the test's words.
    const kinds = channel.events.map((event) => event.kind);
    assert.deepEqual(kinds.slice(0, 4), ['promote', 'advance', 'advance', 'rollout']);
    assert.match(
      String(channel.events[0]!.detail.reason),
      /^100 %: not worse than stable with 95% confidence: \d+ loads, 0% failed/,
    );
    assert.equal(channel.events[0]!.by, 'rollout');
    assert.notEqual(stable, candidate);
  });

  it('withdraws a failing candidate at its first stage, naming why', async () => {
    const stable = await stableWithLoads('mf-members', 'rollout-stable');
    const bad = await publish('mf-members', 'rollout-bad');
    await rollOut('mf-members', bad, [10, 100], 0.95);
    let loads = 0;
    while ((await channelOf('mf-members')).candidate === bad && loads < 100) {
      await load('mf-members', bad, loads % 2 === 0);
      loads += 1;
    }
    const channel = await channelOf('mf-members');
    assert.deepEqual([channel.stable, channel.candidate], [stable, null]);
    // It waited for loads from the 8 sources the rule asks, then needed only a few more.
    assert.ok(loads >= 8 && loads <= 20, `${loads} loads`);
    assert.equal(channel.events[0]!.kind, 'withdraw');
    assert.match(
      String(channel.events[0]!.detail.reason),
      /^10 %: fails more often than stable with 95% confidence/,
    );
    assert.equal((await rolloutOf(t.app.remotes, 'mf-members'))!.state, 'withdrawn');
  });

  it('waits while paused, moves once under concurrent judgements, and refuses a stale hand', async () => {
    await stableWithLoads('mf-payments', 'rollout-stable');
    const candidate = await publish('mf-payments', 'rollout-paused');
    await rollOut('mf-payments', candidate, [10, 50, 100], 0.9, { journeys: 'skipped' });
    // The history keeps that the deploy skipped the remote's journeys (issue 47 §3).
    const started = (await channelOf('mf-payments')).events[0]!;
    assert.deepEqual([started.kind, started.detail.journeys], ['rollout', 'skipped']);
    const revision = (await channelOf('mf-payments')).revision;
    await actOnRollout(t.app.remotes, 'mf-payments', 'pause', revision, 'payments team');
    for (let i = 0; i < 120; i += 1) await load('mf-payments', candidate, true);
    assert.equal((await channelOf('mf-payments')).percent, 10, 'a paused rollout waits');
    await actOnRollout(t.app.remotes, 'mf-payments', 'resume', revision, 'payments team');
    // The evidence is there now: ten nodes judging at once move it one stage, not ten.
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => judgeRollout(t.app.remotes, 'mf-payments', candidate, 40)),
    );
    assert.equal(decisions.filter((d) => d?.outcome === 'advance').length, 1);
    const now = await channelOf('mf-payments');
    assert.equal(now.percent, 50);
    assert.equal((await rolloutOf(t.app.remotes, 'mf-payments'))!.stage, 1);
    // A hand on the revision before that step is refused and changes nothing.
    await assert.rejects(
      actOnRollout(t.app.remotes, 'mf-payments', 'withdraw', revision, 'payments team'),
      /revision/,
    );
    assert.equal((await channelOf('mf-payments')).candidate, candidate);
    await actOnRollout(t.app.remotes, 'mf-payments', 'withdraw', now.revision, 'payments team');
    const after = await channelOf('mf-payments');
    assert.equal(after.candidate, null);
    assert.match(String(after.events[0]!.detail.reason), /^50 %: by hand/);
  });

  it('counts only loads the registry handed out: beacons without its ticket move nothing', async () => {
    await stableWithLoads('mf-signup', 'rollout-stable');
    const candidate = await publish('mf-signup', 'rollout-forged');
    await rollOut('mf-signup', candidate, [50, 100], 0.95);
    for (let i = 0; i < 100; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/remote-loads.php',
        remoteAddress: `10.9.${i}.1`,
        headers: { cookie: `visitor_id=forger${String(i).padStart(20, '0')}` },
        payload: {
          remote: 'mf-signup',
          version: candidate,
          ok: true,
          phase: 'expose',
          duration_ms: 90,
        },
      });
      assert.equal(answer.statusCode, 200);
    }
    const channel = await channelOf('mf-signup');
    assert.equal(channel.percent, 50);
    assert.equal(channel.health.candidate?.loads, 0);
  });
});
