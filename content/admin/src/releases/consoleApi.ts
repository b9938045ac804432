/** The parts of the site's state document the console shows (deploy/site-state). */
export interface Candidate {
  id: string;
  change: { kind: string; workspace?: string; version?: string };
  label: string;
  generation: string;
  previewToken: string;
  stagedAt: string;
  by: string;
}

export interface Schedule {
  id: string;
  change: { kind: string; workspace?: string; version?: string };
  label: string;
  at: string;
  until?: string;
  by: string;
  state: 'waiting' | 'live' | 'ended' | 'failed' | 'cancelled';
  outcome?: string;
}

export interface SiteDocument {
  site: string;
  served: string[];
  generations: Record<string, { id: string; createdAt: string; reason: string; actor: string }>;
  canary: {
    /** The staged candidate the canary serves. */
    candidate: string;
    workspace: string;
    version: string;
    percent: number;
    startedAt: string;
    by: string;
  } | null;
  candidates: Candidate[];
  schedules: Schedule[];
  promotions: Record<string, { version: string; at: string; by: string }[]>;
  disabled: Record<string, { at: string; by: string }>;
}

/** The canary watcher's tests of the canary against stable, as it last ran them. */
export interface CanaryJudgement {
  /** The watcher aborts the canary: a test found it worse than stable. */
  abort: boolean;
  /** The canary's page loads so far, and how many it needs before it is judged. */
  canaryLoads: number;
  minPageViews: number;
  tests: {
    name: 'failures' | 'slow LCP' | 'slow INP';
    verdict: 'worse' | 'undecided' | 'no worse';
    /** The figures behind it, in the watcher's words. */
    figures: string;
  }[];
}

/** What the editor's backend answers the console: the state, and what this account releases. */
export interface ConsoleStatus {
  document: SiteDocument;
  /** The workspaces this account releases. */
  releases: string[];
  /** Their released versions, oldest first. */
  versions: Record<string, { version: string; releasedAt: string }[]>;
  /** How the canary watcher judges the running canary so far, or null. */
  canaryJudgement: CanaryJudgement | null;
}

/** What a command did: the release service's answer, or its refusal. */
export type CommandResult =
  | {
      ok: true;
      said: string[];
      entry?: { generation: string; time: string; change: string };
      preview?: string;
      seconds: number;
    }
  | { ok: false; reason: string };

const API = '/admin/api/releases';

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return body.error ?? `HTTP ${response.status}`;
}

export async function readStatus(): Promise<ConsoleStatus> {
  const response = await fetch(`${API}/status`, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(await errorOf(response));
  return (await response.json()) as ConsoleStatus;
}

/** Runs one release command through the editor's backend (the release service's own). */
export async function runCommand(
  command: string,
  args: Record<string, string>,
): Promise<CommandResult> {
  const response = await fetch(`${API}/commands`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ command, args }),
  }).catch((error: Error) => error);
  if (response instanceof Error) return { ok: false, reason: response.message };
  if (!response.ok) return { ok: false, reason: await errorOf(response) };
  return {
    ok: true,
    ...((await response.json()) as Omit<Extract<CommandResult, { ok: true }>, 'ok'>),
  };
}
