import { hostname, userInfo } from 'node:os';
import { judgeCanary } from '../canary/canaryWatcher';
import { healthStatus } from '../canary/healthStatus';
import { DEFAULT_CANARY_LIMITS } from '../canary/canaryVerdict';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import { loadSiteConfig, SiteConfigError, type SiteConfig } from '../config/siteConfig';
import { REPO_ROOT } from '../origins/siteApps';
import { releaseBuild, ReleaseError, releaseList } from '../release/releaseCommands';
import { ReleaseServiceError } from '../release-service/releaseClient';
import { releaseStatus } from '../release/releaseStatus';
import type { Answer } from '../release-service/releaseService';
import {
  callReleaseService,
  releaseServiceAddress,
  type ReleaseServiceAddress,
} from '../release-service/releaseClient';
import { PREVIEW_PREFIX } from 'shared-lib/routes';
import type { SiteStateDocument } from '../site-state/siteStateDocument';

const USAGE = `Usage (npm run release -- ...), for the site served on PORT (8080 by default), through its
release service (PORT + 8, or RELEASE_SERVICE_URL with RELEASE_TOKEN):
  build <workspace> <version> [--campaign <name>] [--from <build folder>]
      builds one remote (or takes an existing build) into releases/<workspace>/<version>/ (on this
      machine; nothing is served)
  stage <workspace> <version>     renders the site with that version beside the served one and
                                  prints its preview address (the whole site as it will be)
  stage content [--content <folder>]
                                  the same for the content folder (content/seed by default)
  promote <workspace> <version>   switches to the staged candidate (staged now if it was not)
  promote --candidate <id>        the same for any staged candidate (release status lists them)
  rollback [<workspace>]          back to the generation served before (kept ready), or to the
                                  remote's earlier release
  schedule <workspace> <version> --at <time> [--until <time>]
                                  stages now, promotes at <time> and rolls back at --until (ISO
                                  8601; Canberra time unless it has an offset: 2026-12-01T00:00)
  unschedule <id>                 cancels a schedule
  discard <workspace> <version> | --candidate <id>
                                  drops a staged candidate and its preview address
  canary <workspace> <version> --percent <N> [--min-views <N>] [--max-excess <share>]
                                  the version for about N% of first visits (kept by a cookie); the
                                  service's watcher aborts it when its failures per page view pass
                                  the stable cohort's by more than --max-excess (${DEFAULT_CANARY_LIMITS.maxExcess}) once it has had
                                  --min-views (${DEFAULT_CANARY_LIMITS.minPageViews}) page views
  promote <workspace>             (during its canary) the canary's version for everyone
  abort <workspace>               ends the canary: everyone gets the stable generation
  watch [--interval <seconds>]    the canary's figures, until it ends
  disable <workspace>             the kill switch: every page shows that remote's fallback
  enable <workspace>              every page with that remote again
  rerender [--reason <text>] [--if-new-day] [--at <time>]
                                  a new generation with the releases as they are (for the
                                  Canberra day of --at); --if-new-day: only when the served one
                                  shows an earlier Canberra date
  publish [--content <folder>]    the content folder (content/seed by default, the one the
                                  editor writes) as a new generation
  list [<workspace>]              released versions on disk
  status [--json]                 what is served, staged and scheduled; per remote the served
                                  version, rollback target, versions online and history; health
Options: --as <name> (who you are in the log; RELEASE_ACTOR or your login by default).
A command that finds another one running waits RELEASE_LOCK_WAIT_SECONDS (5, the service's) then
is refused.`;

/** The options that take a value; the others (`--if-new-day`, `--json`) are flags. */
const VALUED_OPTIONS = [
  '--as',
  '--reason',
  '--campaign',
  '--from',
  '--content',
  '--percent',
  '--min-views',
  '--max-excess',
  '--interval',
  '--at',
  '--until',
  '--candidate',
];
const FLAGS = ['--if-new-day', '--json'];

/** The command line without its options, so `promote --as ana mf-gifts v2` reads as well. */
function positional(args: string[]): string[] {
  return args.filter(
    (arg, index) => !arg.startsWith('--') && !VALUED_OPTIONS.includes(args[index - 1] ?? ''),
  );
}

/** The value after `--{name}` on a command line. */
function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

function checkOptions(args: string[]): void {
  for (const [index, arg] of args.entries()) {
    if (!arg.startsWith('--')) continue;
    if (FLAGS.includes(arg)) continue;
    if (!VALUED_OPTIONS.includes(arg)) throw new ReleaseError(`Unknown option ${arg}`);
    if (args[index + 1] === undefined || args[index + 1]!.startsWith('--'))
      throw new ReleaseError(`${arg} needs a value`);
  }
}

/** Which positional words each command takes, by name. */
const WORDS: Record<string, string[]> = {
  stage: ['workspace', 'version'],
  promote: ['workspace', 'version'],
  rollback: ['workspace'],
  schedule: ['workspace', 'version'],
  unschedule: ['id'],
  discard: ['workspace', 'version'],
  canary: ['workspace', 'version'],
  abort: ['workspace'],
  disable: ['workspace'],
  enable: ['workspace'],
  rerender: [],
  publish: [],
};

function serviceOf(config: SiteConfig): ReleaseServiceAddress & { stateDir: string } {
  return { ...releaseServiceAddress(config), stateDir: config.folders.state };
}

/** `release watch`: the running canary's figures as the service's watcher judges them. */
async function watch(
  service: ReleaseServiceAddress & { stateDir: string },
  intervalSeconds: number,
): Promise<void> {
  if (!(intervalSeconds > 0)) throw new ReleaseError('--interval is a number of seconds above 0');
  for (;;) {
    const { document } = await callReleaseService<{ document: SiteStateDocument }>(
      service,
      'GET',
      '/v1/status',
    );
    if (!document.canary) {
      console.log('No canary is running');
      return;
    }
    const verdict = await judgeCanary(service.stateDir, document.canary);
    console.log(`${new Date().toISOString()}  ${verdict.summary}`);
    await new Promise((resolve) => setTimeout(resolve, intervalSeconds * 1000));
  }
}

async function main(args: string[]): Promise<void> {
  checkOptions(args);
  const [command, ...words] = positional(args);
  const log = (line: string) => console.log(line);
  const config = loadSiteConfig();
  const local = { repoRoot: REPO_ROOT, releasesRoot: config.folders.releases, log };
  if (command === 'build') {
    const [workspace, version] = words;
    if (!workspace || !version) throw new ReleaseError(USAGE);
    releaseBuild(local, {
      workspace,
      version,
      campaign: option(args, 'campaign'),
      from: option(args, 'from'),
    });
    return;
  }
  if (command === 'list') {
    releaseList(local, words[0]);
    return;
  }
  const service = serviceOf(config);
  if (command === 'watch') return watch(service, Number(option(args, 'interval') ?? 5));
  if (command === 'status') {
    const status = await callReleaseService<{
      document: SiteStateDocument;
      log: ReleaseLogEntry[];
    }>(service, 'GET', '/v1/status');
    if (args.includes('--json')) {
      console.log(JSON.stringify(status, null, 2));
      return;
    }
    const shell = status.document.site;
    for (const line of [
      ...releaseStatus(status.document, status.log, {
        releasesRoot: local.releasesRoot,
        previewUrl: (token) => `${shell}${PREVIEW_PREFIX}${token}/`,
      }),
      ...(await healthStatus(service.stateDir, status.document, status.log)),
    ])
      console.log(line);
    return;
  }
  if (!command || !(command in WORDS)) {
    console.error(USAGE);
    process.exit(64);
  }
  const named: Record<string, string | boolean | undefined> = Object.fromEntries(
    WORDS[command]!.map((name, index) => [name, words[index]]),
  );
  for (const name of VALUED_OPTIONS) named[name.slice(2)] ??= option(args, name.slice(2));
  for (const flag of FLAGS) if (args.includes(flag)) named[flag.slice(2)] = true;
  // RELEASE_CLOCK: render as if it were then (a day ahead, for a drill of the midnight).
  if (command === 'rerender' && process.env.RELEASE_CLOCK) named.at ??= process.env.RELEASE_CLOCK;
  const answer = await callReleaseService<Answer>(service, 'POST', '/v1/commands', {
    command,
    args: named,
    asker: {
      actor: option(args, 'as') ?? process.env.RELEASE_ACTOR ?? userInfo().username,
      pid: process.pid,
      host: hostname(),
      command: [command, ...words].join(' '),
      waitMs: config.release.lockWaitSeconds * 1000,
    },
  });
  for (const line of answer.said) console.log(line);
}

if (require.main === module) {
  const started = Date.now();
  const args = process.argv.slice(2);
  main(args)
    .then(() => process.exit(0))
    .catch((error: Error) => {
      console.error(
        [ReleaseError, ReleaseServiceError, SiteConfigError].some((type) => error instanceof type)
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
