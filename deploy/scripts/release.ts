import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ReleaseArtifactError } from 'shared-lib/release-artifact';
import { ReleaseUploadError, uploadReleaseArtifact } from 'shared-lib/release-upload';
import { judgeCanary } from '../canary/canaryWatcher';
import { healthStatus } from '../canary/healthStatus';
import { DEFAULT_CANARY_LIMITS } from '../canary/canaryVerdict';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import { loadSiteConfig, SiteConfigError, type SiteConfig } from '../config/siteConfig';
import { REPO_ROOT } from '../origins/siteApps';
import {
  ReleaseError,
  releaseList,
  releasePack,
  type BuildOptions,
} from '../release/releaseCommands';
import { ReleaseServiceError } from '../release-service/releaseClient';
import { releaseStatus } from '../release/releaseStatus';
import type { Answer } from '../release-service/releaseService';
import {
  callReleaseService,
  releaseServiceAddress,
  type ReleaseServiceAddress,
} from '../release-service/releaseClient';
import { PREVIEW_PREFIX } from 'shared-lib/routes';
import { option } from './commandLine';
import { readStoredEvents } from '../site-events/eventStore';
import { windowSummary } from '../site-events/windowSummary';
import { parseWindow } from '../site-events/windows';
import type { SiteStateDocument } from '../site-state/siteStateDocument';

const USAGE = `Usage (npm run release -- ...), for the site served on PORT (8080 by default), through its
release service (PORT + 8, or RELEASE_SERVICE_URL with RELEASE_TOKEN):
  pack <workspace> <version> [--campaign <name>] [--from <build folder>] [--out <folder>]
                                  builds one remote (or takes an existing build) into one release
                                  artifact, <out>/<workspace>-<version>.tar.gz (./artifacts by
                                  default), and prints its path on the last line
  upload <artifact> [--to <release service address>] [--token <token>]
                                  sends it to the release service (this site's, or --to with a
                                  team's token, or RELEASE_TOKEN), which checks every file, puts
                                  the release in place and stages it: prints the preview address
  build <workspace> <version> [--campaign <name>] [--from <build folder>]
                                  pack, then upload to this site's release service: the release
                                  in releases/<workspace>/<version>/ and staged, with its preview
  token create <workspace>... [--name <who>] [--may-promote]
                                  a team's token: it may upload those remotes (and promote them
                                  with --may-promote), nothing else; printed alone on the last line
  token list | token revoke <name>
                                  the team tokens (never the tokens themselves); revoke one
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
  canary <workspace> <version> --percent <N> [--min-views <N>] [--false-abort-rate <share>]
                                  the version for about N% of first visits (kept by a cookie); the
                                  service's watcher aborts it when a sequential test finds it
                                  fails or is slow more often than stable (a healthy canary is
                                  aborted at most once in 1/--false-abort-rate, ${DEFAULT_CANARY_LIMITS.falseAbortRate}), from
                                  its --min-views (${DEFAULT_CANARY_LIMITS.minPageViews}) page load on
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
  status [--json [--window <w>]]  what is served, staged and scheduled; per remote the served
                                  version, rollback target, versions online and history; health;
                                  with --json also the site events' figures of a window (15m,
                                  1h (default), 24h, 7d, 30d) per route and release
Options: --as <name> (who you are in the log; RELEASE_ACTOR or your login by default; a team
token is logged by its own name); --to <address> --token <token> (another site's release service).
A command that finds another one running waits RELEASE_LOCK_WAIT_SECONDS (5, the service's) then
is refused.`;

/** The options that take a value; the others (`--if-new-day`, `--json`) are flags. */
const VALUED_OPTIONS = [
  '--as',
  '--out',
  '--to',
  '--token',
  '--name',
  '--reason',
  '--campaign',
  '--from',
  '--content',
  '--percent',
  '--min-views',
  '--false-abort-rate',
  '--interval',
  '--at',
  '--until',
  '--candidate',
  '--window',
];
const FLAGS = ['--if-new-day', '--json', '--may-promote'];
/** Options for this command line itself (where and as whom it asks), never sent as words. */
const CLIENT_OPTIONS = ['--to', '--token', '--out'];

/** The command line without its options, so `promote --as ana mf-gifts v2` reads as well. */
function positional(args: string[]): string[] {
  return args.filter(
    (arg, index) => !arg.startsWith('--') && !VALUED_OPTIONS.includes(args[index - 1] ?? ''),
  );
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
  'token-create': ['workspaces'],
  'token-list': [],
  'token-revoke': ['name'],
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

/** This site's release service, or the one --to names with --token (a team's CI). */
function serviceOf(
  config: SiteConfig,
  args: string[],
): ReleaseServiceAddress & { stateDir: string } {
  const local = releaseServiceAddress(config);
  return {
    url: option(args, 'to') ?? local.url,
    token: option(args, 'token') ?? local.token,
    stateDir: config.folders.state,
  };
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

/** Who is asking, for the release log: --as, RELEASE_ACTOR or the login. */
const actorOf = (args: string[]) =>
  option(args, 'as') ?? process.env.RELEASE_ACTOR ?? userInfo().username;

/** The folder the command was started from (npm runs scripts from the repository's root). */
const startedIn = () => process.env.INIT_CWD ?? process.cwd();

function buildOptions(args: string[], words: string[]): BuildOptions {
  const [workspace, version] = words;
  if (!workspace || !version) throw new ReleaseError(USAGE);
  return { workspace, version, campaign: option(args, 'campaign'), from: option(args, 'from') };
}

/** Sends an artifact and prints the service's answer, its preview address last. */
async function upload(file: string, to: string, token: string | null, actor: string) {
  if (!token)
    throw new ReleaseError(
      'No token to upload with: --token <token> (or RELEASE_TOKEN), a team token from `release token create`',
    );
  const answer = await uploadReleaseArtifact(file, { to, token, actor });
  for (const line of answer.said) console.log(line);
}

async function main(args: string[]): Promise<void> {
  checkOptions(args);
  const [command, ...words] = positional(args);
  const log = (line: string) => console.log(line);
  const config = loadSiteConfig();
  const local = { repoRoot: REPO_ROOT, releasesRoot: config.folders.releases, log };
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (command === 'pack') {
    const out = path.resolve(startedIn(), option(args, 'out') ?? 'artifacts');
    const packed = await releasePack(local, { ...buildOptions(args, words), out });
    console.log(
      `Packed ${packed.list.workspace} ${packed.list.version} (commit ${packed.list.commit ?? 'unknown'}, built ${packed.list.builtAt}): ${Object.keys(packed.list.files).length} files, ${(packed.bytes / 1024 / 1024).toFixed(1)} MB, in ${took()}`,
    );
    console.log(packed.file);
    return;
  }
  if (command === 'upload') {
    const [file] = words;
    if (!file) throw new ReleaseError(USAGE);
    const service = serviceOf(config, args);
    await upload(path.resolve(startedIn(), file), service.url, service.token, actorOf(args));
    return;
  }
  if (command === 'build') {
    // The artifact a team's CI would upload, made and sent the same way from this machine.
    const out = mkdtempSync(path.join(tmpdir(), 'release-build-'));
    try {
      const packed = await releasePack(local, { ...buildOptions(args, words), out });
      console.log(
        `Packed ${packed.file} (${(packed.bytes / 1024 / 1024).toFixed(1)} MB) in ${took()}`,
      );
      const service = releaseServiceAddress(config);
      await upload(packed.file, service.url, service.token, actorOf(args));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    return;
  }
  if (command === 'list') {
    releaseList(local, words[0]);
    return;
  }
  const service = serviceOf(config, args);
  if (command === 'watch') return watch(service, Number(option(args, 'interval') ?? 5));
  if (command === 'status') {
    const status = await callReleaseService<{
      document: SiteStateDocument;
      log: ReleaseLogEntry[];
    }>(service, 'GET', '/v1/status');
    if (args.includes('--json')) {
      const window = parseWindow(option(args, 'window') ?? '1h');
      const { where, result } = await readStoredEvents(service.stateDir, (db) =>
        windowSummary(db, window),
      );
      console.log(JSON.stringify({ ...status, figures: { where, summary: result } }, null, 2));
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
  // `token create a b` is the command `token-create` with its words.
  const [name, rest] =
    command === 'token' ? [`token-${words[0] ?? ''}`, words.slice(1)] : [command, words];
  if (!name || !(name in WORDS)) {
    console.error(USAGE);
    process.exit(64);
  }
  const named: Record<string, string | boolean | undefined> = Object.fromEntries(
    WORDS[name]!.map((word, index) => [word, rest[index]]),
  );
  if (name === 'token-create') named.workspaces = rest.join(',') || undefined;
  for (const valued of VALUED_OPTIONS.filter((one) => !CLIENT_OPTIONS.includes(one)))
    named[valued.slice(2)] ??= option(args, valued.slice(2));
  for (const flag of FLAGS) if (args.includes(flag)) named[flag.slice(2)] = true;
  // RELEASE_CLOCK: render as if it were then (a day ahead, for a drill of the midnight).
  if (command === 'rerender' && process.env.RELEASE_CLOCK) named.at ??= process.env.RELEASE_CLOCK;
  const answer = await callReleaseService<Answer>(service, 'POST', '/v1/commands', {
    command: name,
    args: named,
    asker: {
      actor: actorOf(args),
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
        [
          ReleaseError,
          ReleaseServiceError,
          SiteConfigError,
          ReleaseArtifactError,
          ReleaseUploadError,
        ].some((type) => error instanceof type)
          ? error.message
          : (error.stack ?? error.message),
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.error(
        args[0] === 'pack'
          ? `No artifact was made (${seconds} s).`
          : args[0] === 'build' || args[0] === 'upload'
            ? `Nothing was released; the served generation is unchanged (${seconds} s).`
            : `The served generation is unchanged (${seconds} s).`,
      );
      process.exit(1);
    });
}
