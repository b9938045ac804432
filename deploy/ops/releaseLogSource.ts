import type { EventQueries } from '../site-events/eventDb';
import { parseReleaseLogLines, readReleaseLogLines, type ReleaseLogLine } from './releaseLogLines';

/** The release log's recent lines, oldest first, from wherever the release service keeps it. */
export type ReleaseLogSource = () => Promise<ReleaseLogLine[]>;

/** As many entries as the file's last megabyte holds, and more: every change a chart shows. */
const RECENT_ENTRIES = 5000;

/** The release service's file in the releases folder (one host, decision 311). */
export const releaseLogFile =
  (file: string): ReleaseLogSource =>
  async () =>
    readReleaseLogLines(file).lines;

/**
 * The `release_log` table the release services of the site `site` (the shell's origin) write
 * when their state is in PostgreSQL (decision 390): the same database as the events, as
 * `npm run migrate` makes it.
 */
export const releaseLogTable =
  (db: EventQueries, site: string): ReleaseLogSource =>
  async () => {
    const rows = await db.all<{ text: string }>(
      'SELECT entry::text AS text FROM release_log WHERE site = $1 ORDER BY id DESC LIMIT $2',
      site,
      RECENT_ENTRIES,
    );
    return parseReleaseLogLines(rows.map((row) => row.text).reverse()).lines;
  };
