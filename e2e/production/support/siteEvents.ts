import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { siteEventsHealthUrl, siteEventsPidFile } from 'deploy/site-events-beside';
import { E2E_SITE_CONFIG, E2E_STATE_DIR } from '../../support/releases';
import { REPO_ROOT, SITE_PORT, SITE_URL } from '../../support/site';
import { E2E_NGINX_PREFIX } from './nginxRun';

/** The events store of the site under test (in its state folder). */
export const EVENTS_FILE = path.join(E2E_STATE_DIR, 'site-events.sqlite');

export interface StoredEvent {
  type: 'pageview' | 'failure';
  path: string;
  generation: string;
  kind: string | null;
  remote: string | null;
  release: string | null;
}

/** Every event the site events service stored, oldest first (read from its SQLite file). */
export function storedEvents(): StoredEvent[] {
  if (!existsSync(EVENTS_FILE)) return [];
  const db = new DatabaseSync(EVENTS_FILE, { readOnly: true });
  try {
    return db
      .prepare('SELECT type, path, generation, kind, remote, release FROM events ORDER BY id')
      .all() as unknown as StoredEvent[];
  } finally {
    db.close();
  }
}

/** When the events store received the `count`th page view of a generation (ms), if it has. */
export function pageViewReceivedAt(generation: string, count: number): number | undefined {
  const db = new DatabaseSync(EVENTS_FILE, { readOnly: true });
  try {
    const row = db
      .prepare(
        "SELECT received_at FROM events WHERE type = 'pageview' AND generation = ? ORDER BY id LIMIT 1 OFFSET ?",
      )
      .get(generation, count - 1) as { received_at: number } | undefined;
    return row?.received_at;
  } finally {
    db.close();
  }
}

/** POSTs a body to the site's events endpoint through nginx, as a page of `origin` would. */
export function postEvent(
  body: string,
  { origin = SITE_URL, type = 'text/plain;charset=UTF-8' } = {},
): Promise<Response> {
  return fetch(`${SITE_URL}/site-events/`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': type },
    body,
  });
}

/** Stops the site events service that serve:nginx started; resolves once it is gone. */
export async function stopSiteEvents(): Promise<void> {
  const pid = Number(readFileSync(siteEventsPidFile(E2E_NGINX_PREFIX), 'utf8'));
  process.kill(pid, 'SIGTERM');
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the site events service again as serve:nginx does (same port, file and origins); it
 * exits with this test process.
 */
export async function restartSiteEvents(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'deploy/site-events/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        SITE_EVENTS_EXIT_WITH_PARENT: '1',
        SITE_EVENTS_PORT: String(SITE_PORT + 6),
        SITE_EVENTS_FILE: EVENTS_FILE,
        SITE_EVENTS_ALLOWED_ORIGINS: SITE_URL,
      },
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  );
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(siteEventsHealthUrl(E2E_SITE_CONFIG))).ok) return child;
    } catch {
      if (attempt > 300) throw new Error('The site events service did not start again');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
