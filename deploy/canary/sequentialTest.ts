/** The alternatives each test weighs: the canary's rate this many times the stable cohort's. */
export const WORSE_BY = [2, 4, 10] as const;

/**
 * The evidence (natural log of a likelihood ratio) that the canary's rate of some event (a page
 * load that failed, or was slow) is a multiple of the stable cohort's rather than the same,
 * given each cohort's events and totals.
 *
 * Conditioned on the events of both cohorts together, each event is the canary's with
 * probability p0 = canaryTotal / (canaryTotal + stableTotal) if the rates are equal, and
 * p1 = r·canaryTotal / (r·canaryTotal + stableTotal) if the canary's is r times stable's: a
 * binomial likelihood ratio that needs no estimate of the rate itself. The alternatives r of
 * WORSE_BY are mixed with equal weights, so a small excess and a total breakage are both found
 * early. Under equal rates the exponential of this evidence is a martingale (nonnegative, of
 * mean 1), so by Ville's inequality it ever reaches 1/α with a probability of at most α,
 * however often it is looked at.
 */
export function evidenceOfWorse(
  canaryEvents: number,
  stableEvents: number,
  canaryTotal: number,
  stableTotal: number,
): number {
  if (canaryTotal === 0 || stableTotal === 0) return 0;
  const p0 = canaryTotal / (canaryTotal + stableTotal);
  const ratios = WORSE_BY.map((r) => {
    const p1 = (r * canaryTotal) / (r * canaryTotal + stableTotal);
    return canaryEvents * Math.log(p1 / p0) + stableEvents * Math.log((1 - p1) / (1 - p0));
  });
  // log of the mean of exp(ratio), computed from the largest so that nothing overflows
  const top = Math.max(...ratios);
  return (
    top + Math.log(ratios.reduce((sum, ratio) => sum + Math.exp(ratio - top), 0) / ratios.length)
  );
}
