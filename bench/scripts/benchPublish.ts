/**
 * `npm run bench:publish` (after `npm run build`): publish-to-live for an offer. Serves the build
 * as `npm run serve` does (BENCH_PUBLISH_PORT, 8170 by default, with a state folder of its own),
 * publishes a copy of the seed on every save as `npm start` does, then saves an offer with a new
 * title RUNS times and measures from the save until both the offers page and the offer's store
 * page serve it. Writes bench/publish.json.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishOnSave } from 'deploy/publish-on-save';
import { HOST, serveSite } from 'deploy/serve-site';
import { loadSiteConfig } from 'deploy/site-config';
import { REPO_ROOT } from 'deploy/site-apps';

const GOAL_SECONDS = 10;
const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 5);
const OFFER = 'nike-extra-20-off-already-reduced-footwear';
const PORT = Number(process.env.BENCH_PUBLISH_PORT ?? 8170);
const RESULTS_FILE = path.join(REPO_ROOT, 'bench/publish.json');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shows(url: string, text: string): Promise<boolean> {
  const response = await fetch(url, { cache: 'no-store' });
  return response.ok && (await response.text()).includes(text);
}

async function main(): Promise<void> {
  const started = Date.now();
  const origin = `http://${HOST}:${PORT}`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
  const env = {
    SITE_STATE_DIR: path.join(work, 'served'),
    RELEASES_DIR: path.join(work, 'releases'),
  };
  Object.assign(process.env, env);
  const contentDir = path.join(work, 'content');
  cpSync(path.join(REPO_ROOT, 'content/seed'), contentDir, { recursive: true });
  const offerFile = path.join(contentDir, 'offers', `${OFFER}.json`);
  const offer = JSON.parse(readFileSync(offerFile, 'utf8')) as {
    title: string;
    store: { url: { path: string } };
  };

  const servers = await serveSite(loadSiteConfig({ ...process.env, PORT: String(PORT) }));
  const publishing = publishOnSave(PORT, contentDir, env);
  const load = os.loadavg()[0]!;
  const runs: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      await publishing.idle();
      const title = `${offer.title} (bench ${run}, ${Date.now()})`;
      const saved = Date.now();
      writeFileSync(offerFile, `${JSON.stringify({ ...offer, title }, null, 2)}\n`);
      const pages = [`${origin}/offers/`, `${origin}${offer.store.url.path}`];
      while (!(await Promise.all(pages.map((page) => shows(page, title)))).every(Boolean)) {
        if (Date.now() - saved > 120_000) throw new Error(`Run ${run}: not live after 120 s`);
        await sleep(100);
      }
      runs.push((Date.now() - saved) / 1000);
      console.log(`Run ${run}: live in ${runs.at(-1)!.toFixed(1)} s`);
    }
    await publishing.idle();
  } finally {
    publishing.close();
    for (const server of servers) server.close();
    rmSync(work, { recursive: true, force: true });
  }
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${load.toFixed(1)} at the start, Node ${process.version}`,
    what: 'save an offer (new title) → the offers page and its store page serve it (a new generation)',
    runsSeconds: runs,
    medianSeconds: median,
    goalSeconds: GOAL_SECONDS,
    withinGoal: median < GOAL_SECONDS,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `Publish-to-live for an offer: median ${median.toFixed(1)} s (goal < ${GOAL_SECONDS} s); ${path.relative(REPO_ROOT, RESULTS_FILE)} written; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
  );
  process.exit(0);
}

main().catch((error: Error) => {
  console.error(`bench:publish failed: ${error.message}`);
  process.exit(1);
});
