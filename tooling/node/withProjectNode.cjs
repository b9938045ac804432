#!/usr/bin/env node
'use strict';
/*
 * `node tooling/node/withProjectNode.cjs <command> [args…]`: runs the command with the Node of
 * .nvmrc first on PATH (decision 343). When the Node running this is not that version's line, the
 * version comes from the npm registry (the `node` package) into
 * ~/.cache/outlet-site/node-<version>, as .ci/run installs it, once. Plain CommonJS with nothing
 * newer than Node 18 has, since it runs on the machine's older Node.
 */
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, readFileSync, renameSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const NVMRC = path.join(__dirname, '..', '..', '.nvmrc');

/** `24.21.0` as [24, 21, 0]. */
const partsOf = (version) => version.replace(/^v/, '').split('.').map(Number);

/**
 * Whether a running Node will do for the wanted one: the same major line (the LTS the project
 * is built and tested on), and not older than it.
 */
function satisfies(running, wanted) {
  const [have, want] = [partsOf(running), partsOf(wanted)];
  if (have[0] !== want[0]) return false;
  for (let index = 1; index < 3; index += 1)
    if (have[index] !== want[index]) return have[index] > want[index];
  return true;
}

/** Where the wanted Node is kept: the same place .ci/run installs it. */
const cacheOf = (version, home = os.homedir()) =>
  path.join(home, '.cache', 'outlet-site', `node-${version}`);

/** Why npm could not install: its first error line that says it in words (no code, no stack). */
function npmReason(output) {
  const said = output
    .split('\n')
    .filter((line) => line.startsWith('npm error'))
    .map((line) => line.replace(/^npm error\s*/, '').trim())
    .filter((line) => line && !/^(code|syscall|errno) |^at |^[{}]|^\w+: ['\d]/.test(line));
  return said[0] || output.trim().split('\n').slice(-1)[0] || 'no output';
}

/**
 * Installs `node@<version>` from the npm registry into the cache (into a folder of its own
 * first, renamed into place, so that a failed or concurrent install leaves nothing half-made),
 * saying so in one line with the seconds it took. Exits with 1, naming the cause, when it cannot.
 */
function install(version, prefix) {
  const started = Date.now();
  const shown = prefix.replace(os.homedir(), '~');
  process.stderr.write(
    `Node ${version} (.nvmrc; this machine's is ${process.version}) from the npm registry into ${shown}… `,
  );
  const staging = `${prefix}.${process.pid}.tmp`;
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node@${version}`,
    ],
    { encoding: 'utf8' },
  );
  const installed = path.join(staging, 'node_modules', '.bin', 'node');
  if (result.error || result.status !== 0 || !existsSync(installed)) {
    rmSync(staging, { recursive: true, force: true });
    process.stderr.write('failed\n');
    const reason = result.error
      ? result.error.message
      : npmReason(`${result.stdout}${result.stderr}`);
    console.error(
      `Cannot run with Node ${version} (.nvmrc): this machine has ${process.version}, and npm could not install node@${version} from the registry: ${reason}`,
    );
    process.exit(1);
  }
  try {
    renameSync(staging, prefix);
  } catch (error) {
    // Another run installed it meanwhile: theirs is as good.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(path.join(prefix, 'node_modules', '.bin', 'node'))) throw error;
  }
  process.stderr.write(`in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Runs the command to its end, passing signals on, and ends this process as it ended. */
function run(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  child.on('error', (error) => {
    console.error(`Cannot run ${command}: ${error.message}`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code);
  });
}

function main(argv) {
  const [command, ...args] = argv;
  if (!command) {
    console.error('Usage: node tooling/node/withProjectNode.cjs <command> [args…]');
    process.exit(64);
  }
  const wanted = readFileSync(NVMRC, 'utf8').trim().replace(/^v/, '');
  if (satisfies(process.version, wanted)) return run(command, args, process.env);
  const prefix = cacheOf(wanted);
  const bin = path.join(prefix, 'node_modules', '.bin');
  if (!existsSync(path.join(bin, 'node'))) install(wanted, prefix);
  run(command, args, { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH || ''}` });
}

if (require.main === module) main(process.argv.slice(2));

module.exports = { satisfies, cacheOf };
