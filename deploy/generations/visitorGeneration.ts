import { linkedGeneration } from './generationStore';
import { CANARY_LINK, readCanary } from './canaryState';
import { cohortCookie, cohortOfCookie, drawCohort } from './cohorts';

/**
 * The generation a request is answered from, as nginx decides it: `current`, or during a canary
 * the visitor's cohort's (named by its cookie, or drawn for a first visit, which is then given
 * the cookie to keep it for the visit).
 */
export function visitorGeneration(
  stateDir: string,
  cookieHeader: string | undefined,
  random: () => number = Math.random,
): { generation: string | null; setCookie?: string } {
  const current = linkedGeneration(stateDir);
  const canary = readCanary(stateDir);
  if (!canary) return { generation: current };
  const known = cohortOfCookie(cookieHeader);
  const cohort = known ?? drawCohort(canary.percent, random);
  const generation =
    cohort === 'canary' ? (linkedGeneration(stateDir, CANARY_LINK) ?? current) : current;
  return known ? { generation } : { generation, setCookie: cohortCookie(cohort) };
}
