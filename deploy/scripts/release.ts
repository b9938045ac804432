import path from 'node:path';
import { canberraDate } from 'shared-lib/clock';
import { linkedGeneration, readGenerationInfo } from '../generations/generationStore';
import {
  refuseDuringCanary,
  releaseAbort,
  releaseCanary,
  releasePromoteCanary,
} from '../canary/canaryCommands';
import { readCanary } from '../generations/canaryState';
import {
  refuseWhileSwitchedOff,
  releaseDisable,
  releaseEnable,
} from '../canary/killSwitchCommands';
import { DEFAULT_CANARY_LIMITS } from '../canary/canaryVerdict';
import { checkCanary, WATCH_INTERVAL_MS } from '../canary/canaryWatcher';
import { healthStatus } from '../canary/healthStatus';
import { readReleaseLog, RELEASE_LOG_FILE } from '../generations/releaseLog';
import { releaseStatus } from '../release/releaseStatus';
import { LockRefused } from '../generations/releaseLock';
import { GenerationRefused } from '../release/renderGeneration';
import { ReleaseError, type ReleaseContext } from '../release/changeServed';
import {
  releaseBuild,
  releaseList,
  releasePromote,
  releaseRerender,
  releaseRollback,
} from '../release/releaseCommands';
import { option, releaseContext } from '../local-site/releaseContext';
import { releasePublish } from '../release/releasePublish';

const USAGE = `Usage (npm run release -- ...), for the site served on PORT (8080 by default):
  build <workspace> <version> [--campaign <name>] [--from <build folder>]
      builds one remote (or takes an existing build) into releases/<workspace>/<version>/
  promote <workspace> <version>   renders a new generation with that version, then switches to it
  rollback <workspace>            the same with the version promoted before
  canary <workspace> <version> --percent <N> [--min-views <N>] [--false-abort-rate <share>]
                                  renders a canary generation with that version, served to about
                                  N% of first visits (kept by a cookie); the servers' watcher
                                  aborts it when a sequential test finds it fails or is slow more
                                  often than stable (a healthy canary is aborted at most once in
                                  1/--false-abort-rate, ${DEFAULT_CANARY_LIMITS.falseAbortRate}), from its --min-views
                                  (${DEFAULT_CANARY_LIMITS.minPageViews}) page load on
  promote <workspace>             (during its canary) the canary's version for everyone
  abort <workspace>               ends the canary: everyone gets the stable generation
  watch [--interval <seconds>]    the watcher as a command, until the canary ends
  disable <workspace>             the kill switch: every page shows that remote's fallback
  enable <workspace>              every page with that remote again
  rerender [--reason <text>] [--if-new-day]
                                  a new generation with the releases as they are (Canberra
                                  midnight); --if-new-day: only when the served one shows an
                                  earlier Canberra date
  publish [--content <folder>]    the content folder (content/seed by default, the one the
                                  editor writes) as a new generation: validated, built beside
                                  the served content, every page rendered with it, switched to
  list [<workspace>]              released versions, the current one and the rollback target
  status                          the served generation; per remote: served version, rollback
                                  target, versions online, who promoted what when; per remote
                                  and release: page views, failures by kind, failure rate
Options: --as <name> (who you are in the log; RELEASE_ACTOR or your login by default).
A command that finds another one running waits RELEASE_LOCK_WAIT_SECONDS (5) then is refused.`;

/** The options that take a value; the others (`--if-new-day`) are flags. */
const VALUED_OPTIONS = ['--as', '--reason', '--campaign', '--from', '--content'];

/** The command line without its options, so `promote --as ana mf-gifts v2` reads as well. */
function positional(args: string[]): string[] {
  return args.filter(
    (arg, index) => !arg.startsWith('--') && !VALUED_OPTIONS.includes(args[index - 1] ?? ''),
  );
}

/** `release watch`: the servers' canary watcher in a command of its own, until the canary ends. */
async function watchUntilEnded(context: ReleaseContext, intervalSeconds: number): Promise<void> {
  if (!(intervalSeconds > 0)) throw new ReleaseError('--interval is a number of seconds above 0');
  for (;;) {
    const verdict = await checkCanary(context);
    if (!verdict) {
      console.log('No canary is running');
      return;
    }
    console.log(`${new Date().toISOString()}  ${verdict.summary}`);
    if (verdict.abort) return;
    await new Promise((resolve) => setTimeout(resolve, intervalSeconds * 1000));
  }
}

async function main(args: string[]): Promise<void> {
  const [command, workspace, version] = positional(args);
  const context = releaseContext(args);
  switch (command) {
    case 'build':
      if (!workspace || !version) break;
      releaseBuild(context, {
        workspace,
        version,
        campaign: option(args, 'campaign'),
        from: option(args, 'from'),
      });
      return;
    case 'promote': {
      const canary = readCanary(context.stateDir);
      if (
        workspace &&
        canary?.workspace === workspace &&
        (!version || version === canary.version)
      ) {
        await releasePromoteCanary(context, workspace);
        return;
      }
      if (!workspace || !version) break;
      refuseDuringCanary(context.stateDir, `promote ${workspace} ${version}`);
      refuseWhileSwitchedOff(context, workspace, `promote ${workspace} ${version}`);
      await releasePromote(context, workspace, version);
      return;
    }
    case 'rollback':
      if (!workspace) break;
      refuseDuringCanary(context.stateDir, `rollback ${workspace}`);
      refuseWhileSwitchedOff(context, workspace, `rollback ${workspace}`);
      await releaseRollback(context, workspace);
      return;
    case 'canary':
      if (!workspace || !version || !option(args, 'percent')) break;
      refuseWhileSwitchedOff(context, workspace, `canary ${workspace} ${version}`);
      await releaseCanary(context, workspace, version, {
        percent: Number(option(args, 'percent')),
        limits: {
          minPageViews: Number(option(args, 'min-views') ?? DEFAULT_CANARY_LIMITS.minPageViews),
          falseAbortRate: Number(
            option(args, 'false-abort-rate') ?? DEFAULT_CANARY_LIMITS.falseAbortRate,
          ),
        },
      });
      return;
    case 'abort':
      if (!workspace) break;
      await releaseAbort(context, workspace, { reason: `asked by ${context.actor}` });
      return;
    case 'disable':
      if (!workspace) break;
      await releaseDisable(context, workspace);
      return;
    case 'enable':
      if (!workspace) break;
      await releaseEnable(context, workspace);
      return;
    case 'watch':
      await watchUntilEnded(context, Number(option(args, 'interval') ?? WATCH_INTERVAL_MS / 1000));
      return;
    case 'rerender': {
      const served = linkedGeneration(context.stateDir);
      const renderDate = served && readGenerationInfo(context.stateDir, served).renderDate;
      if (args.includes('--if-new-day') && renderDate === canberraDate(context.now!())) {
        console.log(`Generation ${served} already shows ${renderDate} in Canberra: nothing to do`);
        return;
      }
      await releaseRerender(context, option(args, 'reason') ?? 'asked by hand');
      return;
    }
    case 'publish':
      refuseDuringCanary(context.stateDir, 'publish');
      await releasePublish(
        context,
        path.resolve(option(args, 'content') ?? path.join(context.repoRoot, 'content/seed')),
      );
      return;
    case 'list':
      releaseList(context, workspace);
      return;
    case 'status': {
      const log = readReleaseLog(path.join(context.releasesRoot, RELEASE_LOG_FILE));
      for (const line of [
        ...releaseStatus(context.stateDir, context.releasesRoot),
        ...healthStatus(context.stateDir, context.releasesRoot, log),
      ])
        console.log(line);
      return;
    }
  }
  console.error(USAGE);
  process.exit(64);
}

const EXPECTED = [ReleaseError, LockRefused, GenerationRefused];

if (require.main === module) {
  const started = Date.now();
  const args = process.argv.slice(2);
  main(args)
    .then(() => process.exit(0))
    .catch((error: Error) => {
      console.error(
        EXPECTED.some((type) => error instanceof type)
          ? error.message
          : (error.stack ?? error.message),
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.error(
        args[0] === 'build'
          ? `Nothing was released (${seconds} s).`
          : `The served generation is unchanged (${seconds} s).`,
      );
      process.exit(1);
    });
}
