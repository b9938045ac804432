import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from 'shared-lib/apps';
import { canberraDate } from 'shared-lib/clock';
import type { RemoteName } from 'shared-lib/contracts';
import { folderDifferences, readReleaseFiles, releaseLabel } from 'shared-lib/release-files';
import { pruneGenerations } from '../generations/generationStore';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import { generationsDir } from '../generations/siteState';
import { updateServedState } from '../nginx/servedBy';
import { distOf } from '../origins/siteApps';
import type { SiteOrigins } from '../origins/siteOrigins';
import { checkContract, contractProblems } from '../release/contractCheck';
import { checkVersionName, releasesOf } from '../release/releaseStore';
import {
  applyChange,
  describeChange,
  inputsOf,
  remoteOfWorkspace,
  type Change,
  type GenerationInputs,
} from '../site-state/changes';
import { prunePreviews, writePreviewFolder } from '../site-state/previewFolder';
import { PREVIEW_PREFIX } from 'shared-lib/routes';
import {
  currentOf,
  emptyDocument,
  type Candidate,
  type SiteStateDocument,
} from '../site-state/siteStateDocument';
import { writeSiteState } from '../site-state/stateFile';
import {
  isFresh,
  transition,
  TransitionRefused,
  type Action,
  type TransitionResult,
} from '../site-state/transition';
import { OperationLock, type LockHolder, type SharedLease } from './operationLock';
import { renderGeneration, shellBuildOf, type RenderContext } from './renderGeneration';
import { runRenderWorker } from './runRenderWorker';
import type { OriginNodes } from './originNodes';
import { linkServedFolders } from './servedFolders';
import { fileStateStore, type ReleaseStateStore } from './stateStore';

/** Who asks for a change: the person or token, and the command line it came from. */
export type Asker = Omit<LockHolder, 'since'> & {
  /** When the command started (ms since the epoch): its seconds are counted from there. */
  started: number;
  /**
   * How long the command waits for another one before it is refused (the command line's
   * RELEASE_LOCK_WAIT_SECONDS); the service's own setting when it says nothing.
   */
  waitMs?: number;
};

/** What a command is answered: what was done, in lines, and how long it took. */
export interface Answer {
  said: string[];
  seconds: number;
  entry?: ReleaseLogEntry;
  candidate?: Candidate;
  /** A staged candidate's preview address. */
  preview?: string;
}

/** A command refused as asked, naming the cause: nothing was changed. */
export class ReleaseRefused extends Error {}

export interface ReleaseServiceOptions {
  stateDir: string;
  releasesRoot: string;
  shellDist: string;
  /** Each remote's build served at its origin's root: its workspace's `dist/` by default. */
  rootBuilds?: Record<RemoteName, string>;
  origins: SiteOrigins;
  /** How long a command waits for another one before it is refused. */
  lockWaitMs: number;
  log: (line: string) => void;
  now?: () => Date;
  /** The pre-render of one generation (a worker process by default). */
  render?: typeof runRenderWorker;
  /**
   * Where the site's state, the log and the lock live: the state folder's files by default,
   * PostgreSQL shared by several instances (`postgresStateStore`, decision 390).
   */
  store?: ReleaseStateStore;
  /**
   * The origin nodes that serve what the state says (decision 392): each generation is staged on
   * every one before a change names it, and every change reaches all of them before it is answered.
   */
  originNodes?: OriginNodes;
}

/** Seconds since a command started, to the hundredth: a switch takes a few hundredths. */
export const secondsSince = (started: number) => Math.round((Date.now() - started) / 10) / 100;
const seconds = secondsSince;
const newToken = () => randomBytes(24).toString('base64url');

/** A candidate's id names its change, so staging the same change again replaces it. */
export function candidateIdOf(change: Change): string {
  switch (change.kind) {
    case 'release':
      return `${change.workspace}@${change.version ?? 'origin-root'}${change.undo ? '~undo' : ''}`;
    case 'content':
      return `content@${(change.content ?? 'build').slice(0, 12)}`;
    case 'rerender':
      return `rerender@${change.renderDate}`;
    case 'disable':
    case 'enable':
      return `${change.workspace}@${change.kind}`;
  }
}

/**
 * The one writer of the site's state (decision 311). Renders candidates beside what is served
 * (one render at a time, never under the state's lock), and changes the state document through
 * `transition` under its lock, one change at a time; after each change the served links, nginx's
 * routing and policy, and the files no longer needed follow from the document.
 */
export class ReleaseService {
  private document: SiteStateDocument;
  private readonly store: ReleaseStateStore;
  private readonly stateLock: OperationLock;
  private readonly renderLock = new OperationLock('the renderer');
  /**
   * Held by the one instance that runs the clockwork (schedules, the midnight, the canary
   * watcher) when several share the state; null on the state folder's files (one instance).
   */
  readonly clockworkLease: SharedLease | null;
  /** Generations and content being made, not yet named by the document: pruning keeps them. */
  private readonly making = { generations: new Set<string>(), content: new Set<string>() };
  private housekeeping: Promise<unknown> = Promise.resolve();
  private readonly shellBuild: string;

  private constructor(private readonly options: ReleaseServiceOptions) {
    this.shellBuild = shellBuildOf(options.shellDist);
    this.store = options.store ?? fileStateStore(options.stateDir, options.releasesRoot);
    this.stateLock = new OperationLock('the site state', this.store.lease('state'));
    this.clockworkLease = this.store.lease('clockwork');
    this.document = emptyDocument(options.origins.shell, this.now());
  }

  /** The service over the state its store holds (a new document when it holds none). */
  static async open(options: ReleaseServiceOptions): Promise<ReleaseService> {
    const service = new ReleaseService(options);
    await service.refresh();
    return service;
  }

  get state(): SiteStateDocument {
    return this.document;
  }

  /** `{releasesRoot}/{workspace}/{version}/`: where releases are put in place. */
  get releasesRoot(): string {
    return this.options.releasesRoot;
  }

  /** Where the state lives, in words. */
  get storedIn(): string {
    return this.store.where;
  }

  /**
   * Reads the stored document again: another instance sharing the store may have changed it.
   * Never goes back to an older revision than the one this instance has written.
   */
  async refresh(): Promise<SiteStateDocument> {
    const stored = await this.store.read();
    if (stored && stored.revision > this.document.revision) this.document = stored;
    return this.document;
  }

  close(): Promise<void> {
    return this.store.close();
  }

  log(line: string): void {
    this.options.log(line);
  }

  /** Published content being built and rendered: kept by the pruning until a generation names it. */
  keepContent(hash: string): void {
    this.making.content.add(hash);
  }

  doneWithContent(hash: string): void {
    this.making.content.delete(hash);
  }

  /** A rendered generation the document names now (or never will): the pruning may judge it. */
  doneWith(generation: string): void {
    this.making.generations.delete(generation);
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  previewUrl(candidate: Candidate): string {
    return `${this.options.origins.shell}${PREVIEW_PREFIX}${candidate.previewToken}/`;
  }

  recentLog(count = 100): Promise<ReleaseLogEntry[]> {
    return this.store.recentLog(count);
  }

  private get renderContext(): RenderContext {
    return {
      stateDir: this.options.stateDir,
      shellDist: this.options.shellDist,
      origins: this.options.origins,
      releasesRoot: this.options.releasesRoot,
      rootBuilds:
        this.options.rootBuilds ??
        (Object.fromEntries(REMOTE_APPS.map((app) => [app.name, distOf(app)])) as Record<
          RemoteName,
          string
        >),
      log: this.options.log,
      ...(this.options.render ? { render: this.options.render } : {}),
    };
  }

  // The methods below without `private` are the building blocks of the operations in this
  // folder (canaryOperations, contentOperations, scheduleOperations); commands reach them
  // through the service's HTTP interface only.

  /**
   * Applies one change under the state's lock, computed from the stored document as it is now:
   * written by compare-and-set on its revision with its log entry, then linked.
   */
  async apply(
    asker: Asker,
    action: Action,
  ): Promise<TransitionResult & { logged?: ReleaseLogEntry }> {
    return this.stateLock.run(asker, asker.waitMs ?? this.options.lockWaitMs, async () => {
      const base = await this.refresh();
      const result = transition(base, action, { now: this.now(), actor: asker.actor });
      // Nothing is written unless every origin node holds what the new document names.
      await this.options.originNodes?.stage(Object.keys(result.document.generations));
      const logged: ReleaseLogEntry | undefined = result.entry
        ? { ...result.entry, seconds: seconds(asker.started) }
        : undefined;
      await this.store.commit(result.document, base.revision, logged);
      this.document = result.document;
      if (!this.store.inStateFolder) writeSiteState(this.options.stateDir, this.document);
      linkServedFolders(this.options.stateDir, this.document);
      await this.options.originNodes?.follow(base, this.document);
      return logged ? { ...result, logged } : result;
    });
  }

  /**
   * A change the service could not make, in the release log beside those it made (`outcome:
   * 'failed'` and the cause; the alerts read it): nothing was switched, so the entry names the
   * generation still served.
   */
  async logFailure(
    asker: Asker,
    failed: Pick<ReleaseLogEntry, 'action' | 'change' | 'reason' | 'workspace'>,
    error: Error,
  ): Promise<ReleaseLogEntry> {
    const current = currentOf(this.document);
    const entry: ReleaseLogEntry = {
      time: this.now().toISOString(),
      actor: asker.actor,
      ...failed,
      site: this.document.site,
      generation: current ?? '',
      previousGeneration: null,
      renderDate: current
        ? this.document.generations[current]!.renderDate
        : canberraDate(this.now()),
      pages: 0,
      seconds: seconds(asker.started),
      outcome: 'failed',
      error: error.message,
    };
    await this.store.appendLog(entry);
    return entry;
  }

  /**
   * What follows a change of the document, in order: nginx's routing and policy, then the
   * folders nobody is served from any more. Awaited when the answer depends on it (a preview
   * address, a canary's cohorts); otherwise after the answer.
   */
  settle(): Promise<unknown> {
    this.housekeeping = this.housekeeping
      .catch(() => undefined)
      .then(async () => {
        await updateServedState(this.options.stateDir, this.document);
        const document = this.document;
        pruneGenerations(
          this.options.stateDir,
          new Set([...Object.keys(document.generations), ...this.making.generations]),
          new Set([
            ...Object.values(document.generations).map((info) => info.content ?? null),
            ...this.making.content,
          ]),
        );
        prunePreviews(
          this.options.stateDir,
          document.candidates.map((candidate) => candidate.previewToken),
        );
      })
      .catch((error: Error) => this.options.log(`After the change: ${error.message}`));
    return this.housekeeping;
  }

  /** The inputs of what is served now; before the first generation, the releases promoted. */
  servedInputs(): GenerationInputs {
    const current = currentOf(this.document);
    if (current)
      return { ...inputsOf(this.document.generations[current]!), shellBuild: this.shellBuild };
    const releases: GenerationInputs['releases'] = {};
    for (const app of REMOTE_APPS)
      if (!(app.workspace in this.document.disabled))
        releases[app.name as RemoteName] =
          this.document.promotions[app.workspace]?.at(-1)?.version ?? null;
    return {
      releases,
      content: null,
      renderDate: canberraDate(this.now()),
      shellBuild: this.shellBuild,
    };
  }

  /** The release a remote has in what is served now (null: its origin's root, or switched off). */
  servedVersionOf(workspace: string): string | null {
    return this.servedInputs().releases[remoteOfWorkspace(workspace)] ?? null;
  }

  /** Refuses a release that was never made or no longer keeps its remote's contract. */
  checkRelease(change: Change): void {
    if (change.kind !== 'release') return;
    const off = this.document.disabled[change.workspace];
    if (off)
      throw new ReleaseRefused(
        `${change.workspace} is switched off since ${off.at} by ${off.by}: run \`release enable ${change.workspace}\` first`,
      );
    if (change.version === null) return;
    try {
      checkVersionName(change.version);
    } catch (error) {
      throw new ReleaseRefused((error as Error).message);
    }
    const name = remoteOfWorkspace(change.workspace);
    const dir = path.join(releasesOf(this.options.releasesRoot, change.workspace), change.version);
    if (!existsSync(dir))
      throw new ReleaseRefused(`${change.workspace} ${change.version} has not been released`);
    const problems = contractProblems(checkContract(name, dir));
    if (problems.length > 0)
      throw new ReleaseRefused(
        `${change.workspace} ${change.version} is refused: ${problems.join('; ')}`,
      );
    // The folder as its list made it, every file hashed again (decision 381): whatever changed
    // it since it was put in place, nothing of it is staged or switched to.
    let differences: string[];
    try {
      const list = readReleaseFiles(dir);
      differences =
        list.workspace === change.workspace && list.version === change.version
          ? folderDifferences(dir, list)
          : [`its files.json is the list of ${releaseLabel(list)}`];
    } catch (error) {
      differences = [(error as Error).message];
    }
    if (differences.length > 0)
      throw new ReleaseRefused(
        `${change.workspace} ${change.version} (${dir}) is refused: ${differences.join('; ')}; nothing of it was run`,
      );
  }

  /** Renders a new generation from `inputs` (the render lock is held by the caller). */
  async render(asker: Asker, inputs: GenerationInputs, reason: string) {
    const { allocated } = await this.apply(asker, { type: 'allocate' });
    const id = allocated!;
    this.making.generations.add(id);
    try {
      const info = await renderGeneration(this.renderContext, {
        id,
        inputs,
        reason,
        actor: asker.actor,
        now: () => this.now(),
      });
      // Fetched and verified by every origin node now, so the switch to it waits for nobody.
      await this.options.originNodes?.stage([id]);
      return info;
    } catch (error) {
      this.making.generations.delete(id);
      throw error;
    }
  }

  /**
   * Renders `change` on what is served (or on `base`, for a candidate of another generation, as
   * the midnight's rollback target) and stages it; a fresh candidate of the same change is kept
   * as it is. The render lock is held by the caller.
   */
  async stageLocked(
    asker: Asker,
    change: Change,
    label = describeChange(change),
    base?: GenerationInputs,
    id = candidateIdOf(change),
  ) {
    this.checkRelease(change);
    const earlier = this.document.candidates.find((candidate) => candidate.id === id);
    if (earlier && !base && isFresh(this.document, earlier))
      return { candidate: earlier, rendered: false };
    const basedOn = currentOf(this.document);
    const inputs = base ?? applyChange(this.servedInputs(), change);
    const info = await this.render(asker, inputs, `stage ${label}`);
    try {
      const previewToken = earlier?.previewToken ?? newToken();
      writePreviewFolder(
        this.options.stateDir,
        path.join(generationsDir(this.options.stateDir), info.id),
        previewToken,
        label,
      );
      await this.apply(asker, {
        type: 'stage',
        candidate: { id, change, label, generation: info.id, previewToken, basedOn },
        generation: info,
      });
    } finally {
      this.making.generations.delete(info.id);
    }
    const candidate = this.document.candidates.find((one) => one.id === id)!;
    return { candidate, rendered: true };
  }

  withRenderLock<T>(asker: Asker, work: () => Promise<T>): Promise<T> {
    return this.renderLock.run(asker, asker.waitMs ?? this.options.lockWaitMs, work, (holder) =>
      this.options.log(`${asker.command} waits for \`${holder.command}\` (${holder.actor})`),
    );
  }

  /** `stage`: renders a candidate beside what is served and gives its preview address. */
  async stage(asker: Asker, change: Change, label?: string): Promise<Answer> {
    const { candidate, rendered } = await this.withRenderLock(asker, () =>
      this.stageLocked(asker, change, label),
    );
    await this.settle();
    const preview = this.previewUrl(candidate);
    return {
      said: [
        rendered
          ? `Staged ${candidate.label} as generation ${candidate.generation} (on ${candidate.basedOn ?? 'nothing served'}), ${seconds(asker.started)} s`
          : `${candidate.label} is staged already as generation ${candidate.generation}, ${seconds(asker.started)} s`,
        'Preview (shareable; never indexed; until promoted or discarded):',
        preview,
      ],
      seconds: seconds(asker.started),
      candidate,
      preview,
    };
  }

  /** The candidate a command names: its id, preview token or generation, or its release. */
  findCandidate(ref: { candidate?: string; change?: Change }): Candidate | undefined {
    return this.document.candidates.find((candidate) =>
      ref.candidate !== undefined
        ? [candidate.id, candidate.previewToken, candidate.generation].includes(ref.candidate)
        : ref.change !== undefined && candidate.id === candidateIdOf(ref.change),
    );
  }

  /**
   * `promote`: a staged candidate that is fresh is only a switch; a stale one is rendered again
   * on what is served first; a release never staged is staged and switched in one command.
   */
  async promote(asker: Asker, ref: { candidate?: string; change?: Change }): Promise<Answer> {
    const staged = this.findCandidate(ref);
    if (!staged && !ref.change) throw new ReleaseRefused(`No staged candidate ${ref.candidate}`);
    // A fresh candidate is only switched to: its release is checked again here, not rendered.
    if (staged) this.checkRelease(staged.change);
    const switchTo = async (candidate: Candidate) => {
      const result = await this.apply(asker, { type: 'promote', candidate: candidate.id });
      return { result, candidate };
    };
    let outcome: Awaited<ReturnType<typeof switchTo>>;
    if (staged && isFresh(this.document, staged)) {
      try {
        outcome = await switchTo(staged);
      } catch (error) {
        if (!(error instanceof TransitionRefused && error.reason === 'stale')) throw error;
        outcome = await this.withRenderLock(asker, async () =>
          switchTo((await this.stageLocked(asker, staged.change, staged.label)).candidate),
        );
      }
    } else {
      const change = staged?.change ?? ref.change!;
      outcome = await this.withRenderLock(asker, async () =>
        switchTo((await this.stageLocked(asker, change, staged?.label)).candidate),
      );
    }
    void this.settle();
    const { result, candidate } = outcome;
    return {
      said: [
        `Promoted ${candidate.label}: generation ${candidate.generation} served, ${seconds(asker.started)} s`,
      ],
      seconds: seconds(asker.started),
      ...(result.logged ? { entry: result.logged } : {}),
    };
  }

  /** Renders `change` on what is served and switches to it in one command. */
  async renderAndSwitch(asker: Asker, change: Change, reason: string) {
    return this.withRenderLock(asker, async () => {
      const info = await this.render(asker, applyChange(this.servedInputs(), change), reason);
      try {
        return await this.apply(asker, { type: 'adopt', generation: info, change, reason });
      } finally {
        this.making.generations.delete(info.id);
      }
    });
  }

  /**
   * `rollback`: back to the generation served before, kept ready: a switch. For a remote, when
   * the generation before is not that remote's earlier release with everything else as served,
   * that release is rendered first.
   */
  async rollback(asker: Asker, workspace?: string): Promise<Answer> {
    let result: TransitionResult & { logged?: ReleaseLogEntry };
    let rendered = false;
    try {
      result = await this.apply(asker, { type: 'rollback', ...(workspace ? { workspace } : {}) });
    } catch (error) {
      if (!(error instanceof TransitionRefused && error.reason === 'needs-render' && error.change))
        throw error;
      this.options.log(`${error.message}: rendering it`);
      result = await this.renderAndSwitch(asker, error.change, `rollback ${workspace}`);
      rendered = true;
    }
    void this.settle();
    const entry = result.logged!;
    const label = (version: string | null | undefined) => version ?? 'origin root';
    return {
      said: [
        workspace
          ? `Rolled ${workspace} back from ${label(entry.from)} to ${label(entry.to)}: generation ${entry.generation} served, ${entry.seconds} s${rendered ? ' (rendered: the generation before was not kept ready)' : ''}`
          : `Rolled back to generation ${entry.generation} (was ${entry.previousGeneration}), ${entry.seconds} s`,
      ],
      seconds: seconds(asker.started),
      entry,
    };
  }
}
