import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkedGeneration, readGenerationInfo } from 'deploy/generation-store';
import { readReleaseLog, RELEASE_LOG_FILE } from 'deploy/release-log';
import { generationsDir } from 'deploy/site-state';
import { loadSiteConfig } from 'deploy/site-config';
import { REPO_ROOT } from 'deploy/site-apps';

/** How many promote + rollback rounds are measured. */
const ROUNDS = Number(process.env.BENCH_RELEASE_ROUNDS ?? 3);
const VERSION = 'bench-xmas';
const RESULTS_FILE = path.join(REPO_ROOT, 'bench/releases.json');

function release(args: string[]): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'release', '--', ...args, '--as', 'bench'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} exited ${result.status}`);
  return (performance.now() - started) / 1000;
}

function folderBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      bytes += statSync(path.join(entry.parentPath, entry.name)).size;
      files += 1;
    }
  return { bytes, files };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * `npm run bench:releases` (with the site served on PORT, e.g. by `npm run serve`): promotes
 * mf-gifts' Christmas build and rolls it back ROUNDS times, and writes to bench/releases.json the
 * seconds from typing the command to the switch (and to the command's exit), the pages per second
 * of the full re-renders and the size of a generation on disk. The site ends as it started.
 */
function main(): void {
  const { folders } = loadSiteConfig();
  const stateDir = folders.state;
  if (!existsSync(path.join(folders.releases, 'mf-gifts', VERSION)))
    release(['build', 'mf-gifts', VERSION, '--from', 'mf-gifts/dist/campaigns/christmas']);
  const load = os.loadavg()[0]!;
  const commands: { command: string; wallSeconds: number; toSwitchSeconds: number }[] = [];
  const renders: { pages: number; seconds: number }[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const args of [
      ['promote', 'mf-gifts', VERSION],
      ['rollback', 'mf-gifts'],
    ]) {
      const wallSeconds = release(args);
      const logged = readReleaseLog(path.join(folders.releases, RELEASE_LOG_FILE)).at(-1)!;
      const info = readGenerationInfo(stateDir, linkedGeneration(stateDir)!);
      commands.push({
        command: args.join(' '),
        wallSeconds: round(wallSeconds),
        toSwitchSeconds: logged.seconds,
      });
      renders.push({ pages: info.pages, seconds: info.renderSeconds });
    }
  }
  const current = linkedGeneration(stateDir)!;
  const size = folderBytes(path.join(generationsDir(stateDir), current));
  const results = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${load.toFixed(1)} at the start`,
    rounds: ROUNDS,
    medianWallSeconds: round(median(commands.map((command) => command.wallSeconds))),
    medianToSwitchSeconds: round(median(commands.map((command) => command.toSwitchSeconds))),
    medianPagesPerSecond: round(median(renders.map((render) => render.pages / render.seconds))),
    generation: { id: current, megabytes: round(size.bytes / 1e6), files: size.files },
    commands,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `Promote or rollback: ${results.medianWallSeconds} s from the command to its exit (median), ${results.medianToSwitchSeconds} s from its start to the switch; re-render ${results.medianPagesPerSecond} pages/s; a generation ${results.generation.megabytes} MB in ${size.files} files. Written to ${RESULTS_FILE}`,
  );
}

if (require.main === module) main();
