import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { DrupalError } from './DrupalError';
import type { Resource } from './jsonApiTypes';

export interface PictureReport {
  saved: number;
  /** Files Drupal lists but does not serve: the build draws these as it does for the seed. */
  missing: number;
}

interface Picture {
  /** `public://images/x.png` */
  value: string;
  url: string;
}

/** The file entities that are pictures of the content (`public://images/…`). */
function picturesOf(files: readonly Resource[]): Picture[] {
  const pictures: Picture[] = [];
  for (const file of files) {
    const uri = file.attributes.uri as Partial<Picture> | undefined;
    if (!uri?.value?.startsWith('public://images/') || !uri.url) continue;
    // The path is where the picture is saved: never a way out of the content folder.
    if (uri.value.includes('..'))
      throw new DrupalError(
        `${file.type} ${file.id}: field "uri" must not contain ".." (${uri.value})`,
      );
    pictures.push({ value: uri.value, url: uri.url });
  }
  return pictures;
}

/**
 * Saves the pictures of Drupal's file entities under `dir` at their content address
 * (`public://images/x.png` → `{dir}/images/x.png`), where the image build takes a real picture
 * over a drawn one. Any answer but 200 or 404 stops the build naming the address; a file whose
 * address leads out of `dir` stops it before anything is saved.
 */
export async function downloadPictures(
  baseUrl: string,
  files: readonly Resource[],
  dir: string,
): Promise<PictureReport> {
  const report: PictureReport = { saved: 0, missing: 0 };
  for (const uri of picturesOf(files)) {
    const href = new URL(uri.url, `${baseUrl}/`).href;
    const response = await fetch(href).catch((error: unknown) => {
      throw new DrupalError(`cannot reach ${href} (${(error as Error).message})`);
    });
    if (response.status === 404) {
      report.missing += 1;
      continue;
    }
    if (!response.ok) throw new DrupalError(`${href} answered ${response.status}`);
    const target = join(dir, uri.value.slice('public://'.length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.part`, Buffer.from(await response.arrayBuffer()));
    renameSync(`${target}.part`, target);
    report.saved += 1;
  }
  return report;
}
