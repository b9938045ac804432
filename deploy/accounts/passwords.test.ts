import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are kept as argon2id hashes with their cost and a salt of their own, and verified', async () => {
    const [first, second] = await Promise.all([
      hashPassword('correct horse battery'),
      hashPassword('correct horse battery'),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'plain text')).toBe(false);
  });

  it('refuses a short password, naming the length', () => {
    expect(passwordProblem('short')).toBe('a password has at least 12 characters');
    expect(passwordProblem('twelve chars')).toBeNull();
  });
});
