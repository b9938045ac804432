import path from 'node:path';
import { DEFAULT_CANARY_LIMITS } from '../canary/canaryVerdict';
import { remoteOfWorkspace, type Change } from '../site-state/changes';
import { abortCanary, promoteCanary, startCanary } from './canaryOperations';
import { ReleaseRefused, type Answer, type Asker, type ReleaseService } from './releaseService';
import { parseWhen, schedule, unschedule } from './scheduleOperations';
import { disable, discard, enable, publish, rerender, stageContent } from './siteOperations';

/** A command as the release commands send it: its name and its words. */
export interface CommandRequest {
  command: string;
  args: Record<string, string | boolean | undefined>;
}

export interface CommandContext {
  stateDir: string;
  shellDist: string;
  /** The content folder `publish` takes by default (the one the editor writes). */
  contentDir: string;
}

const text = (args: CommandRequest['args'], name: string): string | undefined => {
  const value = args[name];
  if (value === undefined || value === false) return undefined;
  if (typeof value !== 'string' || value === '')
    throw new ReleaseRefused(`--${name} needs a value`);
  return value;
};

const required = (args: CommandRequest['args'], name: string, usage: string): string => {
  const value = text(args, name);
  if (value === undefined) throw new ReleaseRefused(`${usage}: the ${name} is missing`);
  return value;
};

/** A number a command was given, refused by name when it is not one. */
function numberOf(args: CommandRequest['args'], name: string, fallback: number): number {
  const value = text(args, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new ReleaseRefused(`--${name} ${value} is not a number`);
  return number;
}

const release = (workspace: string, version: string): Extract<Change, { kind: 'release' }> => ({
  kind: 'release',
  workspace,
  version,
});

/**
 * Runs one command on the release service: the one place that reads a command's words, so the
 * command line, the release console and the editor's publish ask the same way.
 */
export function runCommand(
  service: ReleaseService,
  asker: Asker,
  { command, args }: CommandRequest,
  context: CommandContext,
): Promise<Answer> {
  const workspace = () => {
    const name = required(args, 'workspace', command);
    try {
      remoteOfWorkspace(name);
    } catch (error) {
      throw new ReleaseRefused((error as Error).message);
    }
    return name;
  };
  const version = () => required(args, 'version', command);
  switch (command) {
    case 'stage':
      if (args.workspace === 'content')
        return stageContent(
          service,
          asker,
          path.resolve(text(args, 'content') ?? context.contentDir),
          context,
        );
      return service.stage(asker, release(workspace(), version()));
    case 'promote': {
      const candidate = text(args, 'candidate');
      if (candidate) return service.promote(asker, { candidate });
      const canary = service.state.canary;
      const named = text(args, 'version');
      if (
        canary &&
        canary.workspace === workspace() &&
        (named ?? canary.version) === canary.version
      )
        return promoteCanary(service, asker);
      return service.promote(asker, { change: release(workspace(), version()) });
    }
    case 'rollback':
      return service.rollback(asker, text(args, 'workspace'));
    case 'canary':
      return startCanary(
        service,
        asker,
        release(workspace(), version()),
        numberOf(args, 'percent', Number.NaN),
        {
          minPageViews: numberOf(args, 'min-views', DEFAULT_CANARY_LIMITS.minPageViews),
          maxExcess: numberOf(args, 'max-excess', DEFAULT_CANARY_LIMITS.maxExcess),
        },
      );
    case 'abort':
      return abortCanary(service, asker, workspace(), { reason: `asked by ${asker.actor}` });
    case 'disable':
      return disable(service, asker, workspace());
    case 'enable':
      return enable(service, asker, workspace());
    case 'rerender': {
      const at = text(args, 'at');
      return rerender(service, asker, {
        reason: text(args, 'reason') ?? 'asked by hand',
        ...(at ? { at: parseWhen(at, '--at') } : {}),
        ifNewDay: args['if-new-day'] === true,
      });
    }
    case 'publish':
      return publish(
        service,
        asker,
        path.resolve(text(args, 'content') ?? context.contentDir),
        context,
      );
    case 'discard': {
      const candidate = text(args, 'candidate');
      return discard(service, asker, candidate ?? `${workspace()}@${version()}`);
    }
    case 'schedule': {
      const until = text(args, 'until');
      return schedule(
        service,
        asker,
        release(workspace(), version()),
        parseWhen(required(args, 'at', 'schedule'), '--at'),
        until ? parseWhen(until, '--until') : undefined,
      );
    }
    case 'unschedule':
      return unschedule(service, asker, required(args, 'id', 'unschedule'));
    default:
      throw new ReleaseRefused(`No command ${command}`);
  }
}
