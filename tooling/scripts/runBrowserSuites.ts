import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * `npm run test:browsers`: the end-to-end suites on the Node server (`npm start`'s) and through
 * nginx (production's) at the same time, each on its own ports and folders (every folder of a
 * suite is named by its port: E2E_PORT, and 100 above it for nginx). Both spend most of their
 * time waiting on pages and services, so together they take little longer than the longer one.
 * Each line is printed as it comes, marked with its suite; exits 1 when either suite fails.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8090);

const SUITES = [
  { name: 'node', args: ['run', 'e2e', '-w', 'e2e'], port: BASE_PORT },
  {
    name: 'nginx',
    args: ['run', 'e2e', '-w', 'e2e', '--', '-c', 'playwright.nginx.config.ts'],
    port: BASE_PORT + 100,
  },
];

function runSuite(suite: (typeof SUITES)[number]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', suite.args, {
      env: { ...process.env, E2E_PORT: String(suite.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) =>
        process.stdout.write(`[${suite.name}] ${line}\n`),
      );
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(
        `[${suite.name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`}: npm ${suite.args.join(' ')} on port ${suite.port}, ${seconds} s`,
      );
      resolve(code ?? 1);
    });
  });
}

void Promise.all(SUITES.map(runSuite)).then((codes) => {
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
});
