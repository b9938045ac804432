import { canberraDate, canberraTime, formatCalendarDate } from 'shared-lib/clock';
import { formatClock } from 'shared-lib/hours';
import { escapeHtml } from '../head/headHtml';

/** A page the service worker keeps: its address, its HTML as served and when it was kept. */
export interface KeptPage {
  url: string;
  html: string;
  keptAt: number;
}

/** 'Friday 28 November 2026 at 2:41pm', in Canberra. */
export function savedWhen(keptAt: number): string {
  const at = new Date(keptAt);
  return `${formatCalendarDate(canberraDate(at))} at ${formatClock(canberraTime(at))}`;
}

/** docs/reference/messages.md#offline, word for word. */
export const OFFLINE_MESSAGES = {
  note: (keptAt: number) =>
    `No connection: this page may be out of date (saved ${savedWhen(keptAt)}).`,
  indexTitle: 'No connection',
  indexText: 'This page is not saved on this device. These pages are:',
  indexEmpty: 'No page of the site is saved on this device yet.',
} as const;

/** The element that starts the shell's scripts (shell/src/server/startAfterLoadScript.ts). */
const STARTER = /<script data-scripts="[^"]*">[\s\S]*?<\/script>/;
const WEB_FONT = /<meta name="web-font-stylesheet" content="([^"]+)"/;
const MAIN_START = /<main\b[^>]*>/;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"/g;
const TITLE = /<title>([^<]*)<\/title>/;

const pathOf = (url: string) => {
  const address = new URL(url);
  return address.pathname + address.search;
};

/** The stylesheets a kept page links, and the web font's, which its scripts would have linked. */
export function stylesheetsOf(html: string): string[] {
  const font = WEB_FONT.exec(html)?.[1];
  return [...[...html.matchAll(STYLESHEET)].map((match) => match[1]!), ...(font ? [font] : [])];
}

/**
 * A kept page as it is shown with no connection: its HTML without the element that starts its
 * scripts, so it is read as it was rendered and never runs with scripts of another generation
 * (decision 331); the web font linked, as its scripts would have done; and a line at the top of
 * its main content saying it may be out of date, and since when.
 */
export function offlineCopy({ html, keptAt }: KeptPage): string {
  const font = WEB_FONT.exec(html)?.[1];
  const note = `<p class="notice" role="status">${escapeHtml(OFFLINE_MESSAGES.note(keptAt))}</p>`;
  return html
    .replace(STARTER, '')
    .replace('</head>', font ? `<link rel="stylesheet" href="${font}"></head>` : '</head>')
    .replace(MAIN_START, (main) => `${main}${note}`);
}

/**
 * What answers a page that is not kept when there is no connection: the pages that are, newest
 * first, each with when it was saved, styled by the stylesheet they share.
 */
export function offlineIndex(pages: readonly KeptPage[]): string {
  const newestFirst = [...pages].sort((a, b) => b.keptAt - a.keptAt);
  const stylesheet = newestFirst.map((page) => stylesheetsOf(page.html)[0]).find(Boolean);
  const items = newestFirst.map((page) => {
    // The title as the server wrote it, escaped already.
    const title = TITLE.exec(page.html)?.[1] ?? escapeHtml(pathOf(page.url));
    return `<li><a href="${escapeHtml(pathOf(page.url))}">${title}</a> (saved ${escapeHtml(savedWhen(page.keptAt))})</li>`;
  });
  const body = items.length
    ? `<p>${OFFLINE_MESSAGES.indexText}</p><ul>${items.join('')}</ul>`
    : `<p>${OFFLINE_MESSAGES.indexEmpty}</p>`;
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${OFFLINE_MESSAGES.indexTitle}</title>${stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : ''}</head><body><main id="main-content" class="offline-index"><h1>${OFFLINE_MESSAGES.indexTitle}</h1>${body}</main></body></html>`;
}
