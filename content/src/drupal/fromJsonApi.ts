import type { Image, MenuLink } from 'shared-lib/content';

import { Issues, type Where } from '../load/Issues';
import { CONTENT_FILES, PAGES_DIR } from '../model/content';
import {
  BLOCK_FIELDS,
  FILES_PATH,
  MENU_LINK_TYPE,
  NODES,
  PARAGRAPH_PREFIX,
  recordName,
  SETTINGS_TYPE,
  TERM_TYPE,
  VIRTUAL_ROOT,
  type FieldKind,
  type NodeCollection,
} from './drupalModel';
import type { FetchedCollection } from './fetchJsonApi';
import type { Identifier, Resource } from './jsonApiTypes';

export interface MappedContent {
  /** Records in the shape of the content directory's files (`stores.json`, `pages/home.json`). */
  files: Map<string, unknown>;
  /** References that could not be resolved, each naming its collection, item and field. */
  issues: Issues;
  /** Unpublished items left out. */
  skipped: number;
}

const OPENING_HOURS_FIELDS = new Set(['defaultHours', 'holidays']);
const MENUS = ['main', 'footer', 'social', 'map', 'signup'] as const;

const identifiersOf = (resource: Resource, field: string): Identifier[] => {
  const data = resource.relationships[field]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
};

const isPublished = (resource: Resource): boolean =>
  resource.attributes.status !== false && resource.attributes.enabled !== false;

/** `internal:/stores/` → `/stores/`; other addresses stay as they are. */
const fromLinkUri = (uri: string): string =>
  uri.startsWith('internal:') ? uri.slice('internal:'.length) : uri;

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
  let skipped = 0;
  const published = (type: string): Resource[] => {
    const all = collections.get(type)?.data ?? [];
    const kept = all.filter(isPublished);
    skipped += all.length - kept.length;
    return kept;
  };

  /** The resource a reference points at; undefined (with an issue) when it cannot be used. */
  function resolve(id: Identifier, where: Where, field: string, listed: boolean) {
    const found = index.get(`${id.type}:${id.id}`);
    if (!found) {
      issues.add(where, field, `refers to ${id.type} "${id.id}", which Drupal did not return`);
      return undefined;
    }
    if (isPublished(found)) return found;
    // An unpublished item is off the site, so a list simply goes without it.
    if (!listed) issues.add(where, field, `refers to an unpublished ${id.type} "${id.id}"`);
    return undefined;
  }

  function fileUrl(file: Resource): string {
    const uri = (file.attributes.uri as { value?: string; url?: string } | undefined) ?? {};
    if (uri.value?.startsWith('public://')) return `/${uri.value.slice('public://'.length)}`;
    return uri.url?.startsWith(FILES_PATH) ? uri.url.slice(FILES_PATH.length) : (uri.url ?? '');
  }

  /** An image field of a media entity, with the alt text and size Drupal keeps on the reference. */
  function imageOf(media: Resource, field: string, where: Where, path: string): Image | undefined {
    const [fileId] = identifiersOf(media, field);
    if (!fileId) {
      issues.add(where, path, `media "${media.id}" has no ${field}`);
      return undefined;
    }
    const file = resolve(fileId, where, path, false);
    if (!file) return undefined;
    const meta = fileId.meta ?? {};
    return {
      url: fileUrl(file),
      ...(typeof meta.alt === 'string' && meta.alt !== '' ? { alt: meta.alt } : {}),
      width: meta.width as number,
      height: meta.height as number,
    };
  }

  const termId = (term: Resource) => term.attributes.drupal_internal__tid as number;
  function parentTid(term: Resource, where: Where, field: string): number {
    const [parent] = identifiersOf(term, 'parent');
    if (!parent || parent.id === VIRTUAL_ROOT) return 0;
    const found = resolve(parent, where, field, false);
    return found ? termId(found) : 0;
  }
  const storeRef = (store: Resource) => ({
    nid: store.attributes.field_id,
    title: store.attributes.title,
    url: { path: (store.attributes.path as { alias: string }).alias },
  });

  /** The value of a reference field, or undefined when it has none (or a broken one). */
  function reference(
    kind: FieldKind,
    resource: Resource,
    drupalField: string,
    where: Where,
    field: string,
  ): unknown {
    const relationship = resource.relationships[drupalField];
    if (relationship?.data === null) return null;
    const ids = identifiersOf(resource, drupalField);
    const one = () => (ids[0] ? resolve(ids[0], where, field, false) : undefined);
    const many = () =>
      ids
        .map((id, position) => resolve(id, where, `${field}[${position}]`, true))
        .filter((found): found is Resource => found !== undefined);
    switch (kind.kind) {
      case 'image': {
        const media = one();
        return media && imageOf(media, 'field_media_image', where, field);
      }
      case 'giftImage': {
        const media = one();
        if (!media) return undefined;
        const image = imageOf(media, 'field_media_image', where, `${field}.entity.image`);
        const thumbnail = imageOf(media, 'field_thumbnail', where, `${field}.entity.thumbnail`);
        return image && thumbnail ? { entity: { image, thumbnail } } : undefined;
      }
      case 'storeRef': {
        const store = one();
        return store && storeRef(store);
      }
      case 'storeEntity': {
        const store = one();
        return store && { entity: storeRef(store) };
      }
      case 'categoryRefs':
        return many().map((term, position) => ({
          id: termId(term),
          title: term.attributes.name,
          parent: parentTid(term, where, `${field}[${position}]`),
        }));
      case 'termIds':
        return many().map(termId);
      case 'termId': {
        const term = one();
        return term && termId(term);
      }
      case 'nodeIds':
        return many().map((node) => node.attributes.field_id);
      case 'blocks':
        return many().map((paragraph, position) =>
          paragraphRecord(paragraph, where, `${field}[${position}]`),
        );
      default:
        return undefined;
    }
  }

  /** A record from a resource's own fields (`field_*`, `title`, `path`) and its references. */
  function recordOf(
    resource: Resource,
    fields: Record<string, FieldKind>,
    where: Where,
    prefix = '',
  ): Record<string, unknown> {
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(resource.attributes)) {
      if (key === 'path') record.path = { alias: (value as { alias: string }).alias };
      else if (key === 'title') record.title = value;
      else if (key.startsWith('field_')) {
        const name = recordName(key);
        const kind = fields[name]?.kind;
        if (kind === 'date') record[name] = value === null ? null : { value };
        else if (kind === 'text') {
          if (value !== null)
            record[name] = { processed: (value as { processed: string }).processed };
        } else record[name] = value;
      }
    }
    for (const key of Object.keys(resource.relationships)) {
      const name = recordName(key);
      const kind = fields[name];
      // Drupal's own references (node_type, uid, revision_uid) are not content.
      if (!kind) continue;
      const value = reference(kind, resource, key, where, `${prefix}${name}`);
      if (value !== undefined) record[name] = value;
    }
    return record;
  }

  function paragraphRecord(paragraph: Resource, where: Where, field: string) {
    const type = paragraph.type.slice(PARAGRAPH_PREFIX.length);
    const fields = BLOCK_FIELDS[type as keyof typeof BLOCK_FIELDS] ?? {};
    return { ...recordOf(paragraph, fields, where, `${field}.`), type };
  }

  const files = new Map<string, unknown>();

  files.set(
    CONTENT_FILES.categories,
    published(TERM_TYPE).map((term, position) => {
      const where: Where = {
        file: describe(TERM_TYPE),
        itemId: String(termId(term)),
        index: position,
      };
      return {
        id: String(termId(term)),
        tid: termId(term),
        name: term.attributes.name,
        parent: parentTid(term, where, 'parent'),
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
      return recordOf(node, spec.fields, where);
    });
    if (collection === 'pages')
      records.forEach((page, position) =>
        files.set(`${PAGES_DIR}/${String(page.id ?? position)}.json`, page),
      );
    else files.set(CONTENT_FILES[collection], records);
  }

  const [settings] = published(SETTINGS_TYPE);
  if (settings) {
    const all = recordOf(settings, {}, { file: describe(SETTINGS_TYPE) });
    const pick = (hours: boolean) =>
      Object.fromEntries(
        Object.entries(all).filter(([key]) => OPENING_HOURS_FIELDS.has(key) === hours),
      );
    files.set(CONTENT_FILES.site, pick(false));
    files.set(CONTENT_FILES.openingHours, pick(true));
  }

  files.set(CONTENT_FILES.menus, menusOf(published(MENU_LINK_TYPE)));

  function menusOf(links: Resource[]) {
    const where: Where = { file: describe(MENU_LINK_TYPE) };
    const children = new Map<string, Resource[]>();
    for (const link of links) {
      const parent = String(link.attributes.parent ?? '');
      children.set(parent, [...(children.get(parent) ?? []), link]);
    }
    const tree = (parent: string, menu: string): MenuLink[] =>
      (children.get(parent) ?? [])
        .filter((link) => link.attributes.menu_name === menu)
        .sort((a, b) => (a.attributes.weight as number) - (b.attributes.weight as number))
        .map((link) => {
          const {
            title,
            link: target,
            field_callout_title: calloutTitle,
            field_callout_link: calloutLink,
          } = link.attributes as {
            title: string;
            link: { uri: string };
            field_callout_title?: string;
            field_callout_link?: { uri: string };
          };
          const calloutImage = reference(
            { kind: 'image' },
            link,
            'field_callout_image',
            { ...where, itemId: title },
            'calloutImage',
          );
          const sublinks = tree(`menu_link_content:${link.id}`, menu);
          return {
            label: title,
            url: { path: fromLinkUri(target.uri) },
            ...(calloutTitle !== undefined && calloutLink
              ? { callout: { title: calloutTitle, url: { path: fromLinkUri(calloutLink.uri) } } }
              : {}),
            ...(calloutImage ? { calloutImage: calloutImage as Image } : {}),
            ...(sublinks.length > 0 ? { sublinks } : {}),
          };
        });
    const menus: Record<string, MenuLink[]> = {};
    for (const menu of MENUS) {
      const links = tree('', menu);
      // An older Drupal has no sign-up menu; the others are always there, if empty.
      if (menu !== 'signup' || links.length > 0) menus[menu] = links;
    }
    return menus;
  }

  return { files, issues, skipped };
}
