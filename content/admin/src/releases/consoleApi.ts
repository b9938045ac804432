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

/** What the editor's backend answers the console: the state, and what this account releases. */
export interface ConsoleStatus {
  document: SiteDocument;
  /** The workspaces this account releases. */
  releases: string[];
  /** Their released versions, oldest first. */
  versions: Record<string, { version: string; releasedAt: string }[]>;
  /** The running canary's figures in words, or null. */
  canaryFigures: string | null;
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
