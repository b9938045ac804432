import { canberraDate } from 'shared-lib/clock';
import { currentOf } from '../site-state/siteStateDocument';
import { buildPublishedContent } from './publishedContent';
import {
  ReleaseRefused,
  secondsSince as seconds,
  type Answer,
  type Asker,
  type ReleaseService,
} from './releaseService';

/**
 * `rerender`: every page again with the releases as they are, for today in Canberra (or for the
 * day of `at`, an instant, to render a day ahead of it), switched to. `ifNewDay`: only when the
 * served generation shows an earlier date.
 */
export async function rerender(
  service: ReleaseService,
  asker: Asker,
  { reason, at, ifNewDay = false }: { reason: string; at?: Date; ifNewDay?: boolean },
): Promise<Answer> {
  const renderDate = canberraDate(at ?? service.now());
  const current = currentOf(service.state);
  const shown = current ? service.state.generations[current]!.renderDate : null;
  if (ifNewDay && shown === renderDate)
    return {
      said: [`Generation ${current} already shows ${renderDate} in Canberra: nothing to do`],
      seconds: seconds(asker.started),
    };
  const result = await service.renderAndSwitch(asker, { kind: 'rerender', renderDate }, reason);
  void service.settle();
  const entry = result.logged!;
  return {
    said: [
      `Switched to generation ${entry.generation} (was ${entry.previousGeneration ?? 'none'}): ${entry.pages} pages for ${entry.renderDate}`,
      `Rendered again (${reason}): generation ${entry.generation} served, ${entry.pages} pages, ${entry.seconds} s`,
    ],
    seconds: seconds(asker.started),
    entry,
  };
}

/**
 * `publish`: the content folder (the one the editor writes) built beside the served content,
 * every page rendered with it, switched to; content that shows nothing new changes nothing.
 */
export async function publish(
  service: ReleaseService,
  asker: Asker,
  contentDir: string,
  { stateDir, shellDist }: { stateDir: string; shellDist: string },
): Promise<Answer> {
  const outcome = await service.withRenderLock(asker, async () => {
    const served = service.servedInputs().content;
    const { hash, changed, warnings } = await buildPublishedContent({
      stateDir,
      shellDist,
      served,
      contentDir,
      log: (line) => service.log(line),
    });
    if (!changed) return { hash, warnings, result: null };
    service.keepContent(hash);
    try {
      const change = { kind: 'content', content: hash } as const;
      const info = await service.render(
        asker,
        { ...service.servedInputs(), content: hash },
        `publish`,
      );
      try {
        return {
          hash,
          warnings,
          result: await service.apply(asker, {
            type: 'adopt',
            generation: info,
            change,
            reason: `publish ${contentDir}`,
          }),
        };
      } finally {
        service.doneWith(info.id);
      }
    } finally {
      service.doneWithContent(hash);
    }
  });
  void service.settle();
  if (!outcome.result)
    return {
      said: [
        ...outcome.warnings,
        `The content shows nothing new (${outcome.hash}): nothing published, ${seconds(asker.started)} s`,
      ],
      seconds: seconds(asker.started),
    };
  const entry = outcome.result.logged!;
  return {
    said: [
      ...outcome.warnings,
      `Published content ${outcome.hash}: generation ${entry.generation} served, ${entry.pages} pages, ${entry.seconds} s`,
    ],
    seconds: seconds(asker.started),
    entry,
  };
}

/**
 * `stage content`: the content folder built beside the served content and the site rendered
 * with it, as a candidate with a preview address (promoted with `promote --candidate`).
 */
export async function stageContent(
  service: ReleaseService,
  asker: Asker,
  contentDir: string,
  { stateDir, shellDist }: { stateDir: string; shellDist: string },
): Promise<Answer> {
  const { candidate: staged, warnings } = await service.withRenderLock(asker, async () => {
    const { hash, changed, warnings } = await buildPublishedContent({
      stateDir,
      shellDist,
      served: service.servedInputs().content,
      contentDir,
      log: (line) => service.log(line),
    });
    if (!changed)
      throw new ReleaseRefused(`The content shows nothing new (${hash}): nothing staged`);
    service.keepContent(hash);
    try {
      const { candidate } = await service.stageLocked(asker, { kind: 'content', content: hash });
      return { candidate, warnings };
    } finally {
      service.doneWithContent(hash);
    }
  });
  await service.settle();
  const preview = service.previewUrl(staged);
  return {
    said: [
      ...warnings,
      `Staged ${staged.label} as generation ${staged.generation}, ${seconds(asker.started)} s (promote it with --candidate ${staged.id})`,
      'Preview (shareable; never indexed; until promoted or discarded):',
      preview,
    ],
    seconds: seconds(asker.started),
    candidate: staged,
    preview,
  };
}

/** `disable` (the kill switch): every page rendered without the remote, its fallback shown. */
export async function disable(
  service: ReleaseService,
  asker: Asker,
  workspace: string,
): Promise<Answer> {
  if (workspace in service.state.disabled)
    throw new ReleaseRefused(
      `${workspace} is switched off already (since ${service.state.disabled[workspace]!.at})`,
    );
  const result = await service.renderAndSwitch(
    asker,
    { kind: 'disable', workspace },
    `disable ${workspace}`,
  );
  void service.settle();
  const entry = result.logged!;
  return {
    said: [
      `Switched ${workspace} off: generation ${entry.generation} served, every page shows its fallback, ${entry.seconds} s`,
    ],
    seconds: seconds(asker.started),
    entry,
  };
}

/** `enable`: every page with the remote again, at the release it had. */
export async function enable(
  service: ReleaseService,
  asker: Asker,
  workspace: string,
): Promise<Answer> {
  const off = service.state.disabled[workspace];
  if (!off) throw new ReleaseRefused(`${workspace} is not switched off`);
  const result = await service.renderAndSwitch(
    asker,
    { kind: 'enable', workspace, version: off.version },
    `enable ${workspace}`,
  );
  void service.settle();
  const entry = result.logged!;
  return {
    said: [
      `Switched ${workspace} on again: generation ${entry.generation} served, ${entry.seconds} s`,
    ],
    seconds: seconds(asker.started),
    entry,
  };
}

/** `discard`: a staged candidate and its preview address go. */
export async function discard(service: ReleaseService, asker: Asker, ref: string): Promise<Answer> {
  const result = await service.apply(asker, { type: 'discard', candidate: ref });
  void service.settle();
  return {
    said: [`${result.said}, ${seconds(asker.started)} s`],
    seconds: seconds(asker.started),
    entry: result.logged!,
  };
}
