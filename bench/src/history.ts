import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** A page's figures as the history keeps them; null where a run recorded before it did not say. */
export interface HistoryFigures {
  performance: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scriptBytes: number | null;
}

export interface HistoryRoute {
  name: string;
  path: string;
  /** The code under test (mobile). */
  build: HistoryFigures;
  /** The reference build, measured in the same minutes (mobile). */
  reference?: HistoryFigures;
  /** The page without scripts (mobile). */
  zeroJs?: HistoryFigures;
}

/** One run of the benchmark: a line of bench/history.jsonl. */
export interface HistoryEntry {
  date: string;
  /** The commit measured; `dirty` when the checkout had changes beside it. */
  commit: string;
  dirty?: boolean;
  /** The reference commit measured beside it, if any. */
  reference?: string | null;
  /** The kernel build (fc-vNNN) and CPU of the machine, Chromium's version. */
  machine: { kernel?: string; cpuModel?: string; chromium?: string };
  /**
   * Lighthouse's CPU benchmark index during the mobile runs: median, lowest, highest (a run
   * recorded before the history may lack one).
   */
  benchmarkIndex?: { median?: number; min?: number; max?: number };
  runsPerMedian?: number;
  /** Whether every budget held (`npm run bench:check` green). */
  green: boolean;
  violations?: string[];
  routes?: HistoryRoute[];
  /** Runs recorded before the history was: ranges over the routes only. */
  ranges?: { tbtMs?: [number, number]; performance?: [number, number] };
  note?: string;
}

export function readHistory(file: string): HistoryEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as HistoryEntry;
      } catch (error) {
        throw new Error(`${file}, line ${index + 1}: not JSON (${(error as Error).message})`);
      }
    });
}

export function appendHistory(file: string, entry: HistoryEntry): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/**
 * The newest green run whose commit `isAncestor` accepts (one in the history of the code under
 * test), or null.
 */
export function lastGreenCommit(
  entries: readonly HistoryEntry[],
  isAncestor: (commit: string) => boolean,
): string | null {
  for (const entry of [...entries].reverse())
    if (entry.green && !entry.dirty && isAncestor(entry.commit)) return entry.commit;
  return null;
}
