import {
  existsSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemotesManifest } from 'shared-lib/contracts';
import { isAlive } from './processAlive';
import { CURRENT_LINK, generationsDir, PREVIOUS_LINK, publishedContentDir } from './siteState';

/** What a generation was made of, written into it (and served as /generation.json). */
export interface GenerationInfo {
  id: string;
  createdAt: string;
  /** The Canberra date its today-dependent content was rendered for. */
  renderDate: string;
  /** Why it was made: `promote mf-gifts 2026-11-xmas`, `Canberra midnight`, `serve`. */
  reason: string;
  actor: string;
  manifest: RemotesManifest;
  /** Each remote's release (null: the build at its origin's root). */
  releases: Partial<Record<RemoteName, string | null>>;
  pages: number;
  renderSeconds: number;
  /**
   * The published content it shows (`{state}/content/{hash}/`, linked into it), or null for the
   * content of the site's build. Absent in generations made before content was published.
   */
  content?: string | null;
}

export const GENERATION_FILE = 'generation.json';
const GENERATION_ID = /^\d{6}$/;

/** Generations on disk, oldest first. */
export function listGenerations(stateDir: string): string[] {
  const dir = generationsDir(stateDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => GENERATION_ID.test(name))
    .sort();
}

/** The next id: one more than the newest on disk (ids sort as they were made). */
export function nextGenerationId(stateDir: string): string {
  const newest = listGenerations(stateDir).at(-1);
  return String(newest ? Number(newest) + 1 : 1).padStart(6, '0');
}

/** The generation a link (`current`, `previous`) points at, or null. */
export function linkedGeneration(stateDir: string, link = CURRENT_LINK): string | null {
  try {
    return path.basename(readlinkSync(path.join(stateDir, link)));
  } catch {
    return null;
  }
}

export function readGenerationInfo(stateDir: string, id: string): GenerationInfo {
  return JSON.parse(
    readFileSync(path.join(generationsDir(stateDir), id, GENERATION_FILE), 'utf8'),
  ) as GenerationInfo;
}

/** Points a link at a generation in one step: a new link renamed over the old one (rename(2)). */
export function relink(stateDir: string, link: string, id: string): void {
  const temporary = path.join(stateDir, `.${link}.${process.pid}.tmp`);
  rmSync(temporary, { force: true });
  symlinkSync(path.join('generations', id), temporary);
  renameSync(temporary, path.join(stateDir, link));
}

/**
 * Serves generation `id` from now on: `current` is replaced atomically, so every request is
 * answered wholly from the old generation or wholly from the new one. `previous` keeps the one
 * served before (for rollback, and so the pruning keeps it).
 */
export function switchCurrent(stateDir: string, id: string): string | null {
  if (!existsSync(path.join(generationsDir(stateDir), id, GENERATION_FILE)))
    throw new Error(`Generation ${id} is not complete in ${generationsDir(stateDir)}`);
  const before = linkedGeneration(stateDir);
  if (before && before !== id) relink(stateDir, PREVIOUS_LINK, before);
  relink(stateDir, CURRENT_LINK, id);
  return before;
}

/** How many generations are kept: the newest ones, with `current` and `previous` always among them. */
export const KEPT_GENERATIONS = 3;

/**
 * Removes the generations beyond the newest `keep`, never one a link points at, and any
 * unfinished one left by a render that died. Returns the ids removed.
 */
export function pruneGenerations(stateDir: string, keep = KEPT_GENERATIONS): string[] {
  const dir = generationsDir(stateDir);
  const linked = new Set(
    readdirSync(stateDir)
      .map((name) => linkedGeneration(stateDir, name))
      .filter(Boolean),
  );
  const all = listGenerations(stateDir);
  const removed = all.slice(0, Math.max(0, all.length - keep)).filter((id) => !linked.has(id));
  for (const id of removed) rmSync(path.join(dir, id), { recursive: true, force: true });
  for (const name of readdirSync(dir))
    if (name.startsWith('.building-') && !isAlive(Number(name.split('-').at(-1))))
      rmSync(path.join(dir, name), { recursive: true, force: true });
  prunePublishedContent(stateDir);
  return removed;
}

/**
 * Removes the published content no kept generation shows, and any left half-written by a
 * publish that died. The content of a generation being rendered is not yet named by any: a
 * publish writes it under the release lock, and pruning runs under the same lock.
 */
function prunePublishedContent(stateDir: string): void {
  const dir = publishedContentDir(stateDir);
  if (!existsSync(dir)) return;
  const shown = new Set(
    listGenerations(stateDir).map((id) => readGenerationInfo(stateDir, id).content ?? null),
  );
  for (const name of readdirSync(dir)) {
    const unfinished = name.startsWith('.building-');
    if (unfinished ? !isAlive(Number(name.split('-').at(-1))) : !shown.has(name))
      rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
