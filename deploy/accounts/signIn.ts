import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { normalEmail, AccountRefused, type AccountStore } from './accountStore';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwords';
import type { Role } from './roles';

/** How many failed sign-ins an address, or a client, may have in the window before a pause. */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perClient: 20,
} as const;

export type SignInResult =
  | { ok: true; email: string; role: Role; token: string; expiresAt: number }
  | { ok: false; status: 401 | 429; reason: string };

/** `{state}/sign-in.log`: one JSON line per attempt (who, from where, what came of it). */
export const signInLogFile = (stateDir: string) => path.join(stateDir, 'sign-in.log');

/** The same words for every wrong address, password or disabled account: they tell nothing. */
const WRONG = 'The email address or password is wrong, or the account is disabled';

/**
 * Checks a sign-in (decision 401): at most SIGN_IN_LIMITS failures per address and per client
 * address in the window (then 429, even with the right password), the password checked with the
 * same cost whether or not the account exists. Every attempt is logged, never its password.
 */
export async function signIn(
  store: AccountStore,
  attempt: { email: string; password: string; client: string; now: number },
  log: (line: string) => void,
): Promise<SignInResult> {
  let email: string;
  try {
    email = normalEmail(attempt.email);
  } catch (error) {
    if (!(error instanceof AccountRefused)) throw error;
    email = attempt.email.trim().toLowerCase().slice(0, 254);
  }
  const record = (outcome: string) =>
    log(
      JSON.stringify({
        at: new Date(attempt.now).toISOString(),
        event: 'sign-in',
        email,
        client: attempt.client,
        outcome,
      }),
    );
  const since = attempt.now - SIGN_IN_LIMITS.windowMs;
  const keys = [`account:${email}`, `client:${attempt.client}`];
  if (
    store.failuresSince(keys[0]!, since) >= SIGN_IN_LIMITS.perAccount ||
    store.failuresSince(keys[1]!, since) >= SIGN_IN_LIMITS.perClient
  ) {
    record('refused: too many failures');
    return {
      ok: false,
      status: 429,
      reason: `Too many failed sign-ins: try again in ${SIGN_IN_LIMITS.windowMs / 60_000} minutes`,
    };
  }
  const account = store.find(email);
  const hash = account?.passwordHash ?? (await UNKNOWN_ACCOUNT_HASH);
  const matches = await verifyPassword(attempt.password, hash);
  if (!account || !account.passwordHash || account.disabledAt || !matches) {
    store.recordFailure(keys, attempt.now);
    record(
      !account
        ? 'refused: no account'
        : account.disabledAt
          ? 'refused: disabled'
          : 'refused: wrong password',
    );
    return { ok: false, status: 401, reason: WRONG };
  }
  store.prune(since, attempt.now);
  const session = store.openSession(account.email, attempt.now);
  record('signed in');
  return { ok: true, email: account.email, role: account.role, ...session };
}

/** The log of a site's sign-ins: its file, and the service's output. */
export const signInLog =
  (stateDir: string) =>
  (line: string): void => {
    appendFileSync(signInLogFile(stateDir), `${line}\n`, { mode: 0o600 });
    console.log(line);
  };
