/** The parts of a JSON:API document (jsonapi.org 1.0, as Drupal core writes it) the adapter uses. */

export interface Identifier {
  type: string;
  id: string;
  meta?: Record<string, unknown>;
}

export interface Relationship {
  data: Identifier | Identifier[] | null;
}

export interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, Relationship>;
}

export interface CollectionDocument {
  data: Resource[];
  included?: Resource[];
  links?: { self?: { href: string }; next?: { href: string } };
}

/** The resources a relationship points at, as a list whether it holds one or many. */
export function identifiersOf(resource: Resource, field: string): Identifier[] {
  const data = resource.relationships[field]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}
