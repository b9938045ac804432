import type { Image } from 'shared-lib/content';

import type { Issues, Where } from '../issues/Issues';
import {
  BLOCK_FIELDS,
  FILES_PATH,
  PARAGRAPH_PREFIX,
  recordName,
  VIRTUAL_ROOT,
  type FieldKind,
} from './drupalModel';
import { identifiersOf, type Identifier, type Resource } from './jsonApiTypes';

export const isPublished = (resource: Resource): boolean =>
  resource.attributes.status !== false && resource.attributes.enabled !== false;

export const termId = (term: Resource): number => term.attributes.drupal_internal__tid as number;

/**
 * Turns resources into records, following their references through every resource Drupal
 * returned (`index`, by `type:id`). A reference that cannot be followed becomes an issue at the
 * item's `where` naming the record's field, as a content file's broken field does.
 */
export function jsonApiReferences(index: ReadonlyMap<string, Resource>, issues: Issues) {
  /**
   * The resource a reference points at; undefined (with an issue) when it cannot be used. An
   * unpublished item is off the site, so a list (`listed`) simply goes without it.
   */
  function resolve(id: Identifier, where: Where, field: string, listed: boolean) {
    const found = index.get(`${id.type}:${id.id}`);
    if (!found) {
      issues.add(where, field, `refers to ${id.type} "${id.id}", which Drupal did not return`);
      return undefined;
    }
    if (isPublished(found)) return found;
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
    if (resource.relationships[drupalField]?.data === null) return null;
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
      case 'paragraphs':
        return many().map((item, position) =>
          recordOf(item, kind.fields, where, `${field}[${position}].`),
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

  return { recordOf, reference, parentTid };
}

export type JsonApiReferences = ReturnType<typeof jsonApiReferences>;
