import type { Issues } from '../issues/Issues';
import type { CheckInput } from './CheckInput';

/** Pages: one homepage, unique block ids per page, and block references that exist. */
export function checkPages(input: CheckInput, issues: Issues): void {
  const slides = new Set(input.slides.map((slide) => slide.id));
  const categories = new Set(input.categories.map((category) => category.tid));
  const knownSlide = (id: string) => slides.has(id) || input.declaredIds.slides.has(id);
  const knownCategory = (id: number) =>
    categories.has(id) || input.declaredIds.categories.has(String(id));

  const homepages = input.pages.filter((page) => page.type === 'homepage');
  // The home route '/' is served from the homepage item. When a page failed validation it may be
  // the homepage, so a missing homepage is only reported when every page is valid.
  if (homepages.length === 0 && input.pages.length === input.declaredIds.pages.size) {
    issues.add(
      { file: input.files.pages },
      undefined,
      'no page has type "homepage" (the home page "/" is built from it)',
    );
  }
  for (const extra of homepages.slice(1)) {
    issues.at(extra, 'type', `only one page may be the homepage; "${homepages[0]?.id}" already is`);
  }

  for (const page of input.pages) {
    const blockIds = new Set<string>();
    page.blocks.forEach((block, i) => {
      const field = `blocks[${i}]`;
      if (blockIds.has(block.id))
        issues.at(
          page,
          `${field}.id`,
          `"${block.id}" is also the id of another block of this page`,
        );
      blockIds.add(block.id);
      if (block.type === 'hero_slider') {
        block.slides.forEach((id, j) => {
          if (!knownSlide(id)) issues.at(page, `${field}.slides[${j}]`, `no slide with id "${id}"`);
        });
      } else if (block.type === 'store_tiles') {
        for (const pillar of ['sport', 'fashion', 'home', 'family'] as const) {
          if (!knownCategory(block[pillar]))
            issues.at(page, `${field}.${pillar}`, `no category with id ${block[pillar]}`);
        }
      } else if (block.type === 'gift_generator') {
        block.categories.forEach((category, j) => {
          if (!knownCategory(category.targetId)) {
            issues.at(
              page,
              `${field}.categories[${j}].targetId`,
              `no category with id ${category.targetId}`,
            );
          }
        });
      }
    });
  }
}
