import type { Image, MenuLink } from 'shared-lib/content';

import type { Where } from '../issues/Issues';
import type { JsonApiReferences } from './jsonApiReferences';
import type { Resource } from './jsonApiTypes';

const MENUS = ['main', 'footer', 'social', 'map', 'signup'] as const;

/** `internal:/stores/` → `/stores/`; other addresses stay as they are. */
const fromLinkUri = (uri: string): string =>
  uri.startsWith('internal:') ? uri.slice('internal:'.length) : uri;

interface LinkAttributes {
  title: string;
  link: { uri: string };
  menu_name: string;
  weight: number;
  parent?: string;
  field_callout_title?: string;
  field_callout_link?: { uri: string };
}

/**
 * The site's menus from Drupal's (published) menu links: each menu's tree by `parent`, siblings
 * by weight; a link's callout image is a media reference like any other.
 */
export function menusFromJsonApi(
  links: readonly Resource[],
  references: JsonApiReferences,
  where: Where,
): Record<string, MenuLink[]> {
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
        const attributes = link.attributes as unknown as LinkAttributes;
        const calloutImage = references.reference(
          { kind: 'image' },
          link,
          'field_callout_image',
          { ...where, itemId: attributes.title },
          'calloutImage',
        );
        const sublinks = tree(`menu_link_content:${link.id}`, menu);
        const callout = attributes.field_callout_link;
        return {
          label: attributes.title,
          url: { path: fromLinkUri(attributes.link.uri) },
          ...(attributes.field_callout_title !== undefined && callout
            ? {
                callout: {
                  title: attributes.field_callout_title,
                  url: { path: fromLinkUri(callout.uri) },
                },
              }
            : {}),
          ...(calloutImage ? { calloutImage: calloutImage as Image } : {}),
          ...(sublinks.length > 0 ? { sublinks } : {}),
        };
      });
  const menus: Record<string, MenuLink[]> = {};
  for (const menu of MENUS) {
    const menuLinks = tree('', menu);
    // An older Drupal has no sign-up menu; the others are always there, if empty.
    if (menu !== 'signup' || menuLinks.length > 0) menus[menu] = menuLinks;
  }
  return menus;
}
