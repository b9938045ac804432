import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { canberraText } from './canberraTime';
import { resultMessage } from './commandResult';
import { canaryHeadline, canaryTestLine } from './canaryHeadline';
import { readStatus, runCommand, type Candidate, type ConsoleStatus } from './consoleApi';
import { currentGeneration, previewAddress, servedAreas } from './servedAreas';

/** How often the console reads the state again: a schedule goes live by itself. */
const REFRESH_MS = 3000;

const when = (iso: string | null | undefined) => (iso ? canberraText(iso) : '—');

interface Act {
  (what: string, command: string, args: Record<string, string>): Promise<void>;
}

/** Staging and scheduling one remote's releases: its versions on disk, from – until. */
function ReleaseForm({
  workspace,
  title,
  versions,
  act,
  busy,
}: {
  workspace: string;
  title: string;
  versions: string[];
  act: Act;
  busy: boolean;
}) {
  const id = useId();
  const [version, setVersion] = useState('');
  const [at, setAt] = useState('');
  const [until, setUntil] = useState('');
  const chosen = version || versions.at(-1) || '';
  const stage = (event: FormEvent) => {
    event.preventDefault();
    void act(`Stage ${workspace} ${chosen}`, 'stage', { workspace, version: chosen });
  };
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    void act(`Schedule ${workspace} ${chosen}`, 'schedule', {
      workspace,
      version: chosen,
      at,
      ...(until ? { until } : {}),
    });
  };
  return (
    <section className="console__panel" aria-labelledby={`${id}-heading`}>
      <h2 className="console__heading" id={`${id}-heading`}>
        {title}: stage or schedule a release
      </h2>
      {versions.length === 0 ? (
        <p>No released version of {workspace} yet: a team uploads one first.</p>
      ) : (
        <>
          <form className="console__form" onSubmit={stage}>
            <label className="console__label" htmlFor={`${id}-version`}>
              Version of {workspace}
            </label>
            <select
              className="console__field"
              id={`${id}-version`}
              value={chosen}
              onChange={(event) => setVersion(event.target.value)}
            >
              {versions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <button className="console__button" type="submit" disabled={busy}>
              Stage
            </button>
          </form>
          <form className="console__form console__form--schedule" onSubmit={schedule}>
            <fieldset className="console__fieldset">
              <legend className="console__label">Schedule {chosen} (Canberra time)</legend>
              <label className="console__label" htmlFor={`${id}-at`}>
                Live from
              </label>
              <input
                className="console__field"
                id={`${id}-at`}
                type="datetime-local"
                step={1}
                required
                value={at}
                onChange={(event) => setAt(event.target.value)}
              />
              <label className="console__label" htmlFor={`${id}-until`}>
                Until (optional)
              </label>
              <input
                className="console__field"
                id={`${id}-until`}
                type="datetime-local"
                step={1}
                value={until}
                onChange={(event) => setUntil(event.target.value)}
              />
              <button className="console__button" type="submit" disabled={busy}>
                Schedule
              </button>
            </fieldset>
          </form>
        </>
      )}
    </section>
  );
}

/**
 * The release console at /admin/releases/ (decision 402): what every area serves, since when and
 * by whom; staged candidates with their previews; the releases this account may stage, schedule,
 * promote, roll back and abort, each through the release service, whose answer it says in a live
 * region: live with the generation and the time, or refused with the reason.
 */
export function ReleaseConsole() {
  const [status, setStatus] = useState<ConsoleStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState(0);
  const resultRef = useRef<HTMLParagraphElement>(null);

  const reload = useCallback(async () => {
    try {
      setStatus(await readStatus());
      setProblem(null);
    } catch (error) {
      setProblem(`The release service could not be read: ${(error as Error).message}`);
    }
  }, []);

  useEffect(() => {
    void reload();
    const timer = window.setInterval(() => void reload(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  // A button pressed loses the focus while it is disabled, or goes with its answer (the canary's
  // abort, a candidate promoted): the person would be left nowhere, the answer out of sight on a
  // phone. The answer takes the focus then, and is scrolled to.
  useEffect(() => {
    const focused = window.document.activeElement;
    if (answered > 0 && (!focused || focused === window.document.body)) resultRef.current?.focus();
  }, [answered]);

  const act: Act = async (what, command, args) => {
    setBusy(true);
    setMessage(`${what}: working…`);
    setMessage(resultMessage(what, await runCommand(command, args)));
    await reload();
    setBusy(false);
    setAnswered((count) => count + 1);
  };

  if (!status)
    return (
      <main className="console__main" id="main">
        <h1 className="console__title">Releases</h1>
        <p role="status">{problem ?? 'Reading what is served…'}</p>
      </main>
    );

  const { document, releases, versions, canaryJudgement } = status;
  const areas = servedAreas(document);
  const generation = currentGeneration(document);
  const mine = (workspace: string | undefined) => !!workspace && releases.includes(workspace);
  // While a canary runs the service refuses every promote and discard: say so instead.
  const candidateActions = (candidate: Candidate) => {
    if (candidate.id === document.canary?.candidate)
      return <span className="console__muted">Served to the canary’s share, above.</span>;
    if (!mine(candidate.change.workspace)) return null;
    if (document.canary)
      return (
        <span className="console__muted">Promote or discard it once the canary has ended.</span>
      );
    return (
      <>
        <button
          className="console__button"
          type="button"
          disabled={busy}
          onClick={() =>
            void act(`Promote ${candidate.label}`, 'promote', {
              candidate: candidate.id,
            })
          }
        >
          Promote {candidate.label}
        </button>
        <button
          className="console__button console__button--secondary"
          type="button"
          disabled={busy}
          onClick={() =>
            void act(`Discard ${candidate.label}`, 'discard', {
              candidate: candidate.id,
            })
          }
        >
          Discard
        </button>
      </>
    );
  };
  return (
    <main className="console__main" id="main">
      <h1 className="console__title">Releases</h1>
      <p className="console__result" role="status" aria-live="polite" tabIndex={-1} ref={resultRef}>
        {message}
      </p>
      {problem && (
        <p className="console__problem" role="alert">
          {problem}
        </p>
      )}

      <section className="console__panel" aria-labelledby="served-heading">
        <h2 className="console__heading" id="served-heading">
          What is served
        </h2>
        {generation && (
          <p>
            Generation <strong>{generation.id}</strong> since {when(generation.createdAt)} by{' '}
            {generation.actor} ({generation.reason})
          </p>
        )}
        <div className="console__table-wrap">
          <table className="console__table">
            <caption className="console__caption">Each area of the site (Canberra time)</caption>
            <thead>
              <tr>
                <th scope="col">Area</th>
                <th scope="col">Serves</th>
                <th scope="col">Since</th>
                <th scope="col">By</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {areas.map((area) => (
                <tr key={area.workspace} data-workspace={area.workspace}>
                  <th scope="row">
                    {area.title}
                    <span className="console__muted"> {area.workspace}</span>
                  </th>
                  <td data-label="Serves">
                    {area.serves}
                    {area.disabled && <span className="console__flag"> switched off</span>}
                    {area.canary && <span className="console__flag"> canary running</span>}
                  </td>
                  <td data-label="Since">{when(area.since)}</td>
                  <td data-label="By">{area.by ?? '—'}</td>
                  <td data-label="Action">
                    {mine(area.workspace) && area.serves !== 'build' ? (
                      <button
                        className="console__button console__button--secondary"
                        type="button"
                        disabled={busy}
                        onClick={() =>
                          void act(`Roll back ${area.workspace}`, 'rollback', {
                            workspace: area.workspace,
                          })
                        }
                      >
                        Roll back {area.workspace}
                      </button>
                    ) : (
                      <span className="console__muted">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {document.canary && (
        <section className="console__panel" aria-labelledby="canary-heading">
          <h2 className="console__heading" id="canary-heading">
            Canary: {document.canary.workspace} {document.canary.version}
          </h2>
          <p>
            {document.canary.percent}% of first visits since {when(document.canary.startedAt)}{' '}
            (Canberra time) by {document.canary.by}.
          </p>
          <p className="console__headline">{canaryHeadline(canaryJudgement)}</p>
          {canaryJudgement && (
            <details className="console__details">
              <summary>The watcher&rsquo;s figures</summary>
              <ul className="console__list">
                {canaryJudgement.tests.map((test) => (
                  <li key={test.name}>{canaryTestLine(test)}</li>
                ))}
              </ul>
            </details>
          )}
          {mine(document.canary.workspace) && (
            <button
              className="console__button console__button--danger"
              type="button"
              disabled={busy}
              onClick={() =>
                void act(`Abort the canary of ${document.canary!.workspace}`, 'abort', {
                  workspace: document.canary!.workspace,
                })
              }
            >
              Abort the canary
            </button>
          )}
        </section>
      )}

      <section className="console__panel" aria-labelledby="staged-heading">
        <h2 className="console__heading" id="staged-heading">
          Staged candidates
        </h2>
        {document.candidates.length === 0 ? (
          <p>Nothing is staged.</p>
        ) : (
          <ul className="console__list">
            {document.candidates.map((candidate) => (
              <li className="console__item" key={candidate.id}>
                <p className="console__item-title">{candidate.label}</p>
                <p className="console__muted">
                  Staged {when(candidate.stagedAt)} by {candidate.by} as generation{' '}
                  {candidate.generation}
                </p>
                <div className="console__actions">
                  <a
                    className="console__link"
                    href={previewAddress(document, candidate.previewToken)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Open the preview of {candidate.label}
                  </a>
                  {candidateActions(candidate)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="console__panel" aria-labelledby="schedules-heading">
        <h2 className="console__heading" id="schedules-heading">
          Schedules
        </h2>
        {document.schedules.length === 0 ? (
          <p>Nothing is scheduled.</p>
        ) : (
          <ul className="console__list">
            {document.schedules.map((planned) => (
              <li className="console__item" key={planned.id} data-schedule={planned.state}>
                <p className="console__item-title">
                  {planned.label}: <span className="console__state">{planned.state}</span>
                </p>
                <p className="console__muted">
                  From {when(planned.at)}
                  {planned.until ? ` until ${when(planned.until)}` : ''} (Canberra time), by{' '}
                  {planned.by}
                  {planned.outcome ? `. ${planned.outcome}` : ''}
                </p>
                {(planned.state === 'waiting' || planned.state === 'live') &&
                  mine(planned.change.workspace) && (
                    <button
                      className="console__button console__button--secondary"
                      type="button"
                      disabled={busy}
                      onClick={() =>
                        void act(`Cancel the schedule of ${planned.label}`, 'unschedule', {
                          id: planned.id,
                        })
                      }
                    >
                      Cancel this schedule
                    </button>
                  )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {releases.map((workspace) => (
        <ReleaseForm
          key={workspace}
          workspace={workspace}
          title={areas.find((area) => area.workspace === workspace)?.title ?? workspace}
          versions={(versions[workspace] ?? []).map((released) => released.version)}
          act={act}
          busy={busy}
        />
      ))}
    </main>
  );
}
