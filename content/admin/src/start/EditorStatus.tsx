import { canberraWallClock } from 'shared-lib/clock';
import { useCallback, useEffect, useState } from 'react';
import { entryPath } from './entryPath';
import {
  entryVersions,
  latestPublish,
  restoreVersion,
  type PublishJob,
  type SavedVersion,
} from './siteBackendApi';

/** How often a running publish is asked about. */
const POLL_MS = 400;

const canberra = (iso: string) =>
  canberraWallClock(new Date(iso)).toISOString().slice(0, 19).replace('T', ' ');

/** Follows the person's latest publish until it is live or refused. */
function usePublish(): [PublishJob | null, () => void] {
  const [job, setJob] = useState<PublishJob | null>(null);
  const [following, setFollowing] = useState(0);
  useEffect(() => {
    if (following === 0) return undefined;
    let stopped = false;
    const ask = async () => {
      const latest = await latestPublish().catch(() => null);
      if (stopped) return;
      setJob(latest);
      if (!latest || latest.state === 'waiting' || latest.state === 'publishing')
        window.setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
    };
  }, [following]);
  return [job, useCallback(() => setFollowing((count) => count + 1), [])];
}

/** The entry's earlier versions (who, when), each restorable as a new save. */
function EntryHistory({ path, onRestored }: { path: string; onRestored: () => void }) {
  const [versions, setVersions] = useState<SavedVersion[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setVersions(null);
    entryVersions(path).then(setVersions, (error: Error) => setProblem(error.message));
  }, [path]);
  const restore = async (version: SavedVersion) => {
    try {
      await restoreVersion(path, version.commit);
      onRestored();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  if (problem)
    return (
      <p className="editor-status__refused" role="alert">
        {problem}
      </p>
    );
  if (!versions) return <p>Reading the history…</p>;
  return (
    <ol className="editor-status__versions" aria-label={`Versions of ${path}`}>
      {versions.map((version, index) => (
        <li key={version.commit}>
          <span>
            {canberra(version.at)} by {version.email}
            {index === 0 ? ' (current)' : ''}
          </span>
          {index > 0 && (
            <button
              className="editor-status__button"
              type="button"
              onClick={() => void restore(version)}
            >
              Restore the version of {canberra(version.at)}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * What the editor tells after a save (decision 404): the publish running, then "live at …" with
 * a link to the changed page, or the build's refusal naming the file, item and field; and, on an
 * entry, its history. Beside Decap's interface, in a live region.
 */
export function EditorStatus({
  collections,
  shop,
  subscribe,
}: {
  collections: Record<string, unknown>[];
  /** The shop's origin, where the changed page is. */
  shop: string;
  /** Calls back after each save Decap makes. */
  subscribe: (saved: () => void) => void;
}) {
  const [job, follow] = usePublish();
  const [hash, setHash] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    subscribe(follow);
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [subscribe, follow]);
  const path = entryPath(collections, hash);
  // A finished publish can be put away (it covers the form on a phone); the next one shows.
  const shown = job && job.id !== dismissed ? job : null;
  const finished = shown?.state === 'live' || shown?.state === 'refused';
  const restored = () => {
    setShowHistory(false);
    follow();
  };
  return (
    <aside className="editor-status" aria-label="Publishing">
      <div role="status" aria-live="polite">
        {shown?.state === 'waiting' || shown?.state === 'publishing' ? (
          <p>Publishing your change…</p>
        ) : shown?.state === 'live' ? (
          <p className="editor-status__live">
            Live at {canberra(shown.liveAt!)} (generation {shown.generation},{' '}
            {shown.seconds?.toFixed(1)} s):{' '}
            <a href={`${shop}${shown.page}`} target="_blank" rel="noreferrer">
              {shop}
              {shown.page}
            </a>
          </p>
        ) : null}
      </div>
      {shown?.state === 'refused' && (
        <p className="editor-status__refused" role="alert">
          Not published: {shown.reason}
        </p>
      )}
      {finished && (
        <button
          className="editor-status__button"
          type="button"
          onClick={() => setDismissed(shown.id)}
        >
          Dismiss
        </button>
      )}
      {path && (
        <>
          <button
            className="editor-status__button"
            type="button"
            aria-expanded={showHistory}
            onClick={() => setShowHistory(!showHistory)}
          >
            History of this entry
          </button>
          {showHistory && <EntryHistory path={path} onRestored={restored} />}
        </>
      )}
    </aside>
  );
}
