/**
 * Benchmark (not a test): the built service (plain node) in its own process on loopback, 1 MB PNG
 * submissions over 20 concurrent connections, then the abort drill: 1,000 requests given up at
 * random stages (inside the head, after it, inside the body, after all of it; FIN or RST), after
 * which no upload may still hold a slot and a valid submission must get 201. Reports submissions
 * per second, latency percentiles, the service's peak resident memory (VmHWM from /proc) and the
 * drill's outcome, on stdout and in bench/results.json; exits 1 when the drill fails. Data goes
 * to a temporary folder, removed afterwards.
 *
 *   npm run bench -w forms-api    (BENCH_PORT=8300 BENCH_TOTAL=400 BENCH_CONNECTIONS=20
 *                                   BENCH_ABORTS=1000)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { builtMain } from '../src/proxy';
import { ABORT_KINDS, ABORT_STAGES, abortedRequest, rawPost } from '../src/testing/abortedRequest';
import { competitionParts, multipartBody, SAMPLE } from '../src/testing/multipartBody';

const PORT = Number(process.env.BENCH_PORT ?? 8300);
const TOTAL = Number(process.env.BENCH_TOTAL ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ABORTS = Number(process.env.BENCH_ABORTS ?? 1000);
const FILE_BYTES = 1024 * 1024;
const ORIGIN = 'http://127.0.0.1:8080';

const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-api-bench-'));
  const child = spawn(process.execPath, [builtMain()], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      FORMS_API_PORT: String(PORT),
      FORMS_API_DATA_DIR: dataDir,
      FORMS_API_ALLOWED_ORIGINS: ORIGIN,
      FORMS_API_RATE_PER_MINUTE: '1000000',
      FORMS_API_MIN_FREE_BYTES: '0',
      // Every connection comes from this one address: the per-address cap would refuse most.
      FORMS_API_MAX_UPLOADS_PER_CLIENT: '40',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => c.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`forms-api exited (${code})`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const bodies = Array.from({ length: 8 }, () =>
    multipartBody(
      competitionParts(
        {},
        {
          name: 'file',
          value: SAMPLE.png(FILE_BYTES),
          filename: 'drawing.png',
          type: 'image/png',
        },
      ),
    ),
  );
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const { body, contentType } = bodies[i % bodies.length]!;
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/restful_forms/submitForm',
          method: 'POST',
          agent,
          headers: { Origin: ORIGIN, 'Content-Type': contentType, 'Content-Length': body.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const worker = async () => {
    while (next < TOTAL) await one(next++);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const drill = await abortDrill(bodies[0]!);
  const peak = peakRssMb(child.pid!);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  const results = JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      node: process.version,
      submissions: TOTAL,
      connections: CONNECTIONS,
      fileBytes: FILE_BYTES,
      statuses: Object.fromEntries(statuses),
      seconds: Number(seconds.toFixed(2)),
      submissionsPerSecond: Number((TOTAL / seconds).toFixed(1)),
      latencyMs: {
        p50: Math.round(pct(0.5)),
        p95: Math.round(pct(0.95)),
        p99: Math.round(pct(0.99)),
        max: Math.round(latencies[latencies.length - 1]!),
      },
      servicePeakRssMb: Math.round(peak),
      cpus: os.cpus().length,
      abortDrill: drill,
    },
    null,
    2,
  );
  console.log(results);
  writeFileSync(path.join(__dirname, 'results.json'), `${results}\n`);
  if (!drill.passed) {
    console.error('abort drill failed: slots still held or the valid submission was refused');
    process.exit(1);
  }
}

/** Uploads in flight as the service tells a caller on this machine. */
async function uploadsInFlight(): Promise<number> {
  const health = await fetch(`http://127.0.0.1:${PORT}/restful_forms/health`);
  return ((await health.json()) as { uploadsInFlight: number }).uploadsInFlight;
}

/** 1,000 requests given up at random stages, 20 at a time; then the slots and one valid entry. */
async function abortDrill(valid: { body: Buffer; contentType: string }) {
  const started = performance.now();
  const request = rawPost(
    '/restful_forms/submitForm',
    { Origin: ORIGIN, 'Content-Type': valid.contentType },
    valid.body,
  );
  const byStage: Record<string, number> = {};
  let left = ABORTS;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const stage = ABORT_STAGES[Math.floor(Math.random() * ABORT_STAGES.length)]!;
      const kind = ABORT_KINDS[Math.floor(Math.random() * ABORT_KINDS.length)]!;
      byStage[`${stage}/${kind}`] = (byStage[`${stage}/${kind}`] ?? 0) + 1;
      await abortedRequest(PORT, request, stage, kind, Math.random());
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const deadline = Date.now() + 10_000;
  let inFlight = await uploadsInFlight();
  while (inFlight > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    inFlight = await uploadsInFlight();
  }
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/restful_forms/submitForm',
        method: 'POST',
        headers: {
          Origin: ORIGIN,
          'Content-Type': valid.contentType,
          'Content-Length': valid.body.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(valid.body);
  });
  return {
    aborted: ABORTS,
    byStage: Object.fromEntries(Object.entries(byStage).sort()),
    uploadsInFlightAfter: inFlight,
    validSubmissionStatus: status,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    passed: inFlight === 0 && status === 201,
  };
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
