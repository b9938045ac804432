import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData, TemplateName } from 'shared-lib/page-data';
import { SHELL_DIST } from './site';

/** Reads the page data the build wrote for a path, to compare the page with its real content. */
export function readPageData<T extends TemplateName>(pagePath: string): PageData<T> {
  const file = path.join(SHELL_DIST, 'assets/data', pagePath, 'index.json');
  return JSON.parse(readFileSync(file, 'utf8')) as PageData<T>;
}
