import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountStore } from './accountStore';
import { verifyPassword } from './passwords';
import { usersCommand } from './usersCommand';

describe('npm run users', () => {
  let dir: string;
  let store: AccountStore;
  const now = new Date('2026-11-28T00:00:00Z');
  const given = (password: string | null) => () => Promise.resolve(password);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'users-'));
    store = AccountStore.forSite(dir);
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds an account with the role and the password it was given, and lists it', async () => {
    expect(
      await usersCommand(
        store,
        ['add', 'mia@example.org', '--role', 'marketing'],
        given('a long passphrase'),
        now,
      ),
    ).toEqual(['Added mia@example.org (marketing) with a password']);
    expect(
      await verifyPassword('a long passphrase', store.find('mia@example.org')!.passwordHash!),
    ).toBe(true);
    expect(await usersCommand(store, ['list'], given(null), now)).toEqual([
      expect.stringMatching(/^mia@example.org +marketing +active$/),
    ]);
  });

  it('adds one without a password, to be set later, and refuses a short one naming the rule', async () => {
    expect(
      await usersCommand(store, ['add', 'ed@example.org', '--role', 'editor'], given(null), now),
    ).toEqual([
      'Added ed@example.org (editor); set its password with users password ed@example.org',
    ]);
    await expect(
      usersCommand(store, ['password', 'ed@example.org'], given('short'), now),
    ).rejects.toThrow('The password is refused: a password has at least 12 characters');
    await expect(
      usersCommand(store, ['password', 'ed@example.org'], given(null), now),
    ).rejects.toThrow('No password given');
    await usersCommand(store, ['password', 'ed@example.org'], given('twelve chars or more'), now);
    expect(store.find('ed@example.org')!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('disables an account, and refuses what it does not know with its usage', async () => {
    await usersCommand(store, ['add', 'ed@example.org', '--role', 'editor'], given(null), now);
    expect(await usersCommand(store, ['disable', 'ed@example.org'], given(null), now)).toEqual([
      'Disabled ed@example.org: it cannot sign in, and its sessions ended',
    ]);
    await expect(
      usersCommand(store, ['disable', 'nobody@example.org'], given(null), now),
    ).rejects.toThrow('No account for nobody@example.org');
    await expect(usersCommand(store, ['remove'], given(null), now)).rejects.toThrow(/Usage/);
    await expect(usersCommand(store, ['add', 'x@example.org'], given(null), now)).rejects.toThrow(
      'add needs <email> --role <role>',
    );
  });
});
