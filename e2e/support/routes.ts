import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TemplateName } from 'shared-lib/page-data';
import { SHELL_DIST } from './site';

interface PageDataSummary {
  template: TemplateName;
  path: string;
  title: string;
  context: unknown;
}

/** Every page the content build wrote (shell/dist/assets/data/**\/index.json), read once. */
function readAllPageData(): PageDataSummary[] {
  const root = path.join(SHELL_DIST, 'assets/data');
  const pages: PageDataSummary[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === 'index.json')
        pages.push(JSON.parse(readFileSync(file, 'utf8')) as PageDataSummary);
    }
  };
  walk(root);
  return pages;
}

let cache: PageDataSummary[] | undefined;
export function allPages(): PageDataSummary[] {
  cache ??= readAllPageData();
  return cache;
}

/** The first page (in path order) of a template, optionally one that satisfies a test. */
export function firstPageOf(
  template: TemplateName,
  test: (page: PageDataSummary) => boolean = () => true,
): string {
  const found = allPages().find((page) => page.template === template && test(page));
  if (!found)
    throw new Error(
      `the content build has no '${template}' page${test.length ? ' that fits' : ''}`,
    );
  return found.path;
}

/** A content page holding a form block (the colouring competition in the seed content). */
export function formPagePath(): string {
  return firstPageOf('content-page', (page) =>
    JSON.stringify(page.context).includes('"type":"form"'),
  );
}

/** A content page holding the What's On block (the school holidays page in the seed content). */
export function whatsOnBlockPagePath(): string {
  return firstPageOf('content-page', (page) =>
    JSON.stringify(page.context).includes('"type":"whats_on"'),
  );
}

/** A search address that finds a store: the first word of a store's title. */
export function searchWithResultsPath(): string {
  const storePage = allPages().find((page) => page.template === 'store-detail');
  if (!storePage) throw new Error('the content build has no store page');
  const term = storePage.title.split(/\s+/)[0]!;
  return `/search/?q=${encodeURIComponent(term)}`;
}
