/**
 * Benchmark (not a test): the real service in its own process on loopback, 1 MB PNG submissions
 * over 20 concurrent connections. Reports submissions per second, latency percentiles and the
 * service's peak resident memory (VmHWM from /proc). Data goes to a temporary folder, removed
 * afterwards.
 *
 *   npm run bench -w forms-api            (BENCH_PORT=8300 BENCH_TOTAL=400 BENCH_CONNECTIONS=20)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { competitionParts, multipartBody, SAMPLE } from '../src/testing/multipartBody';

const PORT = Number(process.env.BENCH_PORT ?? 8300);
const TOTAL = Number(process.env.BENCH_TOTAL ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const FILE_BYTES = 1024 * 1024;
const ORIGIN = 'http://127.0.0.1:8080';

const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-api-bench-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '../src/main.ts')],
    {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        FORMS_API_PORT: String(PORT),
        FORMS_API_DATA_DIR: dataDir,
        FORMS_API_ALLOWED_ORIGINS: ORIGIN,
        FORMS_API_RATE_PER_MINUTE: '1000000',
        FORMS_API_MIN_FREE_BYTES: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
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
  const peak = peakRssMb(child.pid!);
  agent.destroy();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  console.log(
    JSON.stringify(
      {
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
      },
      null,
      2,
    ),
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
