import { classifyLink } from './classifyLink';

/** What a click on a container of markup says about itself (a React or DOM mouse event). */
export interface ContainerClick {
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The address a click inside markup the app does not render itself (rich text) should open in
 * the app, or null to let the browser follow it: modified and non-primary clicks, anchors that
 * open elsewhere (a target, a download) and plain links of docs/reference/routes.md#links are the browser's.
 */
export function inAppClickHref(click: ContainerClick): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (!(click.target instanceof Element) || !(click.currentTarget instanceof Element)) return null;
  const anchor = click.target.closest('a[href]');
  if (!anchor || !click.currentTarget.contains(anchor)) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  return classifyLink(href).inApp ? href : null;
}
