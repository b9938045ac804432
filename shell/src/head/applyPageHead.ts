import { PAGE_HEAD_ATTRIBUTE } from './headHtml';
import type { PageHead } from './pageHead';

/** Replaces the page's head elements in the browser's document after an in-app navigation. */
export function applyPageHead({ title, tags }: PageHead, doc: Document = document): void {
  doc.title = title;
  doc.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  for (const tag of tags) {
    const element = doc.createElement(tag.tag === 'json-ld' ? 'script' : tag.tag);
    if (tag.tag === 'json-ld') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = JSON.stringify(tag.data);
    } else {
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    }
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    doc.head.appendChild(element);
  }
}
