import { useEffect, type RefObject } from 'react';

/** Copies the stylesheets of `from` into `to` that it lacks. */
function copyStylesheets(from: Document, to: Document): void {
  const present = new Set(
    [...to.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  for (const link of from.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (!present.has(link.href)) to.head.appendChild(link.cloneNode());
}

/**
 * A remote's module brings its stylesheet, which the federation runtime links in the editor's
 * own document; Decap draws previews in an iframe, which gets a copy of each as it is linked.
 */
export function useMirroredStylesheets(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const preview = ref.current?.ownerDocument;
    if (!preview || preview === document) return undefined;
    copyStylesheets(document, preview);
    const observer = new MutationObserver(() => copyStylesheets(document, preview));
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [ref]);
}
