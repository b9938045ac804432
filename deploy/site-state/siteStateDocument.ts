import type { RemoteName } from 'shared-lib/contracts';
import type { GenerationInfo } from '../generations/generationStore';
import { EMPTY_HASHES, type InlineHashes } from '../prerender/inlineHashes';
import type { Change } from './changes';

/** When the watcher ends a canary by itself (docs/releasing.md). */
export interface CanaryLimits {
  /** The canary cohort's page views before any verdict: fewer say nothing. */
  minPageViews: number;
  /** How far the canary's failures per page view may pass the stable cohort's. */
  maxExcess: number;
}

/** A canary that is running: a candidate served to a share of first visits. */
export interface CanaryRun {
  candidate: string;
  workspace: string;
  remote: RemoteName;
  version: string;
  /** The share of first visits placed in the canary cohort. */
  percent: number;
  /** The canary cohort's generation and the stable one it is measured against. */
  generation: string;
  stableGeneration: string;
  startedAt: string;
  by: string;
  limits: CanaryLimits;
}

/**
 * A generation rendered ahead of going live: what it changes from the served one, its preview
 * address's secret, and the generation it was rendered on (`basedOn`). Promoting it is only a
 * switch while it is fresh (rendered from what is served now, plus its change).
 */
export interface Candidate {
  id: string;
  change: Change;
  /** What it is, in words: `mf-gifts 2026-12-xmas`, `content 3f2a…`. */
  label: string;
  generation: string;
  /** The secret of its preview address (`/__preview/{token}/`). */
  previewToken: string;
  basedOn: string | null;
  stagedAt: string;
  by: string;
}

export type ScheduleState = 'waiting' | 'live' | 'ended' | 'failed' | 'cancelled';

export interface Promotion {
  version: string;
  at: string;
  by: string;
}

/** A release to promote at a time, and roll back at another (`--until`). */
export interface Schedule {
  id: string;
  change: Change;
  label: string;
  /** ISO 8601 instants. */
  at: string;
  until?: string;
  by: string;
  createdAt: string;
  state: ScheduleState;
  /** The candidate it promotes at `at` (staged when the schedule is made). */
  candidate?: string;
  /** What it rolls back to at `until`: the change that undoes it, and its staged candidate. */
  undo?: Change;
  undoCandidate?: string;
  /** What happened, when: `promoted 2026-12-01T00:00:02+11:00 generation 000042`. */
  outcome?: string;
}

/**
 * What the site serves, as one typed document (`{state}/site-state.json`): every server, the
 * nginx configuration and the release commands derive what they do from it, and only the
 * release service writes it, through `transition` (decision 311).
 */
export interface SiteStateDocument {
  format: 1;
  /** One more at every change: a reader can tell two documents apart by it. */
  revision: number;
  updatedAt: string;
  /** The shell's origin of this site instance. */
  site: string;
  /** Every generation kept on disk, by id. */
  generations: Record<string, GenerationInfo>;
  /** The generations served to everyone, oldest first: the last is `current`, the one before it `previous`. */
  served: string[];
  canary: CanaryRun | null;
  candidates: Candidate[];
  schedules: Schedule[];
  /**
   * Each remote's promotions, newest last, by workspace: a rollback goes back one. Without any,
   * the remote is served from its origin's root build.
   */
  promotions: Record<string, Promotion[]>;
  /**
   * Remotes switched off (`release disable`), by workspace, with the release they had: every
   * page shows their fallback until they are switched on again.
   */
  disabled: Record<string, { at: string; by: string; version: string | null }>;
  /** The inline hashes the Content-Security-Policy allows: every kept generation's. */
  policy: InlineHashes;
  /** The next generation id to hand out (ids sort as they were made). */
  nextGeneration: number;
}

export const currentOf = (document: SiteStateDocument): string | null =>
  document.served.at(-1) ?? null;

export const previousOf = (document: SiteStateDocument): string | null =>
  document.served.at(-2) ?? null;

export function emptyDocument(site: string, now: Date): SiteStateDocument {
  return {
    format: 1,
    revision: 0,
    updatedAt: now.toISOString(),
    site,
    generations: {},
    served: [],
    canary: null,
    candidates: [],
    schedules: [],
    promotions: {},
    disabled: {},
    policy: { ...EMPTY_HASHES },
    nextGeneration: 1,
  };
}

export const generationIdOf = (number: number) => String(number).padStart(6, '0');
