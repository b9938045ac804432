import pg from 'pg';

/** The address without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/**
 * What is wrong with a DATABASE_URL, or null: a postgres:// (or postgresql://) URL naming a host
 * and a database. Never quotes the password.
 */
export function databaseUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a URL (expected postgres://user:password@host:5432/database)';
  }
  if (!['postgres:', 'postgresql:'].includes(parsed.protocol))
    return `${redactedUrl(url)}: expected postgres:// or postgresql://, not ${parsed.protocol}//`;
  if (!parsed.hostname && !parsed.searchParams.get('host'))
    return `${redactedUrl(url)}: names no host`;
  if (parsed.pathname.length <= 1) return `${redactedUrl(url)}: names no database (…/database)`;
  return null;
}

const INT8 = 20;

/**
 * PostgreSQL's bigint (ms since the epoch, counts) as a JavaScript number, as SQLite gives them:
 * every value stored here is far below 2^53. Set on this pool only, never globally.
 */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A pool on DATABASE_URL that has answered a query, or an Error naming the address (without
 * its password) and why it cannot be used.
 */
export async function connectPostgres(url: string, { max = 10 } = {}): Promise<pg.Pool> {
  const problem = databaseUrlProblem(url);
  if (problem) throw new Error(`DATABASE_URL ${problem}`);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    types: TYPES,
  });
  // An idle client whose server went away emits 'error' on the pool: the next query reconnects.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(`DATABASE_URL ${redactedUrl(url)} cannot be used: ${message || code}`);
  }
  return pool;
}
