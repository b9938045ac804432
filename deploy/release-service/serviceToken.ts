import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from 'shared-lib/files';

/**
 * The release service's token on this host: `{state}/release-service.token`, readable by its
 * owner only. The service makes it at its first start; the release commands of the same
 * machine read it (RELEASE_TOKEN gives it to a client elsewhere).
 */
export const serviceTokenFile = (stateDir: string) => path.join(stateDir, 'release-service.token');

export function serviceToken(stateDir: string): string {
  const file = serviceTokenFile(stateDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomBytes(32).toString('base64url');
  writeAtomically(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** The token a release command presents: RELEASE_TOKEN, or the service's file on this host. */
export function clientToken(stateDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.RELEASE_TOKEN) return env.RELEASE_TOKEN;
  const file = serviceTokenFile(stateDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
