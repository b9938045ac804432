import { join } from 'node:path';

import type { Schema } from 'yup';

import type { CheckInput, ListName } from '../checks/CheckInput';
import { sanitizeHtmlFields } from '../sanitize/sanitizeHtmlFields';
import { runChecks } from '../checks/runChecks';
import { CONTENT_FILES, PAGES_DIR, type Content } from '../model/content';
import { CONTENT_SCHEMAS } from '../schema/contentSchemas';
import { ContentError, type ContentIssue } from '../issues/ContentError';
import { Issues, type Where } from '../issues/Issues';
import { withMarkdownAsHtml } from '../richText/markdownText';
import { withUploadedPictureSizes } from '../images/uploadedPictures';
import { directorySource, type ContentSource } from './ContentSource';
import { validateRecord } from './validateRecord';

export interface LoadOptions {
  /** Directory file names are shown relative to (default: the current directory). */
  displayBase?: string;
  /** Told of each HTML field the sanitizer changed (the build goes on with the clean text). */
  onWarning?: (warning: ContentIssue) => void;
}

/** Drops undefined entries (the single-object files that failed), for optional properties. */
function optional<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function aliasOf(value: unknown): string | undefined {
  const alias = (value as { path?: { alias?: unknown } } | null)?.path?.alias;
  return typeof alias === 'string' ? alias : undefined;
}

function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

const fieldKey = (issue: ContentIssue) =>
  JSON.stringify([issue.file, issue.itemId, issue.index, issue.field]);

/**
 * The problems without validation's on a field the source already reported (the first `fromSource`
 * issues): a reference that could not be followed says why the field is empty, so 'is required'
 * would say it again.
 */
function withoutRepeats(list: readonly ContentIssue[], fromSource: number): ContentIssue[] {
  const reported = new Set(list.slice(0, fromSource).map(fieldKey));
  return list.filter((issue, index) => index < fromSource || !reported.has(fieldKey(issue)));
}

/**
 * Reads a content directory, validates every file and record against the schemas and the
 * cross-reference rules, and returns the content; throws a ContentError listing every problem.
 */
export function loadContent(dir: string, options: LoadOptions = {}): Content {
  return loadFromSource(directorySource(dir, options.displayBase ?? process.cwd()), options);
}

/**
 * Validates the records of any source as `loadContent` does a directory. `issues` may already
 * hold the source's own problems (a reference an adapter could not resolve): they are reported
 * with the validation's.
 */
export function loadFromSource(
  source: ContentSource,
  options: Pick<LoadOptions, 'onWarning'> = {},
  issues: Issues = new Issues(),
): Content {
  const fileWhere = (name: string): Where => ({ file: source.describe(name) });
  const sourceProblems = issues.list.length;
  /**
   * The fields the schema declares HTML are made safe once, here, whatever the source (files,
   * the editor's, Drupal's), so every page and index built from them is.
   */
  const sanitize = <T>(schema: Schema<T>, record: object, where: Where) => {
    for (const { field, removed } of sanitizeHtmlFields(schema, record))
      options.onWarning?.({
        ...where,
        field,
        message: `rich text: removed ${removed.join(', ')} (not allowed on the site)`,
      });
  };

  /**
   * Validates a record, its Markdown text read as HTML and its uploaded pictures' sizes read from
   * their files first; a valid one is located (for later checks) and its HTML cleaned.
   */
  function readItem<T>(schema: Schema<T>, raw: unknown, where: Where): T | undefined {
    const html = withMarkdownAsHtml(raw, schema, where, issues);
    const sized = source.readUpload
      ? withUploadedPictureSizes(html, source.readUpload, where, issues)
      : html;
    const value = validateRecord(schema, sized, where, issues);
    if (value && typeof value === 'object') {
      issues.locate(value, where);
      sanitize(schema, value, where);
    }
    return value;
  }

  function readObject<T>(name: string, schema: Schema<T>): T | undefined {
    const where = fileWhere(name);
    const read = source.read(name, where, issues);
    return read.ok ? readItem(schema, read.value, where) : undefined;
  }

  const declaredIds = {} as CheckInput['declaredIds'];
  const files = {} as CheckInput['files'];
  const declaredAliases = new Set<string>();
  const declare = (raw: unknown, ids: Set<string>) => {
    const itemId = idOf(raw);
    const alias = aliasOf(raw);
    if (itemId !== undefined) ids.add(itemId);
    if (alias !== undefined) declaredAliases.add(alias);
    return itemId;
  };

  /**
   * A collection: one file per item in its folder (`stores/nike.json`, as the editor writes it,
   * so that an edit changes one file) or, without the folder, one file holding the list
   * (`stores.json`, as an export gives it).
   */
  function readList<T extends object>(list: ListName, name: string, schema: Schema<T>): T[] {
    const folder = name.replace(/\.json$/, '');
    const itemFiles = source.folderFiles(folder);
    if (itemFiles !== undefined) return readFolder(list, folder, itemFiles, schema);
    const where = fileWhere(name);
    const ids = new Set<string>();
    declaredIds[list] = ids;
    files[list] = where.file;
    const read = source.read(name, where, issues);
    if (!read.ok) return [];
    if (!Array.isArray(read.value)) {
      issues.add(where, undefined, 'must be a JSON array of items');
      return [];
    }
    const valid: T[] = [];
    read.value.forEach((raw: unknown, index) => {
      const itemId = declare(raw, ids);
      const itemWhere: Where = { ...where, ...(itemId === undefined ? {} : { itemId }), index };
      const item = readItem(schema, raw, itemWhere);
      if (item) valid.push(item);
    });
    return valid;
  }

  /** One item per `.json` file of `folder`, in file-name order; a problem names the item's file. */
  function readFolder<T extends object>(
    list: ListName,
    folder: string,
    names: readonly string[],
    schema: Schema<T>,
  ): T[] {
    const ids = new Set<string>();
    declaredIds[list] = ids;
    files[list] = fileWhere(folder).file;
    const valid: T[] = [];
    for (const name of names) {
      const where = fileWhere(join(folder, name));
      const read = source.read(join(folder, name), where, issues);
      if (!read.ok) continue;
      const itemId = declare(read.value, ids);
      const item = readItem(
        schema,
        read.value,
        itemId === undefined ? where : { ...where, itemId },
      );
      if (item) valid.push(item);
    }
    return valid;
  }

  function readPages(): Content['pages'] {
    const names = source.folderFiles(PAGES_DIR);
    if (names !== undefined) return readFolder('pages', PAGES_DIR, names, CONTENT_SCHEMAS.pages);
    const where = fileWhere(PAGES_DIR);
    declaredIds.pages = new Set();
    files.pages = where.file;
    issues.add(where, undefined, 'directory not found (one page per .json file)');
    return [];
  }

  const site = readObject(CONTENT_FILES.site, CONTENT_SCHEMAS.site);
  const menus = readObject(CONTENT_FILES.menus, CONTENT_SCHEMAS.menus);
  const openingHours = readObject(CONTENT_FILES.openingHours, CONTENT_SCHEMAS.openingHours);
  const centrePlan = readObject(CONTENT_FILES.centrePlan, CONTENT_SCHEMAS.centrePlan);
  const lists = {
    categories: readList('categories', CONTENT_FILES.categories, CONTENT_SCHEMAS.categories),
    stores: readList('stores', CONTENT_FILES.stores, CONTENT_SCHEMAS.stores),
    offers: readList('offers', CONTENT_FILES.offers, CONTENT_SCHEMAS.offers),
    articles: readList('articles', CONTENT_FILES.articles, CONTENT_SCHEMAS.articles),
    events: readList('events', CONTENT_FILES.events, CONTENT_SCHEMAS.events),
    gifts: readList('gifts', CONTENT_FILES.gifts, CONTENT_SCHEMAS.gifts),
    jobs: readList('jobs', CONTENT_FILES.jobs, CONTENT_SCHEMAS.jobs),
    slides: readList('slides', CONTENT_FILES.slides, CONTENT_SCHEMAS.slides),
    pages: readPages(),
  };

  runChecks(
    {
      ...lists,
      ...optional({ site, menus, openingHours, centrePlan }),
      declaredIds,
      declaredAliases,
      files,
    },
    issues,
  );
  if (!issues.isEmpty) throw new ContentError(withoutRepeats(issues.list, sourceProblems));
  // Every single-object file was read and valid, or there would be issues.
  return {
    site: site!,
    menus: menus!,
    openingHours: openingHours!,
    centrePlan: centrePlan!,
    ...lists,
  };
}
