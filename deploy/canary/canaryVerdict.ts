import type { GenerationHealth } from '../site-events/eventStore';
import type { CanaryLimits } from '../site-state/siteStateDocument';

export const DEFAULT_CANARY_LIMITS: CanaryLimits = { minPageViews: 50, maxExcess: 0.05 };

export interface CanaryVerdict {
  abort: boolean;
  canaryRate: number;
  stableRate: number;
  /** The figures in words, for the watcher's output and the release log. */
  summary: string;
}

const rate = (health: GenerationHealth) =>
  health.pageViews === 0 ? 0 : health.failures / health.pageViews;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/**
 * Whether a canary is worse than the stable release: the canary cohort's failures per page view
 * against the stable cohort's over the same time, once the canary has had `minPageViews`.
 */
export function canaryVerdict(
  canary: GenerationHealth,
  stable: GenerationHealth,
  limits: CanaryLimits,
): CanaryVerdict {
  const canaryRate = rate(canary);
  const stableRate = rate(stable);
  const figures = `canary ${canary.failures} failures in ${canary.pageViews} page views (${percent(canaryRate)}), stable ${stable.failures} in ${stable.pageViews} (${percent(stableRate)})`;
  if (canary.pageViews < limits.minPageViews)
    return {
      abort: false,
      canaryRate,
      stableRate,
      summary: `${figures}: waiting for ${limits.minPageViews} canary page views`,
    };
  const abort = canaryRate > stableRate + limits.maxExcess;
  return {
    abort,
    canaryRate,
    stableRate,
    summary: `${figures}: ${abort ? 'over' : 'within'} the limit of ${percent(limits.maxExcess)} above stable`,
  };
}
