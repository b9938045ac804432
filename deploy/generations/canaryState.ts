import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-lib/contracts';
import { writeAtomically } from './writeAtomically';

/** When the watcher ends a canary by itself (docs/releasing.md). */
export interface CanaryLimits {
  /** The canary cohort's page loads before any verdict: fewer say nothing. */
  minPageViews: number;
  /** The chance, at most, that a canary as good as stable is aborted (deploy/canary/canaryVerdict.ts). */
  falseAbortRate: number;
}

/** A canary that is running on a site instance. */
export interface CanaryState {
  workspace: string;
  remote: RemoteName;
  version: string;
  /** The share of first visits placed in the canary cohort. */
  percent: number;
  /** The canary cohort's generation (linked as `canary`) and the stable one it is measured against. */
  generation: string;
  stableGeneration: string;
  startedAt: string;
  by: string;
  limits: CanaryLimits;
}

/** `{state}/canary.json` while a canary runs; `{state}/canary` links its generation. */
export const CANARY_FILE = 'canary.json';
export const CANARY_LINK = 'canary';

export function readCanary(stateDir: string): CanaryState | null {
  const file = path.join(stateDir, CANARY_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CanaryState;
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
}

export const writeCanary = (stateDir: string, canary: CanaryState) =>
  writeAtomically(path.join(stateDir, CANARY_FILE), `${JSON.stringify(canary, null, 2)}\n`);

export const clearCanary = (stateDir: string) =>
  rmSync(path.join(stateDir, CANARY_FILE), { force: true });
