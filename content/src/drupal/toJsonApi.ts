import { createHash } from 'node:crypto';

import type { Block, Image, MenuLink, Menus } from 'shared-lib/content';

import type { Content } from '../model/content';
import {
  BLOCK_FIELDS,
  CENTRE_PLAN_TYPE,
  drupalName,
  FILE_TYPE,
  FILES_PATH,
  MEDIA_GIFT_IMAGE,
  MEDIA_IMAGE,
  MENU_LINK_TYPE,
  NODES,
  PARAGRAPH_PREFIX,
  SETTINGS_TYPE,
  TERM_TYPE,
  VIRTUAL_ROOT,
  type FieldKind,
  type NodeCollection,
} from './drupalModel';
import type { Identifier, Relationship, Resource } from './jsonApiTypes';

/** Every resource of a Drupal site holding `content`, by resource type, in list order. */
export type JsonApiSite = Map<string, Resource[]>;

/** A stable UUID-shaped id, so the same content always gives the same documents. */
export function uuidFor(type: string, key: string): string {
  const hex = createHash('sha1').update(`${type}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const ref = (type: string, key: string, meta?: Record<string, unknown>): Identifier => ({
  type,
  id: uuidFor(type, key),
  ...(meta ? { meta } : {}),
});

/**
 * Writes a content set as the centre's Drupal would serve it through JSON:API (the shape
 * `drupalModel` describes): the test double of the Drupal source and a local stand-in for it.
 */
export function toJsonApi(content: Content): JsonApiSite {
  const site: JsonApiSite = new Map();
  const add = (resource: Resource) => {
    const list = site.get(resource.type) ?? [];
    if (!list.some((known) => known.id === resource.id)) list.push(resource);
    site.set(resource.type, list);
  };

  function fileRef(url: string): Identifier {
    const path = url.slice(1); // images/...
    add({
      type: FILE_TYPE,
      id: uuidFor(FILE_TYPE, url),
      attributes: {
        status: true,
        filename: path.split('/').pop(),
        uri: { value: `public://${path}`, url: `${FILES_PATH}/${path}` },
        filemime: url.endsWith('.png') ? 'image/png' : 'image/jpeg',
      },
      relationships: {},
    });
    return ref(FILE_TYPE, url);
  }

  const imageMeta = (value: Image) => ({
    ...(value.alt === undefined ? {} : { alt: value.alt }),
    width: value.width,
    height: value.height,
  });

  function mediaRef(value: Image): Identifier {
    const key = JSON.stringify(value);
    add({
      type: MEDIA_IMAGE,
      id: uuidFor(MEDIA_IMAGE, key),
      attributes: { status: true, name: value.alt ?? value.url },
      relationships: {
        field_media_image: { data: { ...fileRef(value.url), meta: imageMeta(value) } },
      },
    });
    return ref(MEDIA_IMAGE, key);
  }

  const nodeRef = (collection: NodeCollection, id: string) => ref(NODES[collection].type, id);
  const termRef = (tid: number) => ref(TERM_TYPE, String(tid));

  /** A reference field's relationship; `key` names the field of its record, for nested ids. */
  function relationship(kind: FieldKind, value: unknown, key: string): Relationship {
    if (value === null) return { data: null };
    switch (kind.kind) {
      case 'image':
        return { data: mediaRef(value as Image) };
      case 'giftImage': {
        const { image, thumbnail } = (value as { entity: { image: Image; thumbnail: Image } })
          .entity;
        const key = JSON.stringify(value);
        add({
          type: MEDIA_GIFT_IMAGE,
          id: uuidFor(MEDIA_GIFT_IMAGE, key),
          attributes: { status: true, name: image.alt ?? image.url },
          relationships: {
            field_media_image: { data: { ...fileRef(image.url), meta: imageMeta(image) } },
            field_thumbnail: { data: { ...fileRef(thumbnail.url), meta: imageMeta(thumbnail) } },
          },
        });
        return { data: ref(MEDIA_GIFT_IMAGE, key) };
      }
      case 'storeRef':
        return { data: nodeRef('stores', (value as { nid: string }).nid) };
      case 'storeEntity':
        return { data: nodeRef('stores', (value as { entity: { nid: string } }).entity.nid) };
      case 'categoryRefs':
        return { data: (value as { id: number }[]).map((category) => termRef(category.id)) };
      case 'termIds':
        return { data: (value as number[]).map(termRef) };
      case 'termId':
        return { data: termRef(value as number) };
      case 'nodeIds':
        return { data: (value as string[]).map((id) => nodeRef(kind.target, id)) };
      case 'blocks':
        return { data: (value as Block[]).map(paragraphRef) };
      case 'paragraphs': {
        const type = `${PARAGRAPH_PREFIX}${kind.bundle}`;
        return {
          data: (value as object[]).map((item, position) => {
            const itemKey = `${key}[${position}]`;
            add({ type, id: uuidFor(type, itemKey), ...fieldsOf(item, kind.fields, [], itemKey) });
            return ref(type, itemKey);
          }),
        };
      }
      default:
        throw new Error(`${kind.kind} is an attribute, not a relationship`);
    }
  }

  function attribute(kind: FieldKind | undefined, value: unknown): unknown {
    if (kind?.kind === 'date') return value === null ? null : (value as { value: string }).value;
    if (kind?.kind === 'text') {
      const processed = (value as { processed: string }).processed;
      return { value: processed, format: 'basic_html', processed };
    }
    return value;
  }

  /** Attributes and relationships of a record, its references following `fields`. */
  function fieldsOf(
    record: object,
    fields: Record<string, FieldKind>,
    skip: string[] = [],
    owner = '',
  ) {
    const attributes: Record<string, unknown> = { status: true };
    const relationships: Record<string, Relationship> = {};
    for (const [name, value] of Object.entries(record)) {
      if (skip.includes(name)) continue;
      const kind = fields[name];
      if (name === 'path') {
        attributes.path = { ...(value as object), pid: null, langcode: 'en' };
      } else if (kind && kind.kind !== 'date' && kind.kind !== 'text') {
        relationships[drupalName(name)] = relationship(kind, value, `${owner}.${name}`);
      } else {
        attributes[drupalName(name)] = attribute(kind, value);
      }
    }
    return { attributes, relationships };
  }

  function paragraphRef(block: Block): Identifier {
    const type = `${PARAGRAPH_PREFIX}${block.type}`;
    add({
      type,
      id: uuidFor(type, block.id),
      ...fieldsOf(block, BLOCK_FIELDS[block.type] ?? {}, ['type'], `${type}:${block.id}`),
    });
    return ref(type, block.id);
  }

  for (const category of content.categories) {
    add({
      type: TERM_TYPE,
      id: uuidFor(TERM_TYPE, category.id),
      attributes: {
        status: true,
        drupal_internal__tid: category.tid,
        name: category.name,
        weight: category.weight,
      },
      relationships: {
        parent: {
          data: [
            category.parent === 0
              ? { type: TERM_TYPE, id: VIRTUAL_ROOT }
              : termRef(category.parent),
          ],
        },
      },
    });
  }

  for (const [collection, spec] of Object.entries(NODES) as [
    NodeCollection,
    (typeof NODES)[NodeCollection],
  ][]) {
    content[collection].forEach((record, index) => {
      const { attributes, relationships } = fieldsOf(record, spec.fields);
      add({
        type: spec.type,
        id: uuidFor(spec.type, record.id),
        attributes: { drupal_internal__nid: index + 1, ...attributes },
        relationships,
      });
    });
  }

  add({
    type: SETTINGS_TYPE,
    id: uuidFor(SETTINGS_TYPE, 'site'),
    ...fieldsOf({ ...content.site, ...content.openingHours }, {}),
  });

  add({
    type: CENTRE_PLAN_TYPE,
    id: uuidFor(CENTRE_PLAN_TYPE, 'plan'),
    ...fieldsOf(content.centrePlan, {}),
  });

  function addLinks(menu: string, links: readonly MenuLink[], parent: string) {
    links.forEach((link, weight) => {
      const key = `${parent}/${menu}/${weight}`;
      const { sublinks, url, callout, calloutImage, label } = link;
      add({
        type: MENU_LINK_TYPE,
        id: uuidFor(MENU_LINK_TYPE, key),
        attributes: {
          enabled: true,
          menu_name: menu,
          title: label,
          link: { uri: linkUri(url.path) },
          weight,
          parent: parent === '' ? '' : `menu_link_content:${uuidFor(MENU_LINK_TYPE, parent)}`,
          ...(callout
            ? {
                field_callout_title: callout.title,
                field_callout_link: { uri: linkUri(callout.url.path) },
              }
            : {}),
        },
        relationships: calloutImage
          ? { field_callout_image: { data: mediaRef(calloutImage) } }
          : {},
      });
      if (sublinks) addLinks(menu, sublinks, key);
    });
  }
  for (const [menu, links] of Object.entries(content.menus) as [keyof Menus, MenuLink[]][])
    addLinks(menu, links, '');

  return site;
}

/** Drupal's link field: `internal:/stores/` for a site path, the address itself otherwise. */
export const linkUri = (path: string): string => (path.startsWith('/') ? `internal:${path}` : path);
