import { JSDOM } from 'jsdom';
import { SITE_URL } from './site';

/** A page as a plain HTTP client (a crawler, a link preview) gets it: no browser, no JavaScript. */
export interface ServedPage {
  status: number;
  document: Document;
  meta(selector: string): string | null;
  jsonLd(): { '@type': string; [key: string]: unknown }[];
}

export async function fetchServedPage(path: string): Promise<ServedPage> {
  const response = await fetch(`${SITE_URL}${path}`);
  // JSDOM only parses here: it runs no script and loads nothing.
  const { document } = new JSDOM(await response.text()).window;
  return {
    status: response.status,
    document,
    meta: (selector) => document.querySelector(selector)?.getAttribute('content') ?? null,
    jsonLd: () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      ),
  };
}
