import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';

/** The machine figures were taken on, written beside them. */
export interface Machine {
  os: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
}

export function machine(): Machine {
  return {
    os: `${os.type()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
}

/** `Chromium 156.0.8078.79` from Debian's browser. */
export function chromiumVersion(): string {
  return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')[0]!
    .replace(/ built on.*/, '');
}

/** `nginx/1.26.3`: nginx prints its version on stderr. */
export function nginxVersion(nginxBin: string): string {
  const result = spawnSync(nginxBin, ['-v'], { encoding: 'utf8' });
  return (result.stderr || result.stdout).trim().replace(/^nginx version:\s*/, '');
}
