import type { RemoteName } from '../contracts/remoteModules';
import type { PinnedRelease } from '../contracts/serverRenderer';
import { remoteFailureOf } from './remoteFailure';
import { SITE_EVENTS_PATH, type SiteEvent } from './siteEvent';

/** What the page was rendered with; set once by the shell from the page's pinned release. */
let pinned: PinnedRelease | null = null;

/**
 * The shell names the page's generation and releases when it starts. Until then (and on a page
 * the server did not render, such as the dev servers') nothing is sent: an event says which
 * generation and release it is about, or it is not worth storing.
 */
export function setSiteEventRelease(release: PinnedRelease | null): void {
  pinned = release;
}

/**
 * Sends one event with navigator.sendBeacon: the browser queues it and the page never waits for
 * it, nor notices when the endpoint is down or refuses it.
 */
function send(event: SiteEvent): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(SITE_EVENTS_PATH, JSON.stringify(event));
  } catch {
    // A beacon the browser will not queue (over its quota) is dropped: reporting never breaks a page.
  }
}

export function sendPageView(path: string): void {
  if (!pinned) return;
  const releases = Object.fromEntries(
    Object.entries(pinned.remotes).map(([name, remote]) => [name, remote?.release ?? null]),
  );
  send({ type: 'pageview', path, generation: pinned.generation, releases });
}

/** Sends a reported failure when it is one of a remote's part (see remoteFailureOf). */
export function sendRemoteFailure(source: string, error: unknown): void {
  const failure = pinned && remoteFailureOf(source, error);
  if (!pinned || !failure) return;
  const remote = failure.remote as RemoteName | null;
  // A remote the page was rendered without is switched off: its fallback is what was asked for.
  if (remote && !pinned.remotes[remote]) return;
  const release = remote ? (pinned.remotes[remote]?.release ?? null) : null;
  const path = window.location.pathname;
  send({
    type: 'failure',
    path,
    generation: pinned.generation,
    kind: failure.kind,
    remote,
    release,
  });
}
