import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

type Params = SQLInputValue[] | [Record<string, SQLInputValue>];

/** Every row of a query, typed as the caller's row shape (node:sqlite types rows as records). */
export function allRows<Row>(db: DatabaseSync, sql: string, ...params: Params): Row[] {
  return db.prepare(sql).all(...(params as SQLInputValue[])) as unknown as Row[];
}

/** The first row of a query, or undefined. */
export function firstRow<Row>(db: DatabaseSync, sql: string, ...params: Params): Row | undefined {
  return db.prepare(sql).get(...(params as SQLInputValue[])) as unknown as Row | undefined;
}

/** Runs `work` in one write transaction: committed whole when it returns, rolled back if it throws. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
