/**
 * The sequential test a staged rollout steers by (issue 47 §2): Wald's sequential probability
 * ratio test, which may be looked at after every load and stops as soon as the evidence is
 * enough — either way — with the error rates chosen up front. Two questions, each an SPRT:
 * does the candidate fail more often than stable (loads as Bernoulli trials), and are its good
 * loads slower (their durations, as normal with stable's spread)? Written here rather than taken
 * from a library: the SPRT is a few lines of arithmetic, and the statistics packages on the
 * registry are fixed-sample tests, which are wrong when looked at after every load.
 */

/** How much worse counts as worse: what the test tells apart from "as good as stable". */
export const ROLLOUT_WORSE = {
  /** Failure rate: stable's plus five points, or twice stable's, whichever is more. */
  failurePoints: 0.05,
  failureFactor: 2,
  /** Stable's failure rate is taken as at least this (0 would make one failure infinite). */
  failureFloor: 0.005,
  /** Load time: a quarter slower than stable's mean. */
  slower: 0.25,
  /** Durations spread at least this much (ms), so a few identical loads are not certainty. */
  spreadFloorMs: 20,
} as const;

/** A version's counters: loads, failed ones, and the good ones' durations (sum and squares). */
export interface LoadCounts {
  loads: number;
  failures: number;
  okMs: number;
  okMsSquared: number;
}

export const NO_LOADS: LoadCounts = { loads: 0, failures: 0, okMs: 0, okMsSquared: 0 };

export const minus = (a: LoadCounts, b: LoadCounts): LoadCounts => ({
  loads: a.loads - b.loads,
  failures: a.failures - b.failures,
  okMs: a.okMs - b.okMs,
  okMsSquared: a.okMsSquared - b.okMsSquared,
});

export type Verdict = 'not_worse' | 'worse' | 'thin';

export interface Evidence {
  verdict: Verdict;
  /** Which question decided a `worse` verdict. */
  because: 'failures' | 'time' | null;
  candidate: { loads: number; failures: number; meanMs: number | null };
  stable: { loads: number; failures: number; meanMs: number | null };
  /** Each test's log-likelihood ratio against its bounds (for the console: how far along). */
  failures: { llr: number; lower: number; upper: number };
  time: { llr: number; lower: number; upper: number } | null;
}

/** Wald's bounds for error rates α (calling a good candidate worse) and β (the other way). */
function bounds(confidence: number) {
  const risk = 1 - confidence;
  return { lower: Math.log(risk / (1 - risk)), upper: Math.log((1 - risk) / risk) };
}

const meanOf = (c: LoadCounts) => {
  const ok = c.loads - c.failures;
  return ok > 0 ? c.okMs / ok : null;
};

/**
 * The evidence so far at one stage: the candidate's loads since the stage began against all of
 * stable's, at the deployer's confidence (0.5–0.999).
 */
export function judge(candidate: LoadCounts, stable: LoadCounts, confidence: number): Evidence {
  const { lower, upper } = bounds(confidence);
  // Failures: H0 p = stable's rate, H1 p = worse.
  const p0 = Math.max(
    ROLLOUT_WORSE.failureFloor,
    stable.loads > 0 ? stable.failures / stable.loads : 0,
  );
  const p1 = Math.min(
    0.999,
    Math.max(p0 + ROLLOUT_WORSE.failurePoints, p0 * ROLLOUT_WORSE.failureFactor),
  );
  const good = candidate.loads - candidate.failures;
  const failureLlr = candidate.failures * Math.log(p1 / p0) + good * Math.log((1 - p1) / (1 - p0));

  // Time: H0 μ = stable's mean, H1 μ = a quarter slower, σ from stable's good loads.
  const stableMean = meanOf(stable);
  let time: Evidence['time'] = null;
  if (stableMean !== null && good > 0) {
    const stableGood = stable.loads - stable.failures;
    const variance =
      stableGood > 1
        ? (stable.okMsSquared - (stable.okMs * stable.okMs) / stableGood) / (stableGood - 1)
        : 0;
    const sigma = Math.max(ROLLOUT_WORSE.spreadFloorMs, Math.sqrt(Math.max(0, variance)));
    const mu0 = stableMean;
    const mu1 = stableMean * (1 + ROLLOUT_WORSE.slower);
    const llr = ((mu1 - mu0) / (sigma * sigma)) * (candidate.okMs - (good * (mu0 + mu1)) / 2);
    time = { llr, lower, upper };
  }

  const failuresWorse = failureLlr >= upper;
  const timeWorse = time !== null && time.llr >= upper;
  const failuresFine = failureLlr <= lower;
  // A candidate with no good load yet has said nothing about its time; a stable version with
  // none leaves nothing to compare it with.
  const timeFine = time !== null ? time.llr <= lower : stableMean === null && good > 0;
  const verdict: Verdict =
    failuresWorse || timeWorse ? 'worse' : failuresFine && timeFine ? 'not_worse' : 'thin';
  return {
    verdict,
    because: failuresWorse ? 'failures' : timeWorse ? 'time' : null,
    candidate: { loads: candidate.loads, failures: candidate.failures, meanMs: meanOf(candidate) },
    stable: { loads: stable.loads, failures: stable.failures, meanMs: stableMean },
    failures: { llr: failureLlr, lower, upper },
    time,
  };
}
