import type { MenuLink } from 'shared-lib/content';
import { normalizePath } from 'shared-lib/routes';

import type { Issues } from '../issues/Issues';
import { FIXED_PATHS } from '../model/fixedPaths';
import type { CheckInput } from './CheckInput';

/** A site path ('/x/?filter=y#z') reduced to the page it opens ('/x/'); null for other hosts. */
function pageOf(link: string): string | null {
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  return normalizePath(link.replace(/[?#].*$/, ''));
}

/**
 * Links of menus, slides and blocks that stay on the site must open a page the build writes;
 * otherwise a visitor following them lands on the 404 page.
 */
export function checkLinks(input: CheckInput, issues: Issues): void {
  // Declared aliases include those of invalid records: their own issues are reported already.
  const known = new Set<string>([...FIXED_PATHS, ...input.declaredAliases]);
  const check = (owner: object, field: string, link: string) => {
    const page = pageOf(link);
    if (page !== null && !known.has(page))
      issues.at(owner, field, `"${link}" does not open any page of the site`);
  };

  const visitMenu = (owner: object, links: MenuLink[], field: string) =>
    links.forEach((link, i) => {
      check(owner, `${field}[${i}].url.path`, link.url.path);
      if (link.callout) check(owner, `${field}[${i}].callout.url.path`, link.callout.url.path);
      if (link.sublinks) visitMenu(owner, link.sublinks, `${field}[${i}].sublinks`);
    });
  if (input.menus) {
    for (const menu of ['main', 'footer', 'social', 'map', 'signup'] as const)
      visitMenu(input.menus, input.menus[menu] ?? [], menu);
  }

  for (const slide of input.slides) if (slide.link) check(slide, 'link.path', slide.link.path);
  for (const job of input.jobs) check(job, 'employer.url.path', job.employer.url.path);
  for (const page of input.pages) {
    page.blocks.forEach((block, i) => {
      if (block.type === 'button_section') {
        block.items.forEach((item, j) =>
          check(page, `blocks[${i}].items[${j}].link.path`, item.link.path),
        );
      } else if (block.type === 'gift_generator') {
        check(page, `blocks[${i}].link.path`, block.link.path);
      } else if (block.type === 'info_strip') {
        check(page, `blocks[${i}].maplink.url.path`, block.maplink.url.path);
      }
    });
  }
}
