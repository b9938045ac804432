import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountRefused, AccountStore, SESSION_IDLE_MS, SESSION_MAX_MS } from './accountStore';

describe('AccountStore', () => {
  let dir: string;
  let store: AccountStore;
  const now = new Date('2026-11-28T00:00:00Z');
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'accounts-'));
    store = AccountStore.forSite(dir);
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps accounts in a file only its owner reads, one per address', () => {
    store.add(' Mia@Example.org ', 'marketing', null, now);
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(store.find('mia@example.org')).toMatchObject({ role: 'marketing', disabledAt: null });
    expect(() => store.add('mia@example.org', 'editor', null, now)).toThrow(
      'mia@example.org has an account already',
    );
    expect(() => store.add('ed@example.org', 'owner', null, now)).toThrow(
      /"owner" is not a role: one of editor, marketing, admin, team-stores/,
    );
    expect(() => store.add('not an address', 'editor', null, now)).toThrow(AccountRefused);
  });

  it('finds a session by its token while it lasts, and ends them all when the account is disabled', () => {
    store.add('ed@example.org', 'editor', 'hash', now);
    const start = now.getTime();
    const { token } = store.openSession('ed@example.org', start);
    expect(store.session(token, start + 1000)).toMatchObject({
      email: 'ed@example.org',
      role: 'editor',
    });
    expect(store.session(`${token}x`, start)).toBeNull();
    expect(store.session(token, start + 1000 + SESSION_IDLE_MS)).toBeNull();
    const second = store.openSession('ed@example.org', start);
    store.disable('ed@example.org', now);
    expect(store.session(second.token, start + 1)).toBeNull();
    expect(() => store.disable('ed@example.org', now)).toThrow('disabled already');
  });

  it('moves the idle expiry on with use, never past the longest life', () => {
    store.add('ed@example.org', 'editor', 'hash', now);
    const start = now.getTime();
    const { token } = store.openSession('ed@example.org', start);
    let at = start;
    while (at + SESSION_IDLE_MS / 2 < start + SESSION_MAX_MS) {
      at += SESSION_IDLE_MS / 2;
      expect(store.session(token, at)).not.toBeNull();
    }
    expect(store.session(token, start + SESSION_MAX_MS + 1)).toBeNull();
  });
});
