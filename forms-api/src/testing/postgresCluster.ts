import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The role the throwaway cluster trusts on loopback; it owns every test database. */
const ROLE = 'forms_test';

/** A PostgreSQL server of its own in a temporary folder, for one test run. */
export interface PostgresCluster {
  /** `postgres://forms_test@127.0.0.1:{port}/{database}` (no password: trust on loopback). */
  url(database?: string): string;
  stop(): void;
}

/**
 * Where Debian's server binaries are (`initdb`, `pg_ctl`): PG_BIN when set, otherwise the newest
 * /usr/lib/postgresql/{version}/bin. Throws naming the package to install.
 */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      `PostgreSQL's server is not installed (no ${root}/*/bin/initdb): apt-get install -y postgresql, or set PG_BIN to the folder holding initdb and pg_ctl`,
    );
  return path.join(root, versions[0]!, 'bin');
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * initdb and the server refuse to run as root: as root they run as the `postgres` user Debian's
 * package creates (owning the folder), as anyone else as that user.
 */
function asServerUser(folder: string): (binary: string, args: string[]) => void {
  const root = process.getuid?.() === 0;
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  return (binary, args) => {
    const [command, commandArgs] = root
      ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
      : [binary, args];
    const run = spawnSync(command, commandArgs, { cwd: folder, encoding: 'utf8' });
    if (run.status !== 0)
      throw new Error(
        `${path.basename(binary)} ${args[0]} failed (${run.status ?? run.signal}): ${run.stderr || run.stdout}`,
      );
  };
}

/**
 * Starts a throwaway cluster: initdb in a new temporary folder, the server on a free loopback
 * port with its socket in that folder, trusting the role `forms_test`. Durability is off (fsync,
 * full-page writes): the folder is deleted at the end anyway. `stop()` stops the server at once and
 * removes the folder; it is also done when this process exits, so a crashed run leaves no server.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const started = performance.now();
  const bin = postgresBinDir();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(folder, 'data');
  const log = path.join(folder, 'server.log');
  const run = asServerUser(folder);
  let running = false;
  const stop = () => {
    process.off('exit', stop);
    if (running) {
      running = false;
      try {
        run(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
      } catch {
        // Already gone: the folder goes all the same.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    run(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      ROLE,
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${folder}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
      '-c max_connections=200',
      '-c shared_buffers=32MB',
    ].join(' ');
    run(path.join(bin, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-o',
      options,
      '-l',
      log,
      '-w',
      '-t',
      '60',
    ]);
    running = true;
    const url = (database = 'postgres') => `postgres://${ROLE}@127.0.0.1:${port}/${database}`;
    console.log(
      `test PostgreSQL on 127.0.0.1:${port} (${folder}) in ${Math.round(performance.now() - started)} ms`,
    );
    return { url, stop };
  } catch (error) {
    const serverLog = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    stop();
    throw new Error(`could not start a test PostgreSQL: ${(error as Error).message}${serverLog}`);
  }
}

/** A database of its own for one suite or one service, dropped (connections and all) by `drop`. */
export async function createTestDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
