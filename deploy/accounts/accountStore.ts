import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isRole, ROLES, type Role } from './roles';

/** A person who may sign in to the editor and the release console. */
export interface Account {
  email: string;
  role: Role;
  /** Argon2id, PHC form; null until a password is set. */
  passwordHash: string | null;
  createdAt: string;
  /** When an admin disabled it: no sign-in, and its sessions ended. */
  disabledAt: string | null;
}

/** A signed-in person, as a request's session cookie names them. */
export interface SessionOf {
  email: string;
  role: Role;
  expiresAt: number;
}

/** An admin command that cannot be done: its words name the cause. */
export class AccountRefused extends Error {}

/** How long a session lasts without use, and at most. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;

/** `{state}/accounts.sqlite`: the accounts, their sessions and recent sign-in failures. */
export const accountsFile = (stateDir: string) => path.join(stateDir, 'accounts.sqlite');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address as it is kept: trimmed, lower case, so one person has one account. */
export function normalEmail(given: string): string {
  const email = given.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    throw new AccountRefused(`"${given}" is not an email address`);
  return email;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface AccountRow {
  email: string;
  role: string;
  password_hash: string | null;
  created_at: string;
  disabled_at: string | null;
}

const accountOf = (row: AccountRow): Account => ({
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
});

/**
 * The accounts of one site, in SQLite beside its state (no database server, decision 400). The
 * users command and the editor's backend open the same file; a session is kept as the SHA-256
 * of its token, so the file gives nobody a session.
 */
export class AccountStore {
  private readonly db: DatabaseSync;

  constructor(readonly file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    const created = !existsSync(file);
    this.db = new DatabaseSync(file, { timeout: 5000 });
    if (created) chmodSync(file, 0o600);
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      CREATE TABLE IF NOT EXISTS accounts (
        email TEXT PRIMARY KEY,
        role TEXT NOT NULL,
        password_hash TEXT,
        created_at TEXT NOT NULL,
        disabled_at TEXT
      );
      CREATE TABLE IF NOT EXISTS sessions (
        token_sha256 TEXT PRIMARY KEY,
        email TEXT NOT NULL REFERENCES accounts(email),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS sign_in_failures (
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sign_in_failures_key ON sign_in_failures (key, at);
    `);
  }

  static forSite(stateDir: string): AccountStore {
    return new AccountStore(accountsFile(stateDir));
  }

  close(): void {
    this.db.close();
  }

  find(email: string): Account | null {
    const row = this.db.prepare('SELECT * FROM accounts WHERE email = ?').get(email) as
      AccountRow | undefined;
    return row ? accountOf(row) : null;
  }

  list(): Account[] {
    return (
      this.db.prepare('SELECT * FROM accounts ORDER BY email').all() as unknown as AccountRow[]
    ).map(accountOf);
  }

  add(given: string, role: string, passwordHash: string | null, now: Date): Account {
    const email = normalEmail(given);
    if (!isRole(role))
      throw new AccountRefused(`"${role}" is not a role: one of ${ROLES.join(', ')}`);
    if (this.find(email))
      throw new AccountRefused(`${email} has an account already (users disable ${email} first)`);
    this.db
      .prepare('INSERT INTO accounts (email, role, password_hash, created_at) VALUES (?, ?, ?, ?)')
      .run(email, role, passwordHash, now.toISOString());
    return this.find(email)!;
  }

  private existing(given: string): Account {
    const email = normalEmail(given);
    const account = this.find(email);
    if (!account) throw new AccountRefused(`No account for ${email}`);
    return account;
  }

  setPassword(given: string, passwordHash: string): Account {
    const account = this.existing(given);
    this.db
      .prepare('UPDATE accounts SET password_hash = ? WHERE email = ?')
      .run(passwordHash, account.email);
    // A new password ends the sessions the old one opened.
    this.db.prepare('DELETE FROM sessions WHERE email = ?').run(account.email);
    return this.find(account.email)!;
  }

  /** Disables the account and ends its sessions at once; a disabled one stays so. */
  disable(given: string, now: Date): Account {
    const account = this.existing(given);
    if (account.disabledAt) throw new AccountRefused(`${account.email} is disabled already`);
    this.db
      .prepare('UPDATE accounts SET disabled_at = ? WHERE email = ?')
      .run(now.toISOString(), account.email);
    this.db.prepare('DELETE FROM sessions WHERE email = ?').run(account.email);
    return this.find(account.email)!;
  }

  /** Opens a session for the account: its token, given once to the browser's cookie. */
  openSession(email: string, now: number): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_IDLE_MS;
    this.db
      .prepare(
        'INSERT INTO sessions (token_sha256, email, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(sha256(token), email, now, expiresAt);
    return { token, expiresAt };
  }

  /**
   * Who the session token belongs to, while it lasts and the account is enabled; each use moves
   * its idle expiry on, never past its longest life.
   */
  session(token: string, now: number): SessionOf | null {
    if (!token) return null;
    const row = this.db
      .prepare(
        `SELECT s.email, s.created_at, s.expires_at, a.role, a.disabled_at
           FROM sessions s JOIN accounts a ON a.email = s.email
          WHERE s.token_sha256 = ?`,
      )
      .get(sha256(token)) as
      | {
          email: string;
          created_at: number;
          expires_at: number;
          role: string;
          disabled_at: string | null;
        }
      | undefined;
    if (!row || row.disabled_at || row.expires_at <= now) return null;
    const expiresAt = Math.min(now + SESSION_IDLE_MS, row.created_at + SESSION_MAX_MS);
    this.db
      .prepare('UPDATE sessions SET expires_at = ? WHERE token_sha256 = ?')
      .run(expiresAt, sha256(token));
    return { email: row.email, role: row.role, expiresAt };
  }

  endSession(token: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token_sha256 = ?').run(sha256(token));
  }

  /** Counts a failed sign-in under each key (the address tried, the client's address). */
  recordFailure(keys: string[], now: number): void {
    const insert = this.db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)');
    for (const key of keys) insert.run(key, now);
  }

  failuresSince(key: string, since: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS count FROM sign_in_failures WHERE key = ? AND at > ?')
      .get(key, since) as { count: number };
    return row.count;
  }

  /** Forgets failures and sessions older than `before`: the file does not grow without end. */
  prune(before: number, now: number): void {
    this.db.prepare('DELETE FROM sign_in_failures WHERE at <= ?').run(before);
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  }
}
