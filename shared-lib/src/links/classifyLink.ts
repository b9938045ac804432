/** Where uploaded files (PDFs, images) live on the content backend. */
export const FILES_FOLDER = '/sites/default/files/';

export interface LinkClass {
  /** Navigate inside the app (router) rather than load a new document. */
  inApp: boolean;
  /** Open in a new tab without opener or referrer. */
  newTab: boolean;
}

/** The last path segment ends in an extension ('/maps/centre.pdf'): a file, not a page. */
function isFileLike(href: string): boolean {
  const path = href.replace(/[?#].*$/, '');
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(lastSegment);
}

/**
 * docs/reference/routes.md#links: addresses containing '://', starting with '#', or pointing into the uploaded
 * files folder are plain links; http(s) links and files-folder links open in a new tab. Other
 * hosts ('//host/...', an http(s) address without its scheme, decision 180) and file-like paths
 * are plain links too, as are other schemes (mailto:, tel:). Everything else navigates in the app.
 */
export function classifyLink(href: string): LinkClass {
  if (href.includes('://')) return { inApp: false, newTab: /^https?:\/\//i.test(href) };
  if (href.startsWith('//')) return { inApp: false, newTab: true };
  if (href.startsWith(FILES_FOLDER)) return { inApp: false, newTab: true };
  if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || isFileLike(href))
    return { inApp: false, newTab: false };
  return { inApp: true, newTab: false };
}
