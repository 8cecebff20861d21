import type { RolloutRequest } from '@app/shared/contracts';
import { HttpError } from '../../http/errors';
import * as repo from './repository';
import * as rollouts from './rollout-repository';
import { judge, minus, NO_LOADS, type Evidence, type LoadCounts } from './sequential-test';
import { changeChannel, invalidateRegistry, type RemotesDeps } from './service';
import type { RemoteRolloutRow } from './tables';

/**
 * Rollouts that advance themselves (issue 47 §2): a deployer gives a candidate and its stages
 * (1 % → 10 % → 50 % → 100 %) and a confidence; after each load the registry counts, the
 * candidate's loads since its stage began are judged against stable by a sequential test
 * (sequential-test.ts). Not worse, with that confidence: the next stage, and at 100 % it is
 * promoted. Worse: withdrawn. Otherwise it holds. Only loads the registry handed out count (the
 * load tickets of the telemetry), from at least the canary's number of sources. The deployer can
 * pause, resume, advance or withdraw by hand; every step is in the history.
 */

export type RolloutAction = 'pause' | 'resume' | 'advance' | 'withdraw';

/** What the console and the deploy API show of a rollout. */
export function rolloutView(row: RemoteRolloutRow) {
  const stages = JSON.parse(row.stages) as number[];
  return {
    version: row.version,
    stages,
    stage: row.stage,
    percent: stages[row.stage]!,
    confidence: row.confidence,
    state: row.state,
    stage_since: row.stage_since,
    started_at: row.started_at,
    started_by: row.started_by,
    decision: row.decision === null ? null : (JSON.parse(row.decision) as RolloutDecision),
  };
}

/** The last judgement: what the test saw and what the registry did about it. */
export interface RolloutDecision {
  at: string;
  /** hold: the evidence is thin; advance, promote, withdraw: done (by the test or by hand). */
  outcome: 'hold' | 'advance' | 'promote' | 'withdraw';
  by: string;
  /** Sources the candidate's loads came from, and how many the rule asks. */
  sources: number;
  min_sources: number;
  evidence: Evidence | null;
}

const noRollout = (remote: string) =>
  new HttpError(409, 'deploy_refused', `${remote} has no staged rollout running.`, {
    reason: 'no rollout',
  });

/** Starts a staged rollout: the version becomes the candidate for the first stage's share. */
export async function startRollout(
  deps: RemotesDeps,
  remote: string,
  request: RolloutRequest,
  by: string,
) {
  const row = await changeChannel(
    deps,
    remote,
    {
      expectedRevision: request.expected_revision,
      candidate: request.version,
      percent: request.stages[0]!,
      rules: {},
      ...(request.journeys ? { journeys: request.journeys } : {}),
    },
    { by, kind: 'rollout' },
  );
  const at = deps.now().toISOString();
  const counted = await rollouts.countsOf(deps.db, remote, request.version);
  await rollouts.putRollout(deps.db, {
    remote,
    version: request.version,
    stages: JSON.stringify(request.stages),
    stage: 0,
    confidence: request.confidence,
    state: 'running',
    baseline: JSON.stringify(counted),
    started_counts: JSON.stringify(counted),
    stage_since: at,
    decision: null,
    started_at: at,
    started_by: by,
    updated_at: at,
  });
  return row;
}

/** The remote's rollout while its candidate is the rollout's version (else it has ended). */
async function currentRollout(deps: RemotesDeps, remote: string) {
  const rollout = await rollouts.findRollout(deps.db, remote);
  if (!rollout || !['running', 'paused'].includes(rollout.state)) return null;
  const channel = await repo.findChannel(deps.db, remote);
  if (channel?.candidate === rollout.version) return { rollout, channel };
  // Someone stopped, promoted or replaced the candidate by other means: the rollout is over.
  await rollouts.moveRollout(deps.db, rollout, {
    state: 'stopped',
    updated_at: deps.now().toISOString(),
  });
  return null;
}

const percentWords = (stages: number[], stage: number) => `${stages[stage]} %`;

/**
 * Moves a rollout on: to its next stage, or — from its last — promotes the candidate; or
 * withdraws it. The channel changes by compare-and-swap and the rollout only from where it was
 * seen, so two nodes judging the same load move it once.
 */
async function step(
  deps: RemotesDeps,
  seen: { rollout: RemoteRolloutRow; revision: number },
  outcome: 'advance' | 'promote' | 'withdraw',
  decision: RolloutDecision,
  reason: string,
): Promise<boolean> {
  const { rollout } = seen;
  const stages = JSON.parse(rollout.stages) as number[];
  const at = deps.now().toISOString();
  const next = rollout.stage + 1;
  const baseline = JSON.stringify(
    await rollouts.countsOf(deps.db, rollout.remote, rollout.version),
  );
  // One transaction, the rollout moved first and only from where it was seen: a second node
  // judging the same stage (which may read the channel after the first moved it, and the
  // rollout before) waits on the row, then finds it moved and changes nothing.
  const stepped = await deps.db
    .transaction()
    .execute(async (tx) => {
      const channel = await repo.findChannel(tx, rollout.remote);
      if (!channel || channel.revision !== seen.revision) return false;
      const moved = await rollouts.moveRollout(
        tx,
        rollout,
        outcome === 'advance'
          ? {
              stage: next,
              baseline,
              stage_since: at,
              decision: JSON.stringify(decision),
              updated_at: at,
            }
          : {
              state: outcome === 'promote' ? 'promoted' : 'withdrawn',
              decision: JSON.stringify(decision),
              updated_at: at,
            },
      );
      if (!moved) return false;
      const swapped = await repo.swapChannel(
        tx,
        rollout.remote,
        channel.revision,
        outcome === 'advance'
          ? {
              stable: channel.stable,
              candidate: channel.candidate,
              candidate_percent: stages[next]!,
              candidate_rules: channel.candidate_rules,
              candidate_since: channel.candidate_since,
            }
          : {
              stable: outcome === 'promote' ? rollout.version : channel.stable,
              candidate: null,
              candidate_percent: 0,
              candidate_rules: '{}',
              candidate_since: null,
            },
        { at, by: decision.by },
      );
      // The channel moved under us (a deployer): the rollout's step is undone with it.
      if (!swapped) throw new StepLost();
      await repo.insertEvent(tx, {
        remote: rollout.remote,
        // A withdrawal by the test reads "Withdrawn automatically"; one by a deployer does not.
        kind: outcome === 'withdraw' && decision.by !== 'rollout' ? 'withdraw_by_hand' : outcome,
        version: rollout.version,
        detail: {
          reason,
          ...(outcome === 'advance'
            ? { from: stages[rollout.stage], to: stages[next] }
            : { stage: stages[rollout.stage] }),
          was: { stable: channel.stable, candidate: channel.candidate },
          evidence: decision.evidence,
        },
        at,
        by: decision.by,
      });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof StepLost) return false;
      throw error;
    });
  if (stepped) invalidateRegistry(deps.db);
  return stepped;
}

/** A step whose channel change lost to another: its transaction is rolled back. */
class StepLost extends Error {}

/** The test's finding in words, for the history and the logs (the console words its own). */
function reasonOf(evidence: Evidence, confidence: number) {
  const rate = (loads: number, failures: number) =>
    loads > 0 ? `${Math.round((failures / loads) * 1000) / 10}%` : '—';
  const c = evidence.candidate;
  const s = evidence.stable;
  const said = `${c.loads} loads, ${rate(c.loads, c.failures)} failed${c.meanMs === null ? '' : `, ${Math.round(c.meanMs)} ms`} (stable ${rate(s.loads, s.failures)}${s.meanMs === null ? '' : `, ${Math.round(s.meanMs)} ms`})`;
  const starts =
    s.starts > 0
      ? `; sign-up starts ${rate(c.loads, c.starts)} of visits (stable ${rate(s.loads, s.starts)})`
      : '';
  const sure = `${Math.round(confidence * 1000) / 10}% confidence`;
  const worse = { time: 'slower', conversion: 'converts worse', failures: 'fails more often' };
  if (evidence.verdict === 'worse')
    return `${worse[evidence.because ?? 'failures']} than stable with ${sure}: ${said}${starts}`;
  return `not worse than stable with ${sure}: ${said}${starts}`;
}

/**
 * After a load of the remote's candidate was counted: judges the rollout's stage, and acts on
 * what the test says. Answers what happened (null: no rollout running for that version).
 */
export async function judgeRollout(
  deps: RemotesDeps,
  remote: string,
  version: string,
  sources: number,
): Promise<RolloutDecision | null> {
  const current = await currentRollout(deps, remote);
  if (!current || current.rollout.version !== version || current.rollout.state !== 'running')
    return null;
  const { rollout, channel } = current;
  const baseline = JSON.parse(rollout.baseline) as LoadCounts;
  const counted = await rollouts.countsOf(deps.db, remote, version);
  const candidate = minus(counted, baseline);
  // The conversion guard weighs every visit since the rollout began, not the stage's alone.
  const sinceStart = minus(counted, JSON.parse(rollout.started_counts) as LoadCounts);
  const stable = channel.stable
    ? await rollouts.countsOf(deps.db, remote, channel.stable)
    : NO_LOADS;
  const evidence = judge(candidate, stable, rollout.confidence, sinceStart);
  const enoughSources = sources >= deps.canary.minSources;
  const stages = JSON.parse(rollout.stages) as number[];
  const outcome =
    !enoughSources || evidence.verdict === 'thin'
      ? 'hold'
      : evidence.verdict === 'worse'
        ? 'withdraw'
        : rollout.stage === stages.length - 1
          ? 'promote'
          : 'advance';
  const decision: RolloutDecision = {
    at: deps.now().toISOString(),
    outcome,
    by: 'rollout',
    sources,
    min_sources: deps.canary.minSources,
    evidence,
  };
  if (outcome === 'hold') {
    await rollouts.moveRollout(deps.db, rollout, {
      decision: JSON.stringify(decision),
      updated_at: decision.at,
    });
    return decision;
  }
  const reason = `${percentWords(stages, rollout.stage)}: ${reasonOf(evidence, rollout.confidence)}`;
  const moved = await step(
    deps,
    { rollout, revision: channel.revision },
    outcome,
    decision,
    reason,
  );
  return moved ? decision : null;
}

/** The deployer's hand on a running rollout: pause, resume, advance now, or withdraw. */
export async function actOnRollout(
  deps: RemotesDeps,
  remote: string,
  action: RolloutAction,
  expectedRevision: number,
  by: string,
) {
  const current = await currentRollout(deps, remote);
  if (!current) throw noRollout(remote);
  const { rollout, channel } = current;
  if (channel.revision !== expectedRevision)
    throw new HttpError(
      409,
      'stale_revision',
      `Someone changed this remote first: it is at revision ${channel.revision} now. Look again and retry.`,
      { revision: channel.revision },
    );
  const at = deps.now().toISOString();
  if (action === 'pause' || action === 'resume') {
    const moved = await rollouts.moveRollout(deps.db, rollout, {
      state: action === 'pause' ? 'paused' : 'running',
      updated_at: at,
    });
    if (!moved) throw noRollout(remote);
    await repo.insertEvent(deps.db, {
      remote,
      kind: action === 'pause' ? 'rollout_pause' : 'rollout_resume',
      version: rollout.version,
      detail: {},
      at,
      by,
    });
    return;
  }
  const stages = JSON.parse(rollout.stages) as number[];
  const outcome =
    action === 'withdraw'
      ? 'withdraw'
      : rollout.stage === stages.length - 1
        ? 'promote'
        : 'advance';
  const decision: RolloutDecision = {
    at,
    outcome,
    by,
    sources: 0,
    min_sources: deps.canary.minSources,
    evidence: null,
  };
  const moved = await step(
    deps,
    { rollout, revision: channel.revision },
    outcome,
    decision,
    `${percentWords(stages, rollout.stage)}: by hand`,
  );
  if (!moved)
    throw new HttpError(409, 'stale_revision', 'Someone changed this remote first. Look again.', {
      revision: channel.revision,
    });
}

/** The remote's rollout as it stands (its current or last one), for the console. */
export async function rolloutOf(deps: RemotesDeps, remote: string) {
  await currentRollout(deps, remote);
  const row = await rollouts.findRollout(deps.db, remote);
  return row ? rolloutView(row) : null;
}
