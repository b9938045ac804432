import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountStore } from './accountStore';
import { hashPassword } from './passwords';
import { signIn, SIGN_IN_LIMITS } from './signIn';

// Each attempt costs one Argon2id hash by design: a busy machine takes seconds for twenty.
jest.setTimeout(60_000);

describe('signIn', () => {
  let dir: string;
  let store: AccountStore;
  let lines: string[];
  const now = Date.parse('2026-11-28T00:00:00Z');
  const log = (line: string) => lines.push(line);
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sign-in-'));
    store = AccountStore.forSite(dir);
    store.add(
      'mia@example.org',
      'marketing',
      await hashPassword('a long passphrase'),
      new Date(now),
    );
    lines = [];
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens a session for the right password and logs every attempt without its password', async () => {
    const wrong = await signIn(
      store,
      { email: 'mia@example.org', password: 'not the one at all', client: '10.0.0.1', now },
      log,
    );
    expect(wrong).toEqual({ ok: false, status: 401, reason: expect.stringMatching(/wrong/) });
    const right = await signIn(
      store,
      { email: 'MIA@example.org', password: 'a long passphrase', client: '10.0.0.1', now },
      log,
    );
    expect(right).toMatchObject({ ok: true, email: 'mia@example.org', role: 'marketing' });
    expect(store.session((right as { token: string }).token, now)?.email).toBe('mia@example.org');
    expect(lines.map((line) => JSON.parse(line) as { outcome: string; client: string })).toEqual([
      expect.objectContaining({ outcome: 'refused: wrong password', client: '10.0.0.1' }),
      expect.objectContaining({ outcome: 'signed in' }),
    ]);
    expect(lines.join('\n')).not.toContain('passphrase');
  });

  it('pauses an address after its failures, even for the right password, until the window passes', async () => {
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccount; attempt += 1)
      await signIn(
        store,
        {
          email: 'mia@example.org',
          password: `guess number ${attempt}`,
          client: `10.0.0.${attempt}`,
          now,
        },
        log,
      );
    const paused = await signIn(
      store,
      {
        email: 'mia@example.org',
        password: 'a long passphrase',
        client: '10.0.1.1',
        now: now + 1000,
      },
      log,
    );
    expect(paused).toMatchObject({ ok: false, status: 429 });
    const later = await signIn(
      store,
      {
        email: 'mia@example.org',
        password: 'a long passphrase',
        client: '10.0.1.1',
        now: now + SIGN_IN_LIMITS.windowMs + 1,
      },
      log,
    );
    expect(later.ok).toBe(true);
  });

  it('pauses a client that tries many addresses', async () => {
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perClient; attempt += 1)
      await signIn(
        store,
        {
          email: `someone${attempt}@example.org`,
          password: 'whatever it is',
          client: '10.9.9.9',
          now,
        },
        log,
      );
    expect(
      await signIn(
        store,
        { email: 'mia@example.org', password: 'a long passphrase', client: '10.9.9.9', now },
        log,
      ),
    ).toMatchObject({ ok: false, status: 429 });
  });

  it('refuses a disabled account with the same words as a wrong password', async () => {
    store.disable('mia@example.org', new Date(now));
    const refused = await signIn(
      store,
      { email: 'mia@example.org', password: 'a long passphrase', client: '10.0.0.1', now },
      log,
    );
    expect(refused).toMatchObject({ ok: false, status: 401 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ outcome: 'refused: disabled' });
  });
});
