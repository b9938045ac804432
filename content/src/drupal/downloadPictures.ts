import { lstatSync, mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { ContentError, type ContentIssue } from '../issues/ContentError';
import { collectionPath, FILE_TYPE } from './drupalModel';
import type { DrupalReader } from './DrupalReader';
import type { Resource } from './jsonApiTypes';

export interface PictureReport {
  saved: number;
  /** Files Drupal lists but does not serve: the build draws these as it does for the seed. */
  missing: number;
}

/** The pictures the site shows: Drupal's `public://images/…`, saved at `{dir}/images/…`. */
const PICTURES = 'public://images/';
/** A picture's path below `public://`: plain names, no `.`, `..` or empty segment. */
const PICTURE_PATH = /^images(\/(?!\.{1,2}(\/|$))[A-Za-z0-9._-]+)+$/;

interface Picture {
  /** Below the cache folder, `images/…`. */
  path: string;
  url: string;
}

/**
 * Makes the folders of `path` below `root` one by one, refusing one that is a link: a link in the
 * cache (left by someone) must not lead a picture elsewhere.
 */
function makeFoldersOf(root: string, path: string): void {
  let folder = root;
  for (const name of dirname(path).split('/')) {
    folder = join(folder, name);
    const stats = lstatSync(folder, { throwIfNoEntry: false });
    if (!stats) mkdirSync(folder);
    else if (!stats.isDirectory())
      throw new Error(
        `${folder} is not a folder of the pictures' cache: remove it and build again`,
      );
  }
}

/**
 * The pictures to save, each path checked before anything is fetched: a path that would leave
 * the pictures folder (`public://images/../../x`) is bad content, named with its file entity.
 */
function picturesOf(reader: DrupalReader, files: readonly Resource[]): Picture[] {
  const issues: ContentIssue[] = [];
  const pictures: Picture[] = [];
  for (const file of files) {
    const uri = file.attributes.uri as { value?: string; url?: string } | undefined;
    if (!uri?.value?.startsWith(PICTURES) || !uri.url) continue;
    const path = uri.value.slice('public://'.length);
    if (PICTURE_PATH.test(path))
      pictures.push({ path, url: new URL(uri.url, `${reader.site.base}/`).href });
    else
      issues.push({
        file: `${reader.site.base}${collectionPath(FILE_TYPE)}`,
        itemId: file.id,
        field: 'uri.value',
        message: `"${uri.value}" is not a picture path below ${PICTURES} (letters, digits, ".", "_" and "-" in each folder name; no "..")`,
      });
  }
  if (issues.length > 0) throw new ContentError(issues);
  return pictures;
}

/**
 * Saves the pictures of Drupal's file entities under `dir` at their content address
 * (`public://images/x.png` → `{dir}/images/x.png`), where the image build takes a real picture
 * over a drawn one. Pictures come from the Drupal site only, within the reader's limits; any
 * answer but 200 or 404 stops the build naming the address.
 */
export async function downloadPictures(
  reader: DrupalReader,
  files: readonly Resource[],
  dir: string,
): Promise<PictureReport> {
  const report: PictureReport = { saved: 0, missing: 0 };
  const pictures = picturesOf(reader, files);
  mkdirSync(dir, { recursive: true });
  const root = realpathSync(dir);
  for (const { path, url } of pictures) {
    const bytes = await reader.picture(url);
    if (!bytes) {
      report.missing += 1;
      continue;
    }
    makeFoldersOf(root, path);
    const target = join(root, path);
    // A new file (never through a link), then renamed over the old picture in one step.
    rmSync(`${target}.part`, { force: true });
    writeFileSync(`${target}.part`, bytes, { flag: 'wx' });
    renameSync(`${target}.part`, target);
    report.saved += 1;
  }
  return report;
}
