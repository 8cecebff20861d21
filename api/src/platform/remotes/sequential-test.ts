/**
 * The sequential test a staged rollout steers by (issue 47 §2): Wald's sequential probability
 * ratio test, which may be looked at after every load and stops as soon as the evidence is
 * enough — either way — with the error rates chosen up front. Two questions, each an SPRT over
 * loads as Bernoulli trials: does the candidate fail more often than stable, and are more of its
 * good loads slow? For landers a third, as a guard: does it convert worse? A load is slow against stable's mean (isSlow), so one cold start or one slow
 * network counts as one slow load, not as unbounded evidence as it would in a test of means.
 * Written here rather than taken from a library: the SPRT is a few lines of arithmetic, and the
 * statistics packages on the registry are fixed-sample tests, which are wrong when looked at
 * after every load.
 */

/** How much worse counts as worse: what the test tells apart from "as good as stable". */
export const ROLLOUT_WORSE = {
  /** A rate (failed, or slow) is worse at stable's plus five points, or twice stable's. */
  points: 0.05,
  factor: 2,
  /** Stable's rates are taken as at least this (0 would make one failure infinite). */
  floor: 0.01,
  /** A good load is slow beyond twice stable's mean load time, and at least this much more. */
  slowFactor: 2,
  slowMarginMs: 200,
  /** With no stable load time to compare with, a load is slow beyond this. */
  slowWithoutStableMs: 3000,
  /** A lander converts worse at a quarter fewer sign-up starts per visit than stable. */
  conversionDrop: 0.25,
} as const;

/** Whether a good load of `durationMs` is slow, given stable's mean good load time. */
export function isSlow(durationMs: number, stableMeanMs: number | null): boolean {
  if (stableMeanMs === null) return durationMs > ROLLOUT_WORSE.slowWithoutStableMs;
  return (
    durationMs >
    Math.max(stableMeanMs * ROLLOUT_WORSE.slowFactor, stableMeanMs + ROLLOUT_WORSE.slowMarginMs)
  );
}

/** A version's counters: loads, failed ones, the good ones' summed durations and slow ones. */
export interface LoadCounts {
  loads: number;
  failures: number;
  okMs: number;
  slow: number;
  /** Sign-up starts of visitors given the version (landers). */
  starts: number;
}

export const NO_LOADS: LoadCounts = { loads: 0, failures: 0, okMs: 0, slow: 0, starts: 0 };

export const minus = (a: LoadCounts, b: LoadCounts): LoadCounts => ({
  loads: a.loads - b.loads,
  failures: a.failures - b.failures,
  okMs: a.okMs - b.okMs,
  slow: a.slow - b.slow,
  starts: a.starts - b.starts,
});

export type Verdict = 'not_worse' | 'worse' | 'thin';

interface Bounds {
  llr: number;
  lower: number;
  upper: number;
}

export interface Evidence {
  verdict: Verdict;
  /** Which question decided a `worse` verdict. */
  because: 'failures' | 'time' | 'conversion' | null;
  candidate: { loads: number; failures: number; meanMs: number | null; starts: number };
  stable: { loads: number; failures: number; meanMs: number | null; starts: number };
  /** Each test's log-likelihood ratio against its bounds (for the console: how far along). */
  failures: Bounds;
  time: Bounds | null;
  /**
   * Landers' conversion (sign-up starts per visit), once stable has some: a guard that withdraws
   * a candidate converting worse, not a gate for advancing (at a few percent it takes thousands
   * of visits to show "not worse", and a stage would wait for days).
   */
  conversion: Bounds | null;
}

/**
 * Wald's bounds for error rates α (calling a good candidate worse) and β (advancing a worse
 * one), both 1 − the deployer's confidence.
 */
function bounds(confidence: number) {
  const risk = 1 - confidence;
  return { lower: Math.log(risk / (1 - risk)), upper: Math.log((1 - risk) / risk) };
}

/** The log-likelihood ratio of `hits` in `trials` for "worse" against "as stable's `rate`". */
function bernoulliLlr(hits: number, trials: number, rate: number) {
  const p0 = Math.max(ROLLOUT_WORSE.floor, rate);
  const p1 = Math.min(0.999, Math.max(p0 + ROLLOUT_WORSE.points, p0 * ROLLOUT_WORSE.factor));
  return hits * Math.log(p1 / p0) + (trials - hits) * Math.log((1 - p1) / (1 - p0));
}

const meanOf = (c: LoadCounts) => {
  const ok = c.loads - c.failures;
  return ok > 0 ? c.okMs / ok : null;
};

/**
 * The evidence so far at one stage: the candidate's loads since the stage began against all of
 * stable's, at the deployer's confidence (0.5–0.999).
 */
export function judge(
  candidate: LoadCounts,
  stable: LoadCounts,
  confidence: number,
  /** The candidate's visits and starts since the rollout began (the conversion guard's). */
  sinceStart: LoadCounts = candidate,
): Evidence {
  const { lower, upper } = bounds(confidence);
  const failures: Bounds = {
    llr: bernoulliLlr(
      candidate.failures,
      candidate.loads,
      stable.loads > 0 ? stable.failures / stable.loads : 0,
    ),
    lower,
    upper,
  };
  const good = candidate.loads - candidate.failures;
  const stableGood = stable.loads - stable.failures;
  const time: Bounds | null =
    good > 0
      ? {
          llr: bernoulliLlr(candidate.slow, good, stableGood > 0 ? stable.slow / stableGood : 0),
          lower,
          upper,
        }
      : null;
  const stableRate = stable.loads > 0 ? stable.starts / stable.loads : 0;
  let conversion: Bounds | null = null;
  if (stable.starts > 0 && sinceStart.loads > 0) {
    // "Worse" is the lower rate here: a visit without a start is evidence for it.
    const p0 = Math.min(0.999, stableRate);
    const p1 = p0 * (1 - ROLLOUT_WORSE.conversionDrop);
    const starts = Math.min(sinceStart.starts, sinceStart.loads);
    conversion = {
      llr: starts * Math.log(p1 / p0) + (sinceStart.loads - starts) * Math.log((1 - p1) / (1 - p0)),
      lower,
      upper,
    };
  }
  const failuresWorse = failures.llr >= upper;
  const timeWorse = time !== null && time.llr >= upper;
  const conversionWorse = conversion !== null && conversion.llr >= upper;
  // A candidate with no good load yet has said nothing about its time.
  const fine = failures.llr <= lower && time !== null && time.llr <= lower;
  return {
    verdict: failuresWorse || timeWorse || conversionWorse ? 'worse' : fine ? 'not_worse' : 'thin',
    because: failuresWorse
      ? 'failures'
      : timeWorse
        ? 'time'
        : conversionWorse
          ? 'conversion'
          : null,
    candidate: {
      loads: candidate.loads,
      failures: candidate.failures,
      meanMs: meanOf(candidate),
      starts: candidate.starts,
    },
    stable: {
      loads: stable.loads,
      failures: stable.failures,
      meanMs: meanOf(stable),
      starts: stable.starts,
    },
    failures,
    time,
    conversion,
  };
}
