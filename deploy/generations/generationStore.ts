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
import type { InlineHashes } from '../prerender/inlineHashes';
import { isAlive } from './processAlive';
import { CURRENT_LINK, generationsDir, publishedContentDir } from './siteState';

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
  /** The inline hashes its pages need in the Content-Security-Policy. */
  hashes?: InlineHashes;
  /** The shell's build it was rendered with (its federation assets' hash). */
  shellBuild?: string;
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

/** The generation a link (`current`, `previous`, `canary`) points at, or null. */
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

/**
 * Points a link at a generation in one step: a new link renamed over the old one (rename(2)), so
 * nginx, which resolves the link per request, answers each request wholly from one of the two.
 */
export function relink(stateDir: string, link: string, id: string): void {
  if (linkedGeneration(stateDir, link) === id) return;
  const temporary = path.join(stateDir, `.${link}.${process.pid}.tmp`);
  rmSync(temporary, { force: true });
  symlinkSync(path.join('generations', id), temporary);
  renameSync(temporary, path.join(stateDir, link));
}

export const unlink = (stateDir: string, link: string) =>
  rmSync(path.join(stateDir, link), { force: true });

/**
 * Removes the generations not in `kept` (those the site's state names, and those being made),
 * any unfinished one left by a render that died, and the published content not in
 * `keptContent`. Returns the ids removed.
 */
export function pruneGenerations(
  stateDir: string,
  kept: ReadonlySet<string>,
  keptContent: ReadonlySet<string | null>,
): string[] {
  const dir = generationsDir(stateDir);
  if (!existsSync(dir)) return [];
  const removed = listGenerations(stateDir).filter((id) => !kept.has(id));
  for (const id of removed) rmSync(path.join(dir, id), { recursive: true, force: true });
  for (const name of readdirSync(dir))
    if (name.startsWith('.building-') && !isAlive(Number(name.split('-').at(-1))))
      rmSync(path.join(dir, name), { recursive: true, force: true });
  prunePublishedContent(stateDir, keptContent);
  return removed;
}

/** Removes the published content not kept, and any left half-written by a publish that died. */
function prunePublishedContent(stateDir: string, shown: ReadonlySet<string | null>): void {
  const dir = publishedContentDir(stateDir);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const unfinished = name.startsWith('.building-');
    if (unfinished ? !isAlive(Number(name.split('-').at(-1))) : !shown.has(name))
      rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
