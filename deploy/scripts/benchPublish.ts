/**
 * `npm run bench:publish`: publish-to-live for an offer, on a built site. Serves the build as
 * `npm run serve` does (PORT, default 8080), publishes a copy of the seed on every save as
 * `npm start` does, then saves an offer with a new title three times and measures until both the
 * offers page and the offer's store page serve it. Writes bench/publish.json; the served build
 * is published back to the seed's content at the end.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishOnSave } from './publishOnSave';
import { HOST, serveSite } from './serveSite';
import { REPO_ROOT } from './siteApps';

const GOAL_SECONDS = 10;
const RUNS = 3;
const OFFER = 'nike-extra-20-off-already-reduced-footwear';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shows(url: string, text: string): Promise<boolean> {
  const response = await fetch(url, { cache: 'no-store' });
  return response.ok && (await response.text()).includes(text);
}

async function main(): Promise<void> {
  const started = Date.now();
  const port = Number(process.env.PORT ?? 8080);
  const origin = `http://${HOST}:${port}`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
  const contentDir = path.join(work, 'content');
  cpSync(path.join(REPO_ROOT, 'content/seed'), contentDir, { recursive: true });
  const offerFile = path.join(contentDir, 'offers', `${OFFER}.json`);
  const original = readFileSync(offerFile, 'utf8');
  const offer = JSON.parse(original) as { title: string; store: { url: { path: string } } };

  const servers = await serveSite(port);
  const watcher = publishOnSave({
    contentDir,
    siteDir: path.join(REPO_ROOT, 'shell/dist'),
    log: (line) => console.log(`  ${line.split('\n')[0]}`),
  });
  const runs: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      await watcher.idle();
      const title = `${offer.title} (bench ${run}, ${Date.now()})`;
      const saved = Date.now();
      writeFileSync(offerFile, JSON.stringify({ ...offer, title }, null, 2));
      const pages = [`${origin}/offers/`, `${origin}${offer.store.url.path}`];
      while (!(await Promise.all(pages.map((page) => shows(page, title)))).every(Boolean)) {
        if (Date.now() - saved > 120_000) throw new Error(`Run ${run}: not live after 120 s`);
        await sleep(100);
      }
      runs.push((Date.now() - saved) / 1000);
      console.log(`Run ${run}: live in ${runs.at(-1)!.toFixed(1)} s`);
    }
    await watcher.idle();
    writeFileSync(offerFile, original);
    await sleep(500);
    await watcher.idle();
  } finally {
    watcher.close();
    for (const server of servers) server.close();
    rmSync(work, { recursive: true, force: true });
  }
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`,
    what: 'save an offer (new title) → the offers page and its store page serve it',
    runsSeconds: runs,
    medianSeconds: median,
    goalSeconds: GOAL_SECONDS,
    withinGoal: median < GOAL_SECONDS,
  };
  writeFileSync(path.join(REPO_ROOT, 'bench/publish.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `Publish-to-live for an offer: median ${median.toFixed(1)} s (goal < ${GOAL_SECONDS} s); bench/publish.json written in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exit(0);
}

main().catch((error: Error) => {
  console.error(`bench:publish failed: ${error.message}`);
  process.exit(1);
});
