import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSiteConfig } from 'deploy/site-config';
import { REPO_ROOT } from 'deploy/site-apps';

/** How many stage, promote and rollback rounds are measured. */
const ROUNDS = Number(process.env.BENCH_RELEASE_ROUNDS ?? 5);
/** Shoppers fetching pages all the time, as the goal asks. */
const CLIENTS = 32;
const VERSION = 'bench-xmas';
const PAGE = '/gift-generator/';
const RESULTS_FILE = path.join(REPO_ROOT, 'bench/releases.json');
/** The site served on PORT (or as SITE_CONFIG says). */
const CONFIG = loadSiteConfig();

interface Answer {
  time: number;
  header: string | null;
  pinned: string | null;
  gifts: string | null;
}

/** What a page says of itself: its generation (header and HTML) and the gifts release it runs. */
async function fetchPage(cookie?: string): Promise<Answer & { html: string }> {
  const response = await fetch(`${CONFIG.origins.shell}${PAGE}`, {
    headers: cookie ? { cookie } : {},
  });
  const html = await response.text();
  const release = /<script type="application\/json" id="site-release">([^<]*)<\/script>/.exec(html);
  const pinned = release
    ? (JSON.parse(release[1]!) as {
        generation: string;
        remotes: { gifts?: { release: string | null } };
      })
    : null;
  return {
    time: performance.now(),
    header: response.headers.get('x-site-generation'),
    pinned: pinned?.generation ?? null,
    gifts: pinned?.remotes.gifts?.release ?? null,
    html,
  };
}

/** Runs `npm run release -- …` without blocking the clients; resolves with its output. */
function release(args: string[]): Promise<{ started: number; ended: number; stdout: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'release', '--', ...args, '--as', 'bench'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.on('exit', (code) =>
      code === 0
        ? resolve({ started, ended: performance.now(), stdout })
        : reject(new Error(`release ${args.join(' ')} exited ${code}:\n${stdout}`)),
    );
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * `npm run bench:releases` (with the site served on PORT, e.g. by `npm run serve:nginx`): while
 * 32 clients fetch a gifts page without pause, stages mf-gifts' Christmas build, promotes it and
 * rolls it back ROUNDS times, and writes to bench/releases.json the seconds from each command's
 * start to the first response carrying the new generation (promote and rollback, medians) and
 * from `stage` to its preview served, and every response that mixed generations (goal 0). The
 * site ends as it started.
 */
async function main(): Promise<void> {
  if (!existsSync(path.join(CONFIG.folders.releases, 'mf-gifts', VERSION)))
    spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'release',
        '--',
        'build',
        'mf-gifts',
        VERSION,
        '--from',
        'mf-gifts/dist/campaigns/christmas',
      ],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      },
    );
  const load = os.loadavg()[0]!;
  const answers: Answer[] = [];
  let fetching = true;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (fetching) {
      const { time, header, pinned, gifts } = await fetchPage();
      answers.push({ time, header, pinned, gifts });
    }
  });
  const firstNew = (since: number, generation: string) =>
    answers.find((answer) => answer.time >= since && answer.header === generation)?.time;
  const rounds: { stageToPreview: number; promote: number; rollback: number }[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const before = (await fetchPage()).header!;
    const staged = await release(['stage', 'mf-gifts', VERSION]);
    const address = /^(http:\/\/\S+\/__preview\/([\w-]+)\/)$/m.exec(staged.stdout)!;
    // The preview is served when a browser with its cookie gets the candidate's pages.
    let preview: number;
    for (;;) {
      const answer = await fetchPage(`site_preview=${address[2]}`);
      if (answer.html.includes('site-preview-banner')) {
        preview = answer.time;
        break;
      }
    }
    const promoted = await release(['promote', 'mf-gifts', VERSION]);
    const generation = /generation (\d{6}) served/.exec(promoted.stdout)![1]!;
    while (!firstNew(promoted.started, generation))
      await new Promise((resolve) => setTimeout(resolve, 20));
    const rolledBack = await release(['rollback', 'mf-gifts']);
    const back = /generation (\d{6}) served/.exec(rolledBack.stdout)![1]!;
    while (!firstNew(rolledBack.started, back))
      await new Promise((resolve) => setTimeout(resolve, 20));
    if (back !== before) throw new Error(`The rollback served ${back}, not ${before}`);
    rounds.push({
      stageToPreview: round((preview - staged.started) / 1000),
      promote: round((firstNew(promoted.started, generation)! - promoted.started) / 1000),
      rollback: round((firstNew(rolledBack.started, back)! - rolledBack.started) / 1000),
    });
    console.log(`Round ${index + 1}: ${JSON.stringify(rounds.at(-1))}`);
  }
  fetching = false;
  await Promise.all(clients);
  // A response mixes generations when its header and its HTML name two, or when it runs another
  // gifts release than the other responses of its generation.
  const giftsOf = new Map<string | null, string | null>();
  const mixed = answers.filter((answer) => {
    if (answer.header !== answer.pinned) return true;
    if (!giftsOf.has(answer.header)) giftsOf.set(answer.header, answer.gifts);
    return giftsOf.get(answer.header) !== answer.gifts;
  });
  const results = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${load.toFixed(1)} at the start`,
    clients: CLIENTS,
    rounds: ROUNDS,
    medianPromoteToFirstNewResponseSeconds: median(rounds.map((one) => one.promote)),
    medianRollbackToFirstNewResponseSeconds: median(rounds.map((one) => one.rollback)),
    medianStageToPreviewSeconds: median(rounds.map((one) => one.stageToPreview)),
    responses: answers.length,
    mixedResponses: mixed.length,
    perRound: rounds,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `Promote ${results.medianPromoteToFirstNewResponseSeconds} s and rollback ${results.medianRollbackToFirstNewResponseSeconds} s from the command to the first new response (medians of ${ROUNDS}); stage to preview ${results.medianStageToPreviewSeconds} s; ${answers.length} responses to ${CLIENTS} clients, ${mixed.length} mixing generations. Written to ${RESULTS_FILE}`,
  );
}

if (require.main === module)
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
