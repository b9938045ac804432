import { REMOTE_NAMES } from 'shared-lib/apps';
import type { GenerationInfo } from '../generations/generationStore';
import { applyChange, inputsOf, type Change } from './changes';
import { currentOf, emptyDocument, previousOf, type SiteStateDocument } from './siteStateDocument';
import { isFresh, KEPT_SERVED, transition, TransitionRefused, type Action } from './transition';

const NOW = new Date('2026-11-30T01:00:00Z');
const ana = { now: NOW, actor: 'ana' };

/** Each remote at its origin's root build. */
const everyRemoteAtItsRoot = (): GenerationInfo['releases'] =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, null]));

let nextId = 0;
/** A generation's record, rendered from `inputs` (the ids count up like the service's). */
function generation(
  inputs: Partial<Pick<GenerationInfo, 'releases' | 'content' | 'renderDate'>> = {},
  hashes = { styleElements: [], scripts: [] as string[] },
): GenerationInfo {
  nextId += 1;
  return {
    id: String(nextId).padStart(6, '0'),
    createdAt: NOW.toISOString(),
    renderDate: '2026-11-30',
    reason: 'test',
    actor: 'ana',
    manifest: { remotes: {} as never },
    releases: everyRemoteAtItsRoot(),
    pages: 241,
    renderSeconds: 3,
    content: null,
    shellBuild: 'b1',
    hashes,
    ...inputs,
  };
}

/** Applies actions in order, failing on a refusal. */
function run(document: SiteStateDocument, ...actions: Action[]): SiteStateDocument {
  return actions.reduce((state, action) => transition(state, action, ana).document, document);
}

const served = (info = generation()) =>
  run(emptyDocument('http://127.0.0.1:8080', NOW), {
    type: 'adopt',
    generation: info,
    change: null,
    reason: 'serve',
  });

const xmas: Change = { kind: 'release', workspace: 'mf-gifts', version: '2026-xmas' };

/** Stages `change` rendered on what `document` serves. */
function staged(
  document: SiteStateDocument,
  change: Change,
  token = 'token-of-the-xmas-preview-0',
) {
  const info = generation(
    applyChange(inputsOf(document.generations[currentOf(document)!]!), change),
  );
  return run(document, {
    type: 'stage',
    candidate: {
      id: `c-${info.id}`,
      change,
      label: 'mf-gifts 2026-xmas',
      generation: info.id,
      previewToken: token,
      basedOn: currentOf(document),
    },
    generation: info,
  });
}

describe('transition', () => {
  it('counts revisions and never changes the document it was given', () => {
    const before = served();
    const frozen = JSON.stringify(before);
    const after = transition(before, { type: 'allocate' }, ana);
    expect(JSON.stringify(before)).toBe(frozen);
    expect(after.document.revision).toBe(before.revision + 1);
    expect(after.allocated).toBe('000001');
    expect(after.document.nextGeneration).toBe(before.nextGeneration + 1);
  });

  it('stages a candidate without serving it, then promotes it with a switch only', () => {
    const start = served();
    const current = currentOf(start)!;
    const stagedDocument = staged(start, xmas);
    expect(currentOf(stagedDocument)).toBe(current);
    const [candidate] = stagedDocument.candidates;
    expect(isFresh(stagedDocument, candidate!)).toBe(true);

    const promoted = transition(stagedDocument, { type: 'promote', candidate: candidate!.id }, ana);
    expect(currentOf(promoted.document)).toBe(candidate!.generation);
    expect(previousOf(promoted.document)).toBe(current);
    expect(promoted.document.candidates).toEqual([]);
    expect(promoted.document.promotions['mf-gifts']).toEqual([
      { version: '2026-xmas', at: NOW.toISOString(), by: 'ana' },
    ]);
    expect(promoted.entry).toMatchObject({
      action: 'promote',
      change: 'mf-gifts origin root → 2026-xmas',
      generation: candidate!.generation,
      previousGeneration: current,
      actor: 'ana',
    });
  });

  it('refuses a stale candidate: rendered on a generation that is no longer served', () => {
    const withCandidate = staged(served(), xmas);
    const candidate = withCandidate.candidates[0]!;
    const published = run(withCandidate, {
      type: 'adopt',
      generation: generation({ content: 'c0ffee' }),
      change: { kind: 'content', content: 'c0ffee' },
      reason: 'publish',
    });
    expect(isFresh(published, candidate)).toBe(false);
    expect(() => transition(published, { type: 'promote', candidate: candidate.id }, ana)).toThrow(
      expect.objectContaining({ reason: 'stale', change: xmas }),
    );
  });

  it('rolls back to the generation before in one switch, and a remote to its earlier release', () => {
    const start = served();
    const first = currentOf(start)!;
    const withXmas = staged(start, xmas);
    const promoted = run(withXmas, { type: 'promote', candidate: withXmas.candidates[0]!.id });
    const back = transition(promoted, { type: 'rollback', workspace: 'mf-gifts' }, ana);
    expect(currentOf(back.document)).toBe(first);
    expect(back.document.promotions['mf-gifts']).toEqual([]);
    expect(back.entry).toMatchObject({
      action: 'rollback',
      change: 'mf-gifts 2026-xmas → origin root',
    });
    expect(() =>
      transition(back.document, { type: 'rollback', workspace: 'mf-gifts' }, ana),
    ).toThrow('mf-gifts has no promoted version to roll back');
  });

  it('asks for a render when the generation before is not the remote’s earlier release', () => {
    const start = served();
    const withXmas = staged(start, xmas);
    const promoted = run(withXmas, { type: 'promote', candidate: withXmas.candidates[0]!.id });
    // A publish after the promote: the generation before has the release but not the content.
    const published = run(promoted, {
      type: 'adopt',
      generation: generation({
        releases: { ...generation().releases, gifts: '2026-xmas' },
        content: 'c0ffee',
      }),
      change: { kind: 'content', content: 'c0ffee' },
      reason: 'publish',
    });
    expect(() => transition(published, { type: 'rollback', workspace: 'mf-gifts' }, ana)).toThrow(
      expect.objectContaining({
        reason: 'needs-render',
        change: { kind: 'release', workspace: 'mf-gifts', version: null, undo: true },
      }),
    );
  });

  it('keeps the newest generations served, every candidate and the canary; the policy is theirs', () => {
    let document = served(generation({}, { styleElements: [], scripts: ['sha256-old'] }));
    const first = currentOf(document)!;
    for (let day = 1; day <= KEPT_SERVED + 1; day += 1)
      document = run(document, {
        type: 'adopt',
        generation: generation(
          { renderDate: `2026-12-0${day}` },
          { styleElements: [], scripts: [`sha256-${day}`] },
        ),
        change: { kind: 'rerender', renderDate: `2026-12-0${day}` },
        reason: 'Canberra midnight',
      });
    expect(document.served).toHaveLength(KEPT_SERVED);
    expect(document.generations[first]).toBeUndefined();
    expect(document.policy.scripts).not.toContain('sha256-old');
    expect(document.policy.scripts).toContain(`sha256-${KEPT_SERVED + 1}`);
  });

  it('runs a canary on a staged release, refuses other changes meanwhile, and ends it either way', () => {
    const withXmas = staged(served(), xmas);
    const candidate = withXmas.candidates[0]!;
    const limits = { minPageViews: 10, falseAbortRate: 0.005 };
    const running = run(withXmas, { type: 'canary', candidate: candidate.id, percent: 20, limits });
    expect(running.canary).toMatchObject({
      workspace: 'mf-gifts',
      version: '2026-xmas',
      percent: 20,
    });
    expect(() => transition(running, { type: 'rollback' }, ana)).toThrow(
      /a canary of mf-gifts 2026-xmas \(20%\) is running/,
    );

    const aborted = transition(
      running,
      { type: 'abort', reason: 'failure rate over the limit' },
      ana,
    );
    expect(aborted.document.canary).toBeNull();
    expect(currentOf(aborted.document)).toBe(currentOf(running));
    expect(aborted.entry).toMatchObject({ action: 'abort', from: '2026-xmas' });

    const promoted = run(running, { type: 'promote-canary' });
    expect(promoted.canary).toBeNull();
    expect(currentOf(promoted)).toBe(candidate.generation);
  });

  it('switches the midnight’s two staged generations in one step, unless what is served changed', () => {
    let document = served();
    document = run(document, {
      type: 'adopt',
      generation: generation(),
      change: { kind: 'rerender', renderDate: '2026-11-30' },
      reason: 'serve',
    });
    const [previous, current] = document.served.slice(-2) as [string, string];
    const tomorrow: Change = { kind: 'rerender', renderDate: '2026-12-01' };
    const forCurrent = generation({ renderDate: '2026-12-01' });
    const forPrevious = generation({ renderDate: '2026-12-01' });
    const candidate = (id: string, info: GenerationInfo) =>
      ({
        type: 'stage',
        candidate: {
          id,
          change: tomorrow,
          label: id,
          generation: info.id,
          previewToken: `${id}-token-000000000000000`,
          basedOn: current,
        },
        generation: info,
      }) as const;
    document = run(document, candidate('now', forCurrent), candidate('before', forPrevious));
    const midnight: Action = {
      type: 'midnight',
      current: 'now',
      previous: 'before',
      renderedOn: { current, previous },
    };
    const switched = transition(document, midnight, ana);
    expect(switched.document.served.slice(-2)).toEqual([forPrevious.id, forCurrent.id]);
    expect(switched.document.candidates).toEqual([]);
    expect(switched.entry).toMatchObject({
      action: 'rerender',
      change: 'render date 2026-11-30 → 2026-12-01',
    });

    const later = run(document, {
      type: 'adopt',
      generation: generation(),
      change: null,
      reason: 'serve',
    });
    expect(() => transition(later, midnight, ana)).toThrow(TransitionRefused);
  });

  it('keeps schedules, and cancelling one drops its staged candidate', () => {
    const withXmas = staged(served(), xmas);
    const candidate = withXmas.candidates[0]!;
    const scheduled = run(withXmas, {
      type: 'schedule',
      schedule: {
        id: 's-1',
        change: xmas,
        label: 'mf-gifts 2026-xmas',
        at: '2026-11-30T13:00:00.000Z',
        until: '2026-12-26T13:00:00.000Z',
        candidate: candidate.id,
      },
    });
    expect(scheduled.schedules[0]).toMatchObject({ state: 'waiting', by: 'ana' });
    const cancelled = transition(scheduled, { type: 'unschedule', id: 's-1' }, ana);
    expect(cancelled.document.schedules[0]!.state).toBe('cancelled');
    expect(cancelled.document.candidates).toEqual([]);
    expect(cancelled.released).toContain(candidate.generation);
    expect(() => transition(cancelled.document, { type: 'unschedule', id: 's-1' }, ana)).toThrow(
      'Schedule s-1 has cancelled already',
    );
  });

  it('cancelling a live schedule drops the candidate staged for its end, and serves on', () => {
    const withXmas = staged(served(), xmas);
    const candidate = withXmas.candidates[0]!;
    let document = run(
      withXmas,
      {
        type: 'schedule',
        schedule: {
          id: 's-1',
          change: xmas,
          label: 'mf-gifts 2026-xmas',
          at: '2026-11-30T00:00:00.000Z',
          until: '2026-12-26T13:00:00.000Z',
          candidate: candidate.id,
        },
      },
      { type: 'promote', candidate: candidate.id },
    );
    // The end's candidate: the everyday gifts again, on what the schedule serves.
    document = staged(document, { ...xmas, version: null }, 'token-of-the-end-preview-00');
    const end = document.candidates.at(-1)!;
    document = run(document, {
      type: 'schedule-update',
      id: 's-1',
      patch: { state: 'live', undoCandidate: end.id },
    });
    const cancelled = transition(document, { type: 'unschedule', id: 's-1' }, ana);
    expect(cancelled.document.schedules[0]!.state).toBe('cancelled');
    expect(cancelled.document.candidates.map((one) => one.id)).not.toContain(end.id);
    expect(cancelled.released).toContain(end.generation);
    expect(currentOf(cancelled.document)).toBe(candidate.generation);
  });

  it('switches a remote off and on again with the release it had', () => {
    const withXmas = staged(served(), xmas);
    let document = run(withXmas, { type: 'promote', candidate: withXmas.candidates[0]!.id });
    document = run(document, {
      type: 'adopt',
      generation: generation({
        releases: Object.fromEntries(
          REMOTE_NAMES.filter((name) => name !== 'gifts').map((name) => [name, null]),
        ),
      }),
      change: { kind: 'disable', workspace: 'mf-gifts' },
      reason: 'disable mf-gifts',
    });
    expect(document.disabled['mf-gifts']).toMatchObject({ version: '2026-xmas', by: 'ana' });
    document = run(document, {
      type: 'adopt',
      generation: generation({ releases: { ...generation().releases, gifts: '2026-xmas' } }),
      change: { kind: 'enable', workspace: 'mf-gifts', version: '2026-xmas' },
      reason: 'enable mf-gifts',
    });
    expect(document.disabled).toEqual({});
  });
});
