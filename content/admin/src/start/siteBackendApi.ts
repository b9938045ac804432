/** One publish of a save, as the site's backend reports it (deploy/accounts/publishJobs.ts). */
export interface PublishJob {
  id: string;
  page: string;
  state: 'waiting' | 'publishing' | 'live' | 'refused';
  generation?: string;
  liveAt?: string;
  seconds?: number;
  reason?: string;
}

/** One saved version of an entry: who saved it, when. */
export interface SavedVersion {
  commit: string;
  email: string;
  at: string;
  message: string;
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

export const latestPublish = async (): Promise<PublishJob | null> =>
  (
    await json<{ publish: PublishJob | null }>(
      await fetch('/admin/api/publishes/latest', { cache: 'no-store', credentials: 'same-origin' }),
    )
  ).publish;

export const entryVersions = async (path: string): Promise<SavedVersion[]> =>
  (
    await json<{ versions: SavedVersion[] }>(
      await fetch(`/admin/api/history?path=${encodeURIComponent(path)}`, {
        cache: 'no-store',
        credentials: 'same-origin',
      }),
    )
  ).versions;

/** Restores a version as a new save (a commit naming the person, then a publish). */
export const restoreVersion = async (path: string, commit: string) =>
  json<{ restored: string | null; publish: PublishJob | null }>(
    await fetch('/admin/api/history', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, commit }),
    }),
  );
