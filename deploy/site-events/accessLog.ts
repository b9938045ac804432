import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import type { EventQueries } from './eventDb';

/** One request as a server of the site logged it (nginx's `site_access` format, the Node server's). */
export interface ServedRequest {
  /** The server's id of the request, which it also sent the page (`Server-Timing: page`). */
  id: string;
  /** ms since the epoch. */
  time: number;
  addr: string;
  method: string;
  /** The path asked for, without its query. */
  path: string;
  status: number;
  /** The generation the answer came from ('' for a remote's file or a service's answer). */
  generation: string;
}

const ID = /^[\w-]{8,64}$/;

/**
 * A line of an access log as a request, or null for a line that is not one (a partial line, a
 * line of another format): read defensively, as the file is written by other programs.
 * `time` is ISO 8601 (nginx's $time_iso8601) or ms; `path` may carry its query ($request_uri).
 */
export function parseAccessLine(line: string): ServedRequest | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, addr, method, path, status, generation, time } = value;
  const at = typeof time === 'number' ? time : Date.parse(String(time));
  if (
    typeof id !== 'string' ||
    !ID.test(id) ||
    typeof addr !== 'string' ||
    typeof method !== 'string' ||
    typeof path !== 'string' ||
    !Number.isInteger(Number(status)) ||
    Number.isNaN(at)
  )
    return null;
  return {
    id,
    time: at,
    addr,
    method,
    path: path.split('?')[0]!,
    status: Number(status),
    generation: typeof generation === 'string' ? generation : '',
  };
}

/** What a request was, for the figures: a page, a page's data, a remote's file, or neither. */
export function requestKind(request: ServedRequest): 'page' | 'page-data' | 'remote-file' | null {
  const { path, method } = request;
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (/^\/assets\/data\/.*index\.json$/.test(path)) return 'page-data';
  if (/\/(remoteEntry\.js|mf-manifest\.json)$/.test(path) || /^\/releases\//.test(path))
    return 'remote-file';
  const isPage =
    request.generation !== '' &&
    !/\.[^/]*$/.test(path) &&
    !/^\/(assets|admin|site-events|restful_forms|server)\//.test(path);
  return isPage && (request.status === 200 || request.status === 404) ? 'page' : null;
}

/** At most this much of a log is read in one go; the rest on the next. */
const MAX_READ = 4 * 1024 * 1024;

/** How far a log was read: its inode (a rotated file is another) and the bytes taken. */
export interface LogPosition {
  file: string;
  inode: number;
  bytesRead: number;
}

/**
 * Reads what was appended to this host's access logs since the last read. Positions are kept in
 * the events store per host (so a restart goes on where it stopped, and hosts sharing a
 * PostgreSQL keep their own); `read` says where it got to, which the caller saves with what it
 * took (`save`, in its transaction) and then `advance`s to. A file that was rotated (another
 * inode) or truncated is read from its start; a partial last line waits for its end.
 */
export function accessLogReader(db: EventQueries, files: string[], host: string = hostname()) {
  let positions: Map<string, LogPosition> | null = null;

  async function known(): Promise<Map<string, LogPosition>> {
    positions ??= new Map(
      (
        await db.all<{ file: string; inode: number; bytes_read: number }>(
          'SELECT file, inode, bytes_read FROM access_log_offsets WHERE host = $1',
          host,
        )
      ).map((row) => [row.file, { file: row.file, inode: row.inode, bytesRead: row.bytes_read }]),
    );
    return positions;
  }

  function readNew(file: string, kept: LogPosition | undefined) {
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return null;
    }
    const from =
      kept && kept.inode === stats.ino && kept.bytesRead <= stats.size ? kept.bytesRead : 0;
    if (stats.size === from) return null;
    const length = Math.min(stats.size - from, MAX_READ);
    const buffer = Buffer.alloc(length);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, length, from);
    } finally {
      closeSync(fd);
    }
    const end = buffer.lastIndexOf(0x0a);
    if (end === -1) return null;
    return {
      position: { file, inode: stats.ino, bytesRead: from + end + 1 },
      requests: buffer
        .subarray(0, end)
        .toString('utf8')
        .split('\n')
        .map(parseAccessLine)
        .filter((request): request is ServedRequest => request !== null),
    };
  }

  return {
    async read(): Promise<{ requests: ServedRequest[]; reached: LogPosition[] }> {
      const kept = await known();
      const read = files.flatMap((file) => readNew(file, kept.get(file)) ?? []);
      return {
        requests: read.flatMap((each) => each.requests),
        reached: read.map((each) => each.position),
      };
    },
    async save(tx: EventQueries, reached: LogPosition[]): Promise<void> {
      for (const { file, inode, bytesRead } of reached)
        await tx.run(
          `INSERT INTO access_log_offsets (host, file, inode, bytes_read) VALUES ($1, $2, $3, $4)
           ON CONFLICT (host, file) DO UPDATE SET inode = excluded.inode, bytes_read = excluded.bytes_read`,
          host,
          file,
          inode,
          bytesRead,
        );
    },
    advance(reached: LogPosition[]): void {
      for (const position of reached) positions?.set(position.file, position);
    },
  };
}
