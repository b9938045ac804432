import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { writeAtomically } from 'shared-lib/files';

/** Where each staged candidate's preview is served from: `{state}/previews/{token}/`. */
export const previewsDir = (stateDir: string) => path.join(stateDir, 'previews');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A page of the candidate as its preview shows it: never indexed, and marked on the page (a
 * banner before the app's root, so hydration never meets it), with a way out.
 */
export function previewPage(html: string, label: string): string {
  const banner = `<div class="site-preview-banner" role="region" aria-label="Preview"><p>Preview of <strong>${escapeHtml(label)}</strong>: not live yet. <a href="/__preview/exit">Leave the preview</a></p></div>`;
  return html
    .replace(/<head>/i, '<head>\n    <meta name="robots" content="noindex, nofollow">')
    .replace(/<body([^>]*)>/i, (tag) => `${tag}\n    ${banner}`);
}

/** Compressed copies of a page: a preview page differs, so the servers compress it themselves. */
const PAGE_COPY = /\.html\.(br|gz)$/;

function fillPreview(from: string, to: string, label: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) fillPreview(source, target, label);
    else if (entry.name.endsWith('.html'))
      writeAtomically(target, previewPage(readFileSync(source, 'utf8'), label));
    else if (entry.isFile() && !PAGE_COPY.test(entry.name)) linkSync(source, target);
  }
}

/**
 * Writes a candidate's preview folder beside its generation (pages marked, every other file a
 * hard link, nothing copied), complete before it is renamed into place.
 */
export function writePreviewFolder(
  stateDir: string,
  generationDir: string,
  token: string,
  label: string,
): string {
  const target = path.join(previewsDir(stateDir), token);
  const building = path.join(previewsDir(stateDir), `.building-${token}-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  try {
    fillPreview(generationDir, building, label);
    rmSync(target, { recursive: true, force: true });
    renameSync(building, target);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return target;
}

/** Removes the preview folders of candidates that are gone (promoted or discarded). */
export function prunePreviews(stateDir: string, keep: readonly string[]): string[] {
  const dir = previewsDir(stateDir);
  if (!existsSync(dir)) return [];
  const removed = readdirSync(dir).filter((name) => !keep.includes(name));
  for (const name of removed) rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}
