import type { GenerationInfo } from '../generations/generationStore';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import { EMPTY_HASHES, mergeHashes } from '../prerender/inlineHashes';
import {
  applyChange,
  describeChange,
  inputsOf,
  remoteOfWorkspace,
  sameInputs,
  type Change,
} from './changes';
import {
  currentOf,
  generationIdOf,
  previousOf,
  type CanaryLimits,
  type Candidate,
  type Schedule,
  type SiteStateDocument,
} from './siteStateDocument';

/** Everything that changes the site's state: the release service applies one at a time. */
export type Action =
  /** Hands out the next generation id, for a render about to start. */
  | { type: 'allocate' }
  /** A rendered candidate (new, or rendered again on what is served now: same id and token). */
  | { type: 'stage'; candidate: Omit<Candidate, 'stagedAt' | 'by'>; generation: GenerationInfo }
  | { type: 'promote'; candidate: string }
  /** A generation rendered and switched to in one go (the start's render, a publish). */
  | {
      type: 'adopt';
      generation: GenerationInfo;
      change: Change | null;
      reason: string;
    }
  | { type: 'rollback'; workspace?: string }
  | { type: 'canary'; candidate: string; percent: number; limits: CanaryLimits }
  | { type: 'abort'; reason: string; figures?: string }
  | { type: 'promote-canary' }
  | { type: 'discard'; candidate: string }
  | { type: 'schedule'; schedule: Omit<Schedule, 'by' | 'createdAt' | 'state'> }
  | { type: 'unschedule'; id: string }
  | { type: 'schedule-update'; id: string; patch: Partial<Schedule> }
  /**
   * The Canberra midnight: the served generation and the one before it, staged ahead for the new
   * day (two candidates), take their places in one step, so a rollback after midnight is a
   * switch too.
   */
  | {
      type: 'midnight';
      current: string;
      previous: string | null;
      renderedOn: { current: string; previous: string | null };
    };

export interface TransitionContext {
  now: Date;
  actor: string;
}

/** A change of what is served, for the release log (the service adds the seconds it took). */
export type LogDraft = Omit<ReleaseLogEntry, 'seconds'>;

export interface TransitionResult {
  document: SiteStateDocument;
  /** What happened, in words, for the command's answer. */
  said: string;
  entry: LogDraft | null;
  /** Generations the document no longer names: their folders may go. */
  released: string[];
  /** `allocate`'s id. */
  allocated?: string;
}

/** A change that cannot be made as asked: the document stays as it was. */
export class TransitionRefused extends Error {
  constructor(
    message: string,
    /**
     * `stale`: the candidate was rendered on another generation than the served one and must be
     * rendered again first; `needs-render`: the rollback's target is not kept ready.
     */
    readonly reason: 'refused' | 'stale' | 'needs-render' = 'refused',
    readonly change?: Change,
  ) {
    super(message);
  }
}

/** How many generations served to everyone are kept (`current`, `previous` and one more). */
export const KEPT_SERVED = 3;

const clone = (document: SiteStateDocument): SiteStateDocument => structuredClone(document);

function generationOf(document: SiteStateDocument, id: string): GenerationInfo {
  const info = document.generations[id];
  if (!info) throw new TransitionRefused(`Generation ${id} is not in the site's state`);
  return info;
}

function candidateOf(document: SiteStateDocument, id: string): Candidate {
  const candidate = document.candidates.find(
    (one) => one.id === id || one.generation === id || one.previewToken === id,
  );
  if (!candidate)
    throw new TransitionRefused(
      `No staged candidate ${id}; staged: ${document.candidates.map((one) => `${one.id} (${one.label})`).join(', ') || 'none'}`,
    );
  return candidate;
}

/** A candidate is fresh when it is what is served now with its change, rendered. */
export function isFresh(document: SiteStateDocument, candidate: Candidate): boolean {
  const current = currentOf(document);
  const rendered = inputsOf(generationOf(document, candidate.generation));
  if (!current) return true;
  return sameInputs(
    rendered,
    applyChange(inputsOf(generationOf(document, current)), candidate.change),
  );
}

function refuseDuringCanary(document: SiteStateDocument, what: string): void {
  const canary = document.canary;
  if (canary)
    throw new TransitionRefused(
      `${what} is refused: a canary of ${canary.workspace} ${canary.version} (${canary.percent}%) is running since ${canary.startedAt}; run \`release promote ${canary.workspace}\` or \`release abort ${canary.workspace}\` first`,
    );
}

/**
 * Drops what no longer needs keeping: generations beyond the newest KEPT_SERVED served ones that
 * no candidate, canary or schedule names; and recomputes the policy from the kept ones.
 */
function keepOnly(document: SiteStateDocument): string[] {
  document.served = document.served.slice(-KEPT_SERVED);
  const kept = new Set([
    ...document.served,
    ...document.candidates.map((candidate) => candidate.generation),
    ...(document.canary ? [document.canary.generation, document.canary.stableGeneration] : []),
  ]);
  const released = Object.keys(document.generations).filter((id) => !kept.has(id));
  for (const id of released) delete document.generations[id];
  document.policy = Object.values(document.generations).reduce(
    (policy, info) => mergeHashes(policy, info.hashes ?? EMPTY_HASHES),
    EMPTY_HASHES,
  );
  return released;
}

/** Records a promotion or undoes the last one, for the workspaces a change moves. */
function recordPromotion(
  document: SiteStateDocument,
  change: Change | null,
  context: TransitionContext,
): void {
  if (change?.kind === 'release') {
    const list = document.promotions[change.workspace] ?? [];
    document.promotions[change.workspace] = change.undo
      ? list.slice(0, -1)
      : change.version === null
        ? []
        : [...list, { version: change.version, at: context.now.toISOString(), by: context.actor }];
  }
  if (change?.kind === 'disable') {
    const name = remoteOfWorkspace(change.workspace);
    const current = currentOf(document);
    const before = current ? document.generations[current]?.releases[name] : null;
    document.disabled[change.workspace] = {
      at: context.now.toISOString(),
      by: context.actor,
      version: before ?? null,
    };
  }
  if (change?.kind === 'enable') delete document.disabled[change.workspace];
}

function logDraft(
  document: SiteStateDocument,
  context: TransitionContext,
  fields: Pick<LogDraft, 'action' | 'change' | 'reason' | 'generation'> &
    Partial<Pick<LogDraft, 'workspace' | 'from' | 'to' | 'figures' | 'previousGeneration'>>,
): LogDraft {
  const info = document.generations[fields.generation];
  return {
    time: context.now.toISOString(),
    actor: context.actor,
    site: document.site,
    previousGeneration: currentOf(document),
    renderDate: info?.renderDate ?? '',
    pages: info?.pages ?? 0,
    ...fields,
  };
}

/** The release a workspace has in a generation, or null (origin root, or switched off). */
function versionIn(document: SiteStateDocument, id: string | null, workspace: string) {
  if (!id) return null;
  return document.generations[id]?.releases[remoteOfWorkspace(workspace)] ?? null;
}

/** The log's words for a switch to a generation that made `change`. */
function switchFields(document: SiteStateDocument, change: Change | null, generation: string) {
  if (change?.kind === 'release' || change?.kind === 'enable' || change?.kind === 'disable') {
    const from = versionIn(document, currentOf(document), change.workspace);
    const to = change.kind === 'disable' ? null : change.version;
    return {
      workspace: change.workspace,
      from,
      to,
      change:
        change.kind === 'disable'
          ? `${change.workspace} switched off: every page shows its fallback`
          : `${change.workspace} ${from ?? 'origin root'} → ${to ?? 'origin root'}`,
    };
  }
  if (change?.kind === 'content') {
    const before = document.generations[currentOf(document) ?? '']?.content ?? 'of the build';
    return { change: `content ${before} → ${change.content ?? 'of the build'}` };
  }
  const before = document.generations[currentOf(document) ?? '']?.renderDate;
  const after = document.generations[generation]?.renderDate;
  return {
    change:
      before === after ? `render date ${after}` : `render date ${before ?? 'none'} → ${after}`,
  };
}

const ACTION_OF_CHANGE = {
  release: 'promote',
  content: 'publish',
  rerender: 'rerender',
  disable: 'disable',
  enable: 'enable',
} as const;

/** Serves `generation` to everyone from now on: the one before it becomes `previous`. */
function switchTo(
  document: SiteStateDocument,
  context: TransitionContext,
  generation: string,
  change: Change | null,
  reason: string,
): LogDraft {
  const action =
    change?.kind === 'release' && change.undo
      ? 'rollback'
      : change
        ? ACTION_OF_CHANGE[change.kind]
        : 'rerender';
  const entry = logDraft(document, context, {
    action,
    reason,
    generation,
    ...switchFields(document, change, generation),
  });
  recordPromotion(document, change, context);
  document.served = [...document.served.filter((id) => id !== generation), generation];
  return entry;
}

type Handler<T extends Action['type']> = (
  document: SiteStateDocument,
  action: Extract<Action, { type: T }>,
  context: TransitionContext,
) => Omit<TransitionResult, 'document' | 'released'>;

const handlers: { [T in Action['type']]: Handler<T> } = {
  allocate(document) {
    const allocated = generationIdOf(document.nextGeneration);
    document.nextGeneration += 1;
    return { said: `Generation ${allocated} handed out`, entry: null, allocated };
  },

  stage(document, { candidate, generation }, context) {
    document.generations[generation.id] = generation;
    const earlier = document.candidates.findIndex((one) => one.id === candidate.id);
    const staged: Candidate = {
      ...candidate,
      stagedAt: context.now.toISOString(),
      by: context.actor,
    };
    if (earlier >= 0) document.candidates[earlier] = staged;
    else document.candidates.push(staged);
    return {
      said: `Staged ${staged.label} as generation ${generation.id}`,
      entry: logDraft(document, context, {
        action: 'stage',
        change: staged.label,
        reason: `stage ${staged.label}`,
        generation: generation.id,
        ...(candidate.change.kind === 'release'
          ? {
              workspace: candidate.change.workspace,
              from: versionIn(document, currentOf(document), candidate.change.workspace),
              to: candidate.change.version,
            }
          : {}),
      }),
    };
  },

  promote(document, { candidate: id }, context) {
    const candidate = candidateOf(document, id);
    refuseDuringCanary(document, `promote ${candidate.label}`);
    if (!isFresh(document, candidate))
      throw new TransitionRefused(
        `${candidate.label} was staged on generation ${candidate.basedOn ?? 'none'}, and generation ${currentOf(document)} is served now`,
        'stale',
        candidate.change,
      );
    document.candidates = document.candidates.filter((one) => one.id !== candidate.id);
    const entry = switchTo(
      document,
      context,
      candidate.generation,
      candidate.change,
      `promote ${candidate.label}`,
    );
    return {
      said: `Promoted ${candidate.label}: generation ${candidate.generation} served`,
      entry,
    };
  },

  adopt(document, { generation, change, reason }, context) {
    if (change) refuseDuringCanary(document, reason);
    document.generations[generation.id] = generation;
    const entry = switchTo(document, context, generation.id, change, reason);
    return { said: `Generation ${generation.id} served (${reason})`, entry };
  },

  rollback(document, { workspace }, context) {
    refuseDuringCanary(document, `rollback${workspace ? ` ${workspace}` : ''}`);
    const current = currentOf(document);
    const previous = previousOf(document);
    if (!current) throw new TransitionRefused('No generation is served yet');
    if (workspace) {
      const history = document.promotions[workspace] ?? [];
      if (history.length === 0)
        throw new TransitionRefused(`${workspace} has no promoted version to roll back`);
      const target = history.at(-2)?.version ?? null;
      const undo: Change = { kind: 'release', workspace, version: target, undo: true };
      const wanted = applyChange(inputsOf(generationOf(document, current)), undo);
      if (!previous || !sameInputs(inputsOf(generationOf(document, previous)), wanted))
        throw new TransitionRefused(
          `The generation before ${current} is not ${describeChange(undo)} with everything else as served`,
          'needs-render',
          undo,
        );
      document.promotions[workspace] = history.slice(0, -1);
    } else if (!previous)
      throw new TransitionRefused(`Generation ${current} has none before it to roll back to`);
    const fields = workspace
      ? {
          workspace,
          from: versionIn(document, current, workspace),
          to: versionIn(document, previous, workspace),
          change: `${workspace} ${versionIn(document, current, workspace) ?? 'origin root'} → ${versionIn(document, previous, workspace) ?? 'origin root'}`,
        }
      : { change: `generation ${current} → ${previous}` };
    const entry = logDraft(document, context, {
      action: 'rollback',
      reason: `rollback${workspace ? ` ${workspace}` : ''}`,
      generation: previous!,
      ...fields,
    });
    document.served = document.served.slice(0, -1);
    return { said: `Rolled back: generation ${previous} served (was ${current})`, entry };
  },

  canary(document, { candidate: id, percent, limits }, context) {
    const candidate = candidateOf(document, id);
    refuseDuringCanary(document, `canary ${candidate.label}`);
    if (candidate.change.kind !== 'release' || candidate.change.version === null)
      throw new TransitionRefused(`A canary is a remote's release; ${candidate.label} is not`);
    const stable = currentOf(document);
    if (!stable) throw new TransitionRefused('No generation is served yet: start the site first');
    if (!isFresh(document, candidate))
      throw new TransitionRefused(`${candidate.label} is stale`, 'stale', candidate.change);
    const { workspace, version } = candidate.change;
    document.canary = {
      candidate: candidate.id,
      workspace,
      remote: remoteOfWorkspace(workspace),
      version,
      percent,
      generation: candidate.generation,
      stableGeneration: stable,
      startedAt: context.now.toISOString(),
      by: context.actor,
      limits,
    };
    return {
      said: `Canary ${candidate.label}: generation ${candidate.generation} for ${percent}% of first visits (stable: ${stable})`,
      entry: logDraft(document, context, {
        action: 'canary',
        workspace,
        from: versionIn(document, stable, workspace),
        to: version,
        change: `${workspace} ${versionIn(document, stable, workspace) ?? 'origin root'} → ${version} for ${percent}% of first visits`,
        reason: `canary ${workspace} ${version} ${percent}%`,
        generation: candidate.generation,
      }),
    };
  },

  abort(document, { reason, figures }, context) {
    const canary = document.canary;
    if (!canary) throw new TransitionRefused('No canary is running');
    document.canary = null;
    document.candidates = document.candidates.filter((one) => one.id !== canary.candidate);
    return {
      said: `Aborted the canary of ${canary.workspace} ${canary.version} (${reason}${figures ? `: ${figures}` : ''}); everyone gets generation ${canary.stableGeneration}`,
      entry: logDraft(document, context, {
        action: 'abort',
        workspace: canary.workspace,
        from: canary.version,
        to: versionIn(document, canary.stableGeneration, canary.workspace),
        change: `${canary.workspace} canary ${canary.version} ended: its ${canary.percent}% back to the stable release`,
        reason,
        ...(figures ? { figures } : {}),
        generation: canary.stableGeneration,
        previousGeneration: canary.generation,
      }),
    };
  },

  'promote-canary'(document, _action, context) {
    const canary = document.canary;
    if (!canary) throw new TransitionRefused('No canary is running');
    const candidate = candidateOf(document, canary.candidate);
    document.canary = null;
    document.candidates = document.candidates.filter((one) => one.id !== candidate.id);
    const entry = switchTo(
      document,
      context,
      candidate.generation,
      candidate.change,
      `promote ${candidate.label} (canary)`,
    );
    return {
      said: `The canary ended: ${candidate.label} is served to everyone (generation ${candidate.generation})`,
      entry,
    };
  },

  discard(document, { candidate: id }, context) {
    const candidate = candidateOf(document, id);
    if (document.canary?.candidate === candidate.id)
      throw new TransitionRefused(`${candidate.label} is the running canary: abort it instead`);
    document.candidates = document.candidates.filter((one) => one.id !== candidate.id);
    return {
      said: `Discarded ${candidate.label} (generation ${candidate.generation}); its preview address is gone`,
      entry: logDraft(document, context, {
        action: 'discard',
        change: candidate.label,
        reason: `discard ${candidate.label}`,
        generation: candidate.generation,
      }),
    };
  },

  schedule(document, { schedule }, context) {
    document.schedules.push({
      ...schedule,
      by: context.actor,
      createdAt: context.now.toISOString(),
      state: 'waiting',
    });
    return {
      said: `Scheduled ${schedule.label} at ${schedule.at}${schedule.until ? ` until ${schedule.until}` : ''} (schedule ${schedule.id})`,
      entry: logDraft(document, context, {
        action: 'schedule',
        change: `${schedule.label} at ${schedule.at}${schedule.until ? ` until ${schedule.until}` : ''}`,
        reason: `schedule ${schedule.id}`,
        generation: currentOf(document) ?? '',
      }),
    };
  },

  unschedule(document, { id }, context) {
    const schedule = document.schedules.find((one) => one.id === id);
    if (!schedule) throw new TransitionRefused(`No schedule ${id}`);
    if (schedule.state !== 'waiting' && schedule.state !== 'live')
      throw new TransitionRefused(`Schedule ${id} has ${schedule.state} already`);
    schedule.state = 'cancelled';
    schedule.outcome = `cancelled ${context.now.toISOString()} by ${context.actor}`;
    document.candidates = document.candidates.filter(
      (one) => one.id !== schedule.candidate && one.id !== schedule.undoCandidate,
    );
    return {
      said: `Cancelled schedule ${id} (${schedule.label})`,
      entry: logDraft(document, context, {
        action: 'unschedule',
        change: `${schedule.label} at ${schedule.at}`,
        reason: `unschedule ${id}`,
        generation: currentOf(document) ?? '',
      }),
    };
  },

  'schedule-update'(document, { id, patch }) {
    const schedule = document.schedules.find((one) => one.id === id);
    if (!schedule) throw new TransitionRefused(`No schedule ${id}`);
    Object.assign(schedule, patch);
    return { said: `Schedule ${id}: ${schedule.state}`, entry: null };
  },

  midnight(document, { current: currentId, previous: previousId, renderedOn }, context) {
    if (currentOf(document) !== renderedOn.current || previousOf(document) !== renderedOn.previous)
      throw new TransitionRefused(
        `The midnight generations were rendered on ${renderedOn.current}, and ${currentOf(document)} is served now`,
        'stale',
      );
    const current = candidateOf(document, currentId);
    const previous = previousId === null ? null : candidateOf(document, previousId);
    const entry = logDraft(document, context, {
      action: 'rerender',
      reason: 'Canberra midnight',
      generation: current.generation,
      ...switchFields(document, null, current.generation),
    });
    document.candidates = document.candidates.filter((one) => one !== current && one !== previous);
    document.served = [
      ...document.served.slice(0, previous ? -2 : -1),
      ...(previous ? [previous.generation] : []),
      current.generation,
    ];
    return {
      said: `Canberra midnight: generation ${current.generation} served for ${document.generations[current.generation]!.renderDate}`,
      entry,
    };
  },
};

/**
 * Every change of the site's state, computed from the document as it is: the new document (one
 * more revision), what to log, and the generations no longer needed. Pure: the release service
 * writes the result under its lock and derives the served links from it.
 */
export function transition(
  document: SiteStateDocument,
  action: Action,
  context: TransitionContext,
): TransitionResult {
  const next = clone(document);
  const handler = handlers[action.type] as Handler<Action['type']>;
  const result = handler(next, action, context);
  next.revision += 1;
  next.updatedAt = context.now.toISOString();
  const released = keepOnly(next);
  return { document: next, released, ...result };
}
