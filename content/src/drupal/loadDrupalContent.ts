import { loadFromSource, type LoadOptions } from '../load/loadContent';
import { memorySource } from '../load/ContentSource';
import { CONTENT_FILES, PAGES_DIR, type Content } from '../model/content';
import {
  BLOCK_FIELDS,
  CENTRE_PLAN_TYPE,
  collectionPath,
  drupalName,
  FILE_TYPE,
  MENU_LINK_TYPE,
  NODES,
  SETTINGS_TYPE,
  TERM_TYPE,
  type FieldKind,
} from './drupalModel';
import type { DrupalReader } from './DrupalReader';
import { fetchCollection, type FetchedCollection } from './fetchJsonApi';
import { fromJsonApi } from './fromJsonApi';
import type { Resource } from './jsonApiTypes';

export interface DrupalLoad {
  content: Content;
  /** Every file entity the content uses (its `uri.url` is where Drupal serves the picture). */
  files: Resource[];
  /** Pages read across all collections, and unpublished items left out. */
  pages: number;
  skipped: number;
}

/** `include` paths below `prefix` that bring the paragraphs, media and files of `fields`. */
function includePaths(fields: Record<string, FieldKind>, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([name, kind]) => {
    const path = `${prefix}${drupalName(name)}`;
    switch (kind.kind) {
      case 'image':
        return [`${path}.field_media_image`];
      case 'giftImage':
        return [`${path}.field_media_image`, `${path}.field_thumbnail`];
      case 'blocks':
        return [
          path,
          ...Object.values(BLOCK_FIELDS).flatMap((own) => includePaths(own, `${path}.`)),
        ];
      case 'paragraphs':
        return [path, ...includePaths(kind.fields, `${path}.`)];
      default:
        return [];
    }
  });
}

/** What a collection asks to be included, so that each answer holds what its items refer to. */
function includesOf(type: string): string[] {
  if (type === MENU_LINK_TYPE) return includePaths({ calloutImage: { kind: 'image' } });
  const spec = Object.values(NODES).find((node) => node.type === type);
  return [...new Set(includePaths(spec?.fields ?? {}))];
}

const fileTypes: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(CONTENT_FILES).map(([collection, file]) => [
      file,
      collection in NODES ? NODES[collection as keyof typeof NODES].type : '',
    ]),
  ),
  [CONTENT_FILES.categories]: TERM_TYPE,
  [CONTENT_FILES.site]: SETTINGS_TYPE,
  [CONTENT_FILES.openingHours]: SETTINGS_TYPE,
  [CONTENT_FILES.centrePlan]: CENTRE_PLAN_TYPE,
  [CONTENT_FILES.menus]: MENU_LINK_TYPE,
  [PAGES_DIR]: NODES.pages.type,
};

/**
 * The content set from the centre's Drupal (the reader's site, e.g. https://cms.example.com):
 * every collection read through JSON:API with paging and `include`, mapped into the records the
 * content build reads and validated as a content directory is. Throws a ContentError listing
 * every problem, each naming the collection's address, the item and the field.
 */
export async function loadDrupalContent(
  reader: DrupalReader,
  options: Pick<LoadOptions, 'onWarning'> = {},
): Promise<DrupalLoad> {
  const { base } = reader.site;
  const types = [
    TERM_TYPE,
    ...Object.values(NODES).map((node) => node.type),
    SETTINGS_TYPE,
    CENTRE_PLAN_TYPE,
    MENU_LINK_TYPE,
  ];
  const collections = new Map<string, FetchedCollection>();
  // One collection after another: a content system is not to be hammered by its own site.
  for (const type of types) {
    const include = includesOf(type);
    const query = include.length > 0 ? `?include=${include.join(',')}` : '';
    collections.set(type, await fetchCollection(reader, `${base}${collectionPath(type)}${query}`));
  }
  const describe = (type: string) => `${base}${collectionPath(type)}`;
  const mapped = fromJsonApi(collections, describe);
  const typeOfFile = (name: string) =>
    fileTypes[name] ?? (name.startsWith(`${PAGES_DIR}/`) ? NODES.pages.type : name);
  const content = loadFromSource(
    memorySource(mapped.files, (name) => describe(typeOfFile(name))),
    options,
    mapped.issues,
  );
  const files = new Map<string, Resource>();
  for (const { data, included } of collections.values())
    for (const resource of [...data, ...included])
      if (resource.type === FILE_TYPE) files.set(resource.id, resource);
  return {
    content,
    files: [...files.values()],
    pages: [...collections.values()].reduce((sum, collection) => sum + collection.pages, 0),
    skipped: mapped.skipped,
  };
}
