/** A visitor's cohort while a canary runs: the canary generation's pages, or the stable one's. */
export type Cohort = 'canary' | 'stable';

/**
 * The functional cookie that keeps a visitor in one cohort for the visit: its value is the
 * cohort's name, the same for everyone in it, so it identifies nobody (docs/releasing.md).
 */
export const COHORT_COOKIE = 'site_cohort';

/** Twelve hours: a visit, and the rest of the day's visits, stay in one cohort. */
export const COHORT_COOKIE_SECONDS = 12 * 60 * 60;

/** The Set-Cookie value that places a first visit in its cohort. */
export const cohortCookie = (cohort: Cohort): string =>
  `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_COOKIE_SECONDS}; SameSite=Lax; HttpOnly`;

/** The cohort a request's Cookie header names, or null for a first visit (or a foreign value). */
export function cohortOfCookie(header: string | undefined): Cohort | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COHORT_COOKIE && (value === 'canary' || value === 'stable')) return value;
  }
  return null;
}

/** A first visit's cohort: the canary for `percent` out of a hundred, drawn with `random`. */
export const drawCohort = (percent: number, random: () => number = Math.random): Cohort =>
  random() * 100 < percent ? 'canary' : 'stable';
