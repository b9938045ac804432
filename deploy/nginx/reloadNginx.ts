import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_BIN, nginxArgs } from './writeNginxConfig';

/** The processes whose parent is the given one (Linux's /proc). */
export function childProcesses(parentPid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while the list was read
    }
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === parentPid) children.push(Number(entry));
  }
  return children;
}

/** A worker told to stop renames itself before it closes its listening sockets. */
function takesConnections(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('shutting down');
  } catch {
    return false;
  }
}

/**
 * Reloads the nginx of a prefix gracefully and resolves once none of its old workers takes new
 * connections. nginx starts the new workers before it tells the old ones to stop, so a first answer
 * from the new configuration does not mean the next one comes from it too.
 */
export async function reloadNginx(prefix: string): Promise<void> {
  const master = Number(readFileSync(path.join(prefix, 'nginx.pid'), 'utf8').trim());
  const oldWorkers = childProcesses(master);
  const reload = spawnSync(NGINX_BIN, nginxArgs(prefix, ['-s', 'reload']), { encoding: 'utf8' });
  if (reload.status !== 0) throw new Error(`nginx -s reload failed: ${reload.stderr}`);
  const deadline = Date.now() + 5000;
  for (;;) {
    const stillOpen = oldWorkers.filter(takesConnections);
    if (stillOpen.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `nginx's old workers (${stillOpen.join(', ')}) still take connections 5 s after the reload`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
