import { execFile } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { localEditorOrigin } from 'deploy/site-origins';
import { RELEASE_ENV } from '../../support/releases';
import { HOST, REPO_ROOT, SITE_PORT } from '../../support/site';

/** The editor's own origin (PORT + 9), where its sign-in is. */
export const EDITOR = localEditorOrigin(SITE_PORT, HOST);

/** The password every account of the suite gets (never on a command line). */
export const PASSWORD = 'a long passphrase for tests';

/** `npm run users -- …` against the site under test, the password piped on standard input. */
export function users(args: string[], password?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'npm',
      ['run', '--silent', 'users', '--', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...RELEASE_ENV }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        error ? reject(new Error(`users ${args.join(' ')}: ${stderr}${stdout}`)) : resolve(stdout),
    );
    child.stdin?.end(password ?? '');
  });
}

/** An account of this run: a fresh address per test run, so reruns never meet an old one. */
export async function account(role: string): Promise<string> {
  const email = `${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  await users(['add', email, '--role', role], PASSWORD);
  return email;
}

/** Signs in at the editor's sign-in page as a person does, landing on `address`. */
export async function signIn(page: Page, email: string, address = '/admin/'): Promise<void> {
  const response = await page.goto(`${EDITOR}${address}`);
  expect(response?.status()).toBe(401);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === EDITOR && url.pathname === address);
}
