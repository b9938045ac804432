import type { MenuLink } from 'shared-lib/content';

/** How many main-menu entries sit left of the logo on wide screens (docs/reference/routes.md#navigation). */
export const LEFT_OF_LOGO = 4;

/** The main menu split around the logo: the first four on the left, the rest on the right. */
export function splitMainMenu(links: readonly MenuLink[]): { left: MenuLink[]; right: MenuLink[] } {
  return { left: links.slice(0, LEFT_OF_LOGO), right: links.slice(LEFT_OF_LOGO) };
}
