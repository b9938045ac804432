import { Issues, type Where } from '../issues/Issues';
import { CONTENT_FILES, PAGES_DIR } from '../model/content';
import {
  CENTRE_PLAN_TYPE,
  MENU_LINK_TYPE,
  NODES,
  SETTINGS_TYPE,
  TERM_TYPE,
  type NodeCollection,
} from './drupalModel';
import type { FetchedCollection } from './fetchJsonApi';
import { isPublished, jsonApiReferences, termId } from './jsonApiReferences';
import type { Resource } from './jsonApiTypes';
import { menusFromJsonApi } from './menusFromJsonApi';

export interface MappedContent {
  /** Records in the shape of a content directory's files (`stores.json`, `pages/home.json`). */
  files: Map<string, unknown>;
  /** References that could not be resolved, each naming its collection, item and field. */
  issues: Issues;
  /** Unpublished items left out. */
  skipped: number;
}

/** The fields of the settings page that are the trading hours (`opening-hours.json`). */
const OPENING_HOURS_FIELDS = new Set(['week', 'holidays']);

/**
 * Maps Drupal's JSON:API resources (every collection of `drupalModel`, as fetched) into the
 * records the content build reads. Unpublished items are left out, and so are references to
 * them from lists; a reference Drupal did not return becomes an issue naming the collection
 * (`describe(type)`), the item and the field, as a content file's does.
 */
export function fromJsonApi(
  collections: ReadonlyMap<string, FetchedCollection>,
  describe: (type: string) => string,
): MappedContent {
  const issues = new Issues();
  const index = new Map<string, Resource>();
  for (const { data, included } of collections.values())
    for (const resource of [...data, ...included])
      index.set(`${resource.type}:${resource.id}`, resource);
  const references = jsonApiReferences(index, issues);
  let skipped = 0;
  const published = (type: string): Resource[] => {
    const all = collections.get(type)?.data ?? [];
    const kept = all.filter(isPublished);
    skipped += all.length - kept.length;
    return kept;
  };
  const files = new Map<string, unknown>();

  files.set(
    CONTENT_FILES.categories,
    published(TERM_TYPE).map((term, position) => {
      const id = String(termId(term));
      const where: Where = { file: describe(TERM_TYPE), itemId: id, index: position };
      return {
        id,
        tid: termId(term),
        name: term.attributes.name,
        parent: references.parentTid(term, where, 'parent'),
        weight: term.attributes.weight,
      };
    }),
  );

  for (const [collection, spec] of Object.entries(NODES) as [
    NodeCollection,
    (typeof NODES)[NodeCollection],
  ][]) {
    const records = published(spec.type).map((node, position) => {
      const itemId = node.attributes.field_id;
      const where: Where = {
        file: describe(spec.type),
        ...(typeof itemId === 'string' ? { itemId } : {}),
        ...(collection === 'pages' ? {} : { index: position }),
      };
      return references.recordOf(node, spec.fields, where);
    });
    if (collection === 'pages')
      records.forEach((page, position) =>
        files.set(`${PAGES_DIR}/${String(page.id ?? position)}.json`, page),
      );
    else files.set(CONTENT_FILES[collection], records);
  }

  const [settings] = published(SETTINGS_TYPE);
  if (settings) {
    const all = references.recordOf(settings, {}, { file: describe(SETTINGS_TYPE) });
    const pick = (hours: boolean) =>
      Object.fromEntries(
        Object.entries(all).filter(([key]) => OPENING_HOURS_FIELDS.has(key) === hours),
      );
    files.set(CONTENT_FILES.site, pick(false));
    files.set(CONTENT_FILES.openingHours, pick(true));
  }
  const [plan] = published(CENTRE_PLAN_TYPE);
  if (plan)
    files.set(
      CONTENT_FILES.centrePlan,
      references.recordOf(plan, {}, { file: describe(CENTRE_PLAN_TYPE) }),
    );

  files.set(
    CONTENT_FILES.menus,
    menusFromJsonApi(published(MENU_LINK_TYPE), references, { file: describe(MENU_LINK_TYPE) }),
  );
  return { files, issues, skipped };
}
